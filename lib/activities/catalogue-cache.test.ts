// The fingerprint that decides whether the dashboard's kept plans still hold (dashboard.ts).
import { describe, expect, it } from "vitest";
import { getCatalogue, planVersion } from "./catalogue-cache";

describe("planVersion", () => {
  it("is the same for the same planning fields in any order, and ignores the texts", async () => {
    const { activities, planVersion: loaded } = await getCatalogue();
    expect(planVersion(activities)).toBe(loaded);
    expect(planVersion([...activities].reverse())).toBe(loaded);
    expect(planVersion(activities.map((a) => ({ ...a, title: `${a.title}!`, description: "" })))).toBe(loaded);
  });

  it("changes with every field the plan reads, and with the set of activities", async () => {
    const { activities, planVersion: loaded } = await getCatalogue();
    const [first, ...rest] = activities;
    const changed = [
      { ...first, difficulty: first.difficulty === "easy" ? "hard" : "easy" },
      { ...first, minAgeMonths: first.minAgeMonths + 1 },
      { ...first, maxAgeMonths: first.maxAgeMonths + 1 },
      { ...first, durationMinutes: first.durationMinutes + 1 },
      { ...first, categoryId: rest.find((a) => a.categoryId !== first.categoryId)!.categoryId },
    ] as const;
    for (const variant of changed) expect(planVersion([variant, ...rest])).not.toBe(loaded);
    expect(planVersion(rest)).not.toBe(loaded);
  });
});
