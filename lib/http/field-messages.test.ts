import { describe, expect, it } from "vitest";
import { fieldMessages, topField } from "./field-messages";

describe("fieldMessages", () => {
  it("gives each form key the message of its first problem", () => {
    const problems = [{ path: "lastCrops.1.crop" }, { path: "lastCrops.1.year" }, { path: "area" }, { path: "area" }];
    const keyOf = (path: string) => (path.startsWith("lastCrops") ? "crops" : path);
    let asked = 0;
    const messages = fieldMessages(problems, keyOf, (key) => `${key} #${++asked}`);
    expect(messages).toEqual({ crops: "crops #1", area: "area #2" });
  });

  it("reads zod's path arrays like the API's dotted paths, and no problems as none", () => {
    expect(fieldMessages([{ path: ["photos", 2] }, { path: [] }], (path) => path, (key) => `[${key}]`)).toEqual({
      "photos.2": "[photos.2]",
      "": "[]",
    });
    expect(fieldMessages(undefined, topField, () => "x")).toEqual({});
    expect(topField("photos.2")).toBe("photos");
  });
});
