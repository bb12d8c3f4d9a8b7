import { describe, expect, it } from "vitest";
import { cropYears } from "./draft";

describe("cropYears", () => {
  it("ends at the current season: a past season with a yield cannot be next year", () => {
    const years = cropYears(2026);
    expect(years[0]).toBe(2026);
    expect(Math.max(...years)).toBe(2026);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years.length).toBeGreaterThanOrEqual(10);
  });
});
