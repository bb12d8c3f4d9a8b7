import { describe, expect, it } from "vitest";
import { ageBaseDate, daysEarly, usesCorrectedAge } from "./corrected-age";

describe("corrected age", () => {
  it("applies to babies born before 37 weeks, until 24 months (730 days)", () => {
    expect(usesCorrectedAge(28, 90)).toBe(true);
    expect(usesCorrectedAge(36, 729)).toBe(true);
    expect(usesCorrectedAge(36, 730)).toBe(false);
    expect(usesCorrectedAge(37, 10)).toBe(false);
    expect(usesCorrectedAge(null, 10)).toBe(false);
    expect(usesCorrectedAge(undefined, 10)).toBe(false);
    expect(usesCorrectedAge(0, 10)).toBe(false);
  });

  it("counts from the due date: (40 - weeks) * 7 days after birth", () => {
    expect(daysEarly(28)).toBe(84);
    expect(daysEarly(34)).toBe(42);
    expect(ageBaseDate("2026-01-01", 28, 90)).toBe("2026-03-26");
    expect(ageBaseDate("2026-01-01", 39, 90)).toBe("2026-01-01");
    expect(ageBaseDate("2024-01-01", 28, 800)).toBe("2024-01-01");
  });
});
