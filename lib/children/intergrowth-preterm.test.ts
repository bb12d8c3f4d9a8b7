import { describe, expect, it } from "vitest";
import { pretermValue, pretermZ, type PretermIndicator } from "@/lib/children/intergrowth-preterm";

// Published INTERGROWTH-21st Preterm Postnatal Growth Standards z-score tables (intergrowth21.com,
// "Postnatal growth of preterm infants", boys and girls; -2 SD, median, +2 SD), as transcribed
// in the public repository Yannngn/pygrowthstandards (data/intergrowth_21st_very_preterm_growth_*.json).
// The tables give kg to 2 decimals and cm to 1, so values must agree within half a unit.
const TABLE: Array<[PretermIndicator, "male" | "female", number, [number, number, number]]> = [
  ["weightForAge", "male", 27, [0.44, 0.67, 1.02]],
  ["weightForAge", "female", 30, [0.76, 1.09, 1.55]],
  ["weightForAge", "male", 33, [1.31, 1.81, 2.5]],
  ["weightForAge", "female", 36, [1.69, 2.28, 3.08]],
  ["weightForAge", "male", 40, [2.59, 3.43, 4.54]],
  ["lengthForAge", "male", 27, [28.5, 32.7, 37.6]],
  ["lengthForAge", "female", 33, [37.6, 41.3, 45.3]],
  ["lengthForAge", "male", 40, [47.3, 50.9, 54.8]],
  ["headCircumferenceForAge", "male", 27, [21.3, 24.8, 28.2]],
  ["headCircumferenceForAge", "female", 36, [29.8, 31.9, 34.0]],
  ["headCircumferenceForAge", "male", 40, [33.1, 35.0, 37.0]],
];

describe("INTERGROWTH-21st preterm postnatal growth equations", () => {
  it.each(TABLE)("%s %s at %i weeks matches the published -2/0/+2 SD values", (indicator, sex, weeks, expected) => {
    const half = indicator === "weightForAge" ? 0.0051 : 0.051;
    [-2, 0, 2].forEach((z, i) => expect(Math.abs(pretermValue(indicator, sex, weeks, z)! - expected[i])).toBeLessThan(half));
  });

  it("z-scores invert the values", () => {
    const value = pretermValue("lengthForAge", "female", 31.5, -1.3)!;
    expect(pretermZ("lengthForAge", "female", 31.5, value)).toBeCloseTo(-1.3, 10);
  });

  it("covers 27-64 weeks only, and refuses values that are no measurement", () => {
    expect(pretermZ("weightForAge", "male", 26.9, 1)).toBeNull();
    expect(pretermZ("weightForAge", "male", 64.1, 6)).toBeNull();
    expect(pretermZ("weightForAge", "male", 64, 6)).not.toBeNull();
    expect(pretermZ("weightForAge", "male", 30, 0)).toBeNull();
    expect(pretermValue("headCircumferenceForAge", "female", 20, 0)).toBeNull();
  });
});
