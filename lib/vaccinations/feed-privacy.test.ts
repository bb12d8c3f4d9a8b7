import { describe, expect, it } from "vitest";
import { feedName } from "@/lib/vaccinations/feed-privacy";

describe("how a calendar feed names the child", () => {
  it.each([
    ["Zarina", "Zarina", "Z."],
    ["  Zarina   Karimova ", "Zarina", "Z.K."],
    ["O'g'iloy Rahimova", "O'g'iloy", "O.R."],
    ["ʻUmar Aliyev", "ʻUmar", "U.A."],
    ["малика юсупова", "малика", "М.Ю."],
  ])("%j: first name %j, initials %j", (name, first, initials) => {
    expect(feedName(name, "first_name")).toBe(first);
    expect(feedName(name, "initials")).toBe(initials);
  });
});
