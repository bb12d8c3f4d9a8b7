import { describe, expect, it } from "vitest";
import type { GrowthAssessment } from "@/lib/children/growth-assessment";
import { zResult } from "@/lib/children/growth-standards";
import { implausibleFields } from "@/lib/children/plausibility";
import { sizeLms, weightForSizeZ } from "@/lib/children/who-weight-for-length";

function assessment(z: Partial<Record<"weightForAge" | "lengthHeightForAge" | "bmiForAge" | "weightForLengthHeight" | "headCircumferenceForAge", number>>): GrowthAssessment {
  const at = (value: number | undefined) => (value === undefined ? null : zResult(value));
  return {
    ageDays: 100,
    correctedAgeDays: null,
    usedCorrectedAge: false,
    postMenstrualAgeDays: null,
    standard: "who2006",
    heightPosition: null,
    adjustedHeight: null,
    weightForAge: at(z.weightForAge),
    lengthHeightForAge: at(z.lengthHeightForAge),
    bmiForAge: at(z.bmiForAge),
    headCircumferenceForAge: at(z.headCircumferenceForAge),
    weightForLengthHeight: at(z.weightForLengthHeight),
  };
}

const fields = (z: Parameters<typeof assessment>[0]) => implausibleFields(assessment(z)).map((e) => e.path);

describe("implausibleFields: WHO flags", () => {
  it("weight-for-age below -6 or above 5", () => {
    expect(fields({ weightForAge: -5.99 })).toEqual([]);
    expect(fields({ weightForAge: -6.01 })).toEqual(["weight"]);
    expect(fields({ weightForAge: 4.99 })).toEqual([]);
    expect(fields({ weightForAge: 5.01 })).toEqual(["weight"]);
  });

  it("length/height-for-age beyond ±6", () => {
    expect(fields({ lengthHeightForAge: 5.99 })).toEqual([]);
    expect(fields({ lengthHeightForAge: 6.01 })).toEqual(["height"]);
    expect(fields({ lengthHeightForAge: -6.01 })).toEqual(["height"]);
  });

  it("BMI-for-age and weight-for-length beyond ±5 name both weight and height", () => {
    expect(fields({ bmiForAge: 4.99, weightForLengthHeight: -4.99 })).toEqual([]);
    expect(fields({ bmiForAge: 5.01 })).toEqual(["weight", "height"]);
    expect(fields({ weightForLengthHeight: -5.01 })).toEqual(["weight", "height"]);
  });

  it("head circumference-for-age beyond ±5 (WHO Anthro)", () => {
    expect(fields({ headCircumferenceForAge: -5.01 })).toEqual(["headCircumference"]);
  });

  it("says what to do in the message", () => {
    const [error] = implausibleFields(assessment({ weightForAge: 7.4 }));
    expect(error.message).toContain("weight-for-age z 7.4");
    expect(error.message).toContain("confirmed: true");
  });
});

describe("WHO weight-for-length / weight-for-height", () => {
  it("reads the table rows and interpolates between 0.1 cm rows", () => {
    // who_wfl.csv boys 45.0 cm: L -0.3521, M 2.441, S 0.09182; 45.1 cm: M 2.4577.
    expect(sizeLms("weightForLength", "male", 45)).toEqual({ L: -0.3521, M: 2.441, S: 0.09182 });
    expect(sizeLms("weightForLength", "male", 45.05)!.M).toBeCloseTo((2.441 + 2.4577) / 2, 10);
    expect(weightForSizeZ("weightForLength", "male", 45, 2.441)!.z).toBeCloseTo(0, 12);
    expect(sizeLms("weightForLength", "male", 44.9)).toBeNull();
    expect(sizeLms("weightForHeight", "female", 120)).not.toBeNull();
    expect(sizeLms("weightForHeight", "female", 120.1)).toBeNull();
  });
});
