import { describe, expect, it } from "vitest";
import { adjustHeight, assessGrowth } from "@/lib/children/growth-assessment";
import { zScore } from "@/lib/children/growth-standards";
import { pretermZ } from "@/lib/children/intergrowth-preterm";
import { newbornZ } from "@/lib/children/intergrowth-newborn";

describe("assessGrowth before term: preterm babies are not scored against term newborns", () => {
  // The example: born at 30 weeks with a typical size for 30 weeks. Against WHO day 0
  // it was z -4.7 / -5.2 / -5.1 ("severely low"); INTERGROWTH-21st at 30 weeks says typical.
  const born30 = { sex: "male" as const, birthDate: "2025-01-01", gestationalWeeks: 30, weight: 1.45, height: 40, headCircumference: 28 };

  it("birth size is rated on the INTERGROWTH-21st Newborn Size standard by gestation at birth", () => {
    const r = assessGrowth({ ...born30, measuredOn: "2025-01-01" });
    expect(r.standard).toBe("intergrowth21NewbornSize");
    expect(r.usedCorrectedAge).toBe(false);
    expect(r.correctedAgeDays).toBe(-70);
    expect(r.postMenstrualAgeDays).toBe(210);
    expect(r.weightForAge!.z).toBeCloseTo(newbornZ("weight", "male", 210, 1.45)!, 12);
    expect(r.lengthHeightForAge!.z).toBeCloseTo(newbornZ("length", "male", 210, 40)!, 12);
    expect(r.headCircumferenceForAge!.z).toBeCloseTo(newbornZ("head", "male", 210, 28)!, 12);
    // No newborn BMI standard: no BMI z-score rather than a term one.
    expect(r.bmiForAge).toBeNull();
    expect(r.weightForLengthHeight).toBeNull();
  });

  it("the issue's baby: a boy of 30+3 at 1.45 kg is P50 at birth, not P77 (the postnatal standard)", () => {
    const r = assessGrowth({ ...born30, gestationalWeeks: 30 + 3 / 7, measuredOn: "2025-01-01" });
    expect(r.weightForAge!.percentile).toBeCloseTo(50, 6);
    expect(pretermZ("weightForAge", "male", 30 + 3 / 7, 1.45)!).toBeGreaterThan(0.7); // what it read before
  });

  it("a baby born before 24 weeks gets no birth z-score (the standard starts at 24+0)", () => {
    const r = assessGrowth({ sex: "female", birthDate: "2025-01-01", measuredOn: "2025-01-01", gestationalWeeks: 23, weight: 0.55 });
    expect(r.standard).toBeNull();
    expect(r.weightForAge).toBeNull();
  });

  it("after birth: the postnatal preterm standard at the exact postmenstrual age (30 weeks + 10 days)", () => {
    const r = assessGrowth({ ...born30, measuredOn: "2025-01-11", weight: 1.5 });
    expect(r.standard).toBe("intergrowth21Preterm");
    expect(r.weightForAge!.z).toBeCloseTo(pretermZ("weightForAge", "male", 30 + 10 / 7, 1.5)!, 12);
  });

  it("stays on the postnatal preterm standard until 64 weeks postmenstrual age, then WHO at corrected age", () => {
    const day70 = assessGrowth({ ...born30, measuredOn: "2025-03-12", weight: 3.3, height: 50, headCircumference: 34.5 }); // 40+0
    expect(day70.standard).toBe("intergrowth21Preterm");
    expect(day70.weightForAge!.z).toBeCloseTo(pretermZ("weightForAge", "male", 40, 3.3)!, 12);
    const day237 = assessGrowth({ ...born30, measuredOn: "2025-08-26", weight: 7.2 }); // 237 days: 63+6
    expect(day237.standard).toBe("intergrowth21Preterm");
    const day238 = assessGrowth({ ...born30, measuredOn: "2025-08-27", weight: 7.2 }); // 238 days: 64+0
    expect(day238.standard).toBe("who2006");
    expect(day238.usedCorrectedAge).toBe(true);
    expect(day238.correctedAgeDays).toBe(168);
    expect(day238.weightForAge).toEqual(zScore("weightForAge", "male", 168, 7.2));
  });

  it("before 27 weeks postmenstrual age no standard applies and no z-score is given", () => {
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

  it("32-week preterm baby past 64 weeks: z-scores use corrected age (8 weeks = 56 days less)", () => {
    const r = assessGrowth({
      sex: "male",
      birthDate: "2025-01-01",
      measuredOn: "2025-08-19", // 230 days: 64+6 weeks postmenstrual age
      gestationalWeeks: 32,
      weight: 7,
      height: 65,
    });
    expect(r.ageDays).toBe(230);
    expect(r.correctedAgeDays).toBe(174);
    expect(r.usedCorrectedAge).toBe(true);
    expect(r.weightForAge).toEqual(zScore("weightForAge", "male", 174, 7));
    expect(r.lengthHeightForAge).toEqual(zScore("lengthHeightForAge", "male", 174, 65));
    expect(r.bmiForAge).toEqual(zScore("bmiForAge", "male", 174, 7 / 0.65 ** 2));
    expect(r.headCircumferenceForAge).toBeNull();
    // Against chronological age the same baby would look small.
    expect(zScore("weightForAge", "male", 230, 7)!.z).toBeLessThan(zScore("weightForAge", "male", 174, 7)!.z - 0.5);
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
