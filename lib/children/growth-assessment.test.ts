import { describe, expect, it } from "vitest";
import { adjustHeight, assessGrowth } from "@/lib/children/growth-assessment";
import { zScore } from "@/lib/children/growth-standards";
import { pretermZ } from "@/lib/children/intergrowth-preterm";

describe("assessGrowth before term: preterm babies are not scored against term newborns", () => {
  // The example: born at 30 weeks with a typical size for 30 weeks. Against WHO day 0
  // it was z -4.7 / -5.2 / -5.1 ("severely low"); INTERGROWTH-21st at 30 weeks says typical.
  const born30 = { sex: "male" as const, birthDate: "2025-01-01", gestationalWeeks: 30, weight: 1.45, height: 40, headCircumference: 28 };

  it("a 30-week baby of typical size is typical, on the INTERGROWTH-21st preterm standard", () => {
    const r = assessGrowth({ ...born30, measuredOn: "2025-01-01" });
    expect(r.standard).toBe("intergrowth21Preterm");
    expect(r.usedCorrectedAge).toBe(false);
    expect(r.correctedAgeDays).toBe(-70);
    expect(r.postMenstrualAgeDays).toBe(210);
    for (const z of [r.weightForAge, r.lengthHeightForAge, r.headCircumferenceForAge]) {
      expect(Math.abs(z!.z)).toBeLessThan(1.5);
      expect(z!.flag).toBeNull();
    }
    expect(r.weightForAge!.z).toBeCloseTo(pretermZ("weightForAge", "male", 30, 1.45)!, 12);
    // No preterm BMI standard: no BMI z-score rather than a term one.
    expect(r.bmiForAge).toBeNull();
    expect(r.weightForLengthHeight).toBeNull();
  });

  it("uses the exact post-menstrual age in weeks (30 weeks + 10 days)", () => {
    const r = assessGrowth({ ...born30, measuredOn: "2025-01-11", weight: 1.5 });
    expect(r.weightForAge!.z).toBeCloseTo(pretermZ("weightForAge", "male", 30 + 10 / 7, 1.5)!, 12);
  });

  it("switches to WHO at corrected age 0 (40 weeks) and never before", () => {
    const day69 = assessGrowth({ ...born30, measuredOn: "2025-03-11" }); // 69 days: 39+6 weeks
    expect(day69.standard).toBe("intergrowth21Preterm");
    const day70 = assessGrowth({ ...born30, measuredOn: "2025-03-12", weight: 3.3, height: 50, headCircumference: 34.5 });
    expect(day70.standard).toBe("who2006");
    expect(day70.usedCorrectedAge).toBe(true);
    expect(day70.correctedAgeDays).toBe(0);
    expect(day70.weightForAge).toEqual(zScore("weightForAge", "male", 0, 3.3));
  });

  it("before 27 weeks post-menstrual age no standard applies and no z-score is given", () => {
    const r = assessGrowth({ sex: "female", birthDate: "2025-01-01", measuredOn: "2025-01-08", gestationalWeeks: 24, weight: 0.7 });
    expect(r.standard).toBeNull();
    expect(r.weightForAge).toBeNull();
  });
});

describe("assessGrowth: lying or standing (WHO 0.7 cm)", () => {
  it("adjusts only when the position differs from the standard's", () => {
    expect(adjustHeight(80, "standing", "lying")).toBeCloseTo(80.7, 12);
    expect(adjustHeight(95, "lying", "standing")).toBeCloseTo(94.3, 12);
    expect(adjustHeight(80, "lying", "lying")).toBe(80);
  });

  it("under 2 years measured standing: length-for-age uses height + 0.7 cm", () => {
    const base = { sex: "female" as const, birthDate: "2024-01-01", measuredOn: "2025-07-01", height: 80, weight: 10 };
    const standing = assessGrowth({ ...base, heightPosition: "standing" });
    expect(standing.heightPosition).toBe("standing");
    expect(standing.adjustedHeight).toBeCloseTo(80.7, 12);
    expect(standing.lengthHeightForAge).toEqual(zScore("lengthHeightForAge", "female", standing.ageDays, 80.7));
    const assumed = assessGrowth(base);
    expect(assumed.heightPosition).toBe("lying");
    expect(assumed.lengthHeightForAge).toEqual(zScore("lengthHeightForAge", "female", assumed.ageDays, 80));
  });

  it("from 2 years measured lying: height-for-age and BMI use height - 0.7 cm", () => {
    const base = { sex: "male" as const, birthDate: "2022-01-01", measuredOn: "2025-01-01", height: 95, weight: 14 };
    const lying = assessGrowth({ ...base, heightPosition: "lying" });
    expect(lying.adjustedHeight).toBeCloseTo(94.3, 12);
    expect(lying.lengthHeightForAge).toEqual(zScore("lengthHeightForAge", "male", lying.ageDays, 94.3));
    expect(lying.bmiForAge).toEqual(zScore("bmiForAge", "male", lying.ageDays, 14 / 0.943 ** 2));
    expect(assessGrowth(base).heightPosition).toBe("standing");
  });
});

describe("assessGrowth", () => {
  it("term baby: chronological age, all indicators, BMI from weight and length", () => {
    const r = assessGrowth({
      sex: "female",
      birthDate: "2024-01-01",
      measuredOn: "2024-12-31", // 365 days (leap year)
      gestationalWeeks: 39,
      weight: 9,
      height: 74,
      headCircumference: 44.894,
    });
    expect(r.ageDays).toBe(365);
    expect(r.correctedAgeDays).toBeNull();
    expect(r.usedCorrectedAge).toBe(false);
    expect(r.weightForAge!.z).toBeCloseTo(0.049, 3);
    expect(r.lengthHeightForAge!.z).toBeCloseTo((74 / 74.0049 - 1) / 0.03479, 9);
    expect(r.headCircumferenceForAge!.z).toBeCloseTo(0, 9);
    // BMI 9 / 0.74² = 16.435; girls day 365: L=-0.3665, M=16.3578, S=0.08797.
    const bmi = 9 / 0.74 ** 2;
    expect(r.bmiForAge!.z).toBeCloseTo(((bmi / 16.3578) ** -0.3665 - 1) / (-0.3665 * 0.08797), 9);
  });

  it("32-week preterm baby: z-scores use corrected age (8 weeks = 56 days less)", () => {
    const r = assessGrowth({
      sex: "male",
      birthDate: "2025-01-01",
      measuredOn: "2025-03-02", // 60 days
      gestationalWeeks: 32,
      weight: 3.5,
      height: 51,
    });
    expect(r.ageDays).toBe(60);
    expect(r.correctedAgeDays).toBe(4);
    expect(r.usedCorrectedAge).toBe(true);
    expect(r.weightForAge).toEqual(zScore("weightForAge", "male", 4, 3.5));
    expect(r.lengthHeightForAge).toEqual(zScore("lengthHeightForAge", "male", 4, 51));
    expect(r.bmiForAge).toEqual(zScore("bmiForAge", "male", 4, 3.5 / 0.51 ** 2));
    expect(r.headCircumferenceForAge).toBeNull();
    // Against chronological age the same baby would look small.
    expect(zScore("weightForAge", "male", 60, 3.5)!.flag).toBe("low");
    expect(r.weightForAge!.flag).toBeNull();
  });

  it("corrected age is negative before the due date and stops at 24 months; 37 weeks is term", () => {
    const base = { sex: "male" as const, birthDate: "2025-01-01", weight: 3 };
    const early = assessGrowth({ ...base, measuredOn: "2025-01-20", gestationalWeeks: 32 });
    expect(early.correctedAgeDays).toBe(19 - 56);
    expect(early.postMenstrualAgeDays).toBe(32 * 7 + 19);
    expect(early.standard).toBe("intergrowth21Preterm");
    const older = assessGrowth({ ...base, birthDate: "2023-01-01", measuredOn: "2025-01-01", gestationalWeeks: 32 });
    expect(older.ageDays).toBe(731);
    expect(older.usedCorrectedAge).toBe(false);
    expect(assessGrowth({ ...base, measuredOn: "2025-03-02", gestationalWeeks: 37 }).usedCorrectedAge).toBe(false);
    expect(assessGrowth({ ...base, measuredOn: "2025-03-02", gestationalWeeks: null }).usedCorrectedAge).toBe(false);
  });

  it("from 731 days uses the standing-height rows", () => {
    const r = assessGrowth({ sex: "male", birthDate: "2023-01-01", measuredOn: "2025-01-01", height: 87.1303 });
    expect(r.lengthHeightForAge!.z).toBeCloseTo(0, 9);
  });

  it("nothing measured or older than 5 years -> null z-scores; measuredOn before birth throws", () => {
    const none = assessGrowth({ sex: "female", birthDate: "2024-01-01", measuredOn: "2024-06-01" });
    expect([none.weightForAge, none.lengthHeightForAge, none.bmiForAge, none.headCircumferenceForAge]).toEqual([null, null, null, null]);
    const old = assessGrowth({ sex: "female", birthDate: "2018-01-01", measuredOn: "2025-01-01", weight: 22, height: 120 });
    expect(old.ageDays).toBeGreaterThan(1826);
    expect([old.weightForAge, old.lengthHeightForAge, old.bmiForAge]).toEqual([null, null, null]);
    expect(() => assessGrowth({ sex: "male", birthDate: "2025-01-02", measuredOn: "2025-01-01" })).toThrow(RangeError);
  });
});
