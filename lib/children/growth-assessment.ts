// Which growth standard applies to one measurement, and its z-scores (docs/growth.md):
// - Preterm (born before 37 weeks), measured on the birth date: the INTERGROWTH-21st Newborn
//   Size standard by gestational age at birth (24+0 to 42+6 weeks) and sex. Birth size is a
//   size for gestation, not a point of postnatal growth.
// - Preterm, later and under 64 weeks postmenstrual age (PMA): the INTERGROWTH-21st Preterm
//   Postnatal Growth Standard (27-64 weeks PMA) at the exact PMA, where it has its data.
//   Before 27 weeks PMA no standard applies and no z-score is given.
// - Otherwise the WHO Child Growth Standards (2006), at the age corrected for prematurity
//   until 24 months of real age (AAP), else at the real age; none after 5 years.
// - Length vs height: WHO's tables assume lying under 731 days and standing from then; a
//   measurement taken the other way is adjusted by 0.7 cm (WHO 2006, chapter 3).
import { daysBetween } from "@/lib/time";
import { correctedAge } from "@/lib/children/corrected-age";
import { MAX_AGE_DAYS, STANDING_HEIGHT_FROM_DAYS, zResult, zScore, type Sex, type ZResult } from "@/lib/children/growth-standards";
import { PRETERM_PMA_WEEKS, pretermZ } from "@/lib/children/intergrowth-preterm";
import { newbornZ, type NewbornMeasure } from "@/lib/children/intergrowth-newborn";
import { weightForSizeZ } from "@/lib/children/who-weight-for-length";
import type { GrowthStandard, HeightPosition } from "@/lib/children/enums";

export { GROWTH_STANDARDS, HEIGHT_POSITIONS, type GrowthStandard, type HeightPosition } from "@/lib/children/enums";

/** WHO: standing height is on average 0.7 cm less than lying length. */
export const POSITION_ADJUSTMENT_CM = 0.7;

export interface GrowthInput {
  sex: Sex;
  birthDate: string; // YYYY-MM-DD
  measuredOn: string; // YYYY-MM-DD
  gestationalWeeks?: number | null;
  weight?: number | null; // kg
  height?: number | null; // cm, as measured
  headCircumference?: number | null; // cm
  /** How the height was measured; default by real age (lying under 731 days). */
  heightPosition?: HeightPosition | null;
}

export interface GrowthAssessment {
  ageDays: number; // chronological
  /** Days since the due date while correction applies (negative before it), else null. */
  correctedAgeDays: number | null;
  /** True when the WHO z-scores below use correctedAgeDays. */
  usedCorrectedAge: boolean;
  /** Postmenstrual age in days while correction applies, else null. */
  postMenstrualAgeDays: number | null;
  /** The standard behind the z-scores; null when none covers this age. */
  standard: GrowthStandard | null;
  /** The position the height was (or is assumed to be) measured in; null without height. */
  heightPosition: HeightPosition | null;
  /** The height the z-scores use: the measured one, adjusted to the standard's position. */
  adjustedHeight: number | null;
  weightForAge: ZResult | null;
  lengthHeightForAge: ZResult | null;
  bmiForAge: ZResult | null;
  headCircumferenceForAge: ZResult | null;
  /** WHO weight-for-length (under 731 days) or weight-for-height; for plausibility checks. */
  weightForLengthHeight: ZResult | null;
}

/** The measured height moved to the position the standard expects. */
export function adjustHeight(height: number, measured: HeightPosition, expected: HeightPosition): number {
  if (measured === expected) return height;
  return measured === "standing" ? height + POSITION_ADJUSTMENT_CM : height - POSITION_ADJUSTMENT_CM;
}

const NONE = {
  weightForAge: null,
  lengthHeightForAge: null,
  bmiForAge: null,
  headCircumferenceForAge: null,
  weightForLengthHeight: null,
};

/** z-scores for one set of measurements. Throws if measuredOn is before birthDate (a caller bug). */
export function assessGrowth(input: GrowthInput): GrowthAssessment {
  const ageDays = daysBetween(input.birthDate, input.measuredOn);
  if (!Number.isInteger(ageDays) || ageDays < 0) {
    throw new RangeError(`bad dates: birth ${input.birthDate}, measured ${input.measuredOn}`);
  }
  const { sex, weight, height, headCircumference } = input;
  const corrected = correctedAge(input.birthDate, input.gestationalWeeks, input.measuredOn);
  const position = height == null ? null : (input.heightPosition ?? (ageDays < STANDING_HEIGHT_FROM_DAYS ? "lying" : "standing"));
  const base = {
    ageDays,
    correctedAgeDays: corrected?.days ?? null,
    postMenstrualAgeDays: corrected?.postMenstrualDays ?? null,
    heightPosition: position,
  };

  if (corrected && ageDays === 0) {
    // Birth size against babies born at the same gestation (Newborn Size standard, measured lying).
    const length = height != null && position ? adjustHeight(height, position, "lying") : null;
    const gaDays = corrected.postMenstrualDays;
    const z = (value: number | null | undefined, measure: NewbornMeasure) => {
      const result = value != null ? newbornZ(measure, sex, gaDays, value) : null;
      return result != null && Number.isFinite(result) ? zResult(result) : null;
    };
    const weightZ = z(weight, "weight");
    const lengthZ = z(length, "length");
    const headZ = z(headCircumference, "head");
    const scored = weightZ ?? lengthZ ?? headZ;
    return {
      ...base,
      usedCorrectedAge: false,
      standard: scored ? "intergrowth21NewbornSize" : null,
      adjustedHeight: scored ? length : null,
      ...NONE,
      weightForAge: weightZ,
      lengthHeightForAge: lengthZ,
      headCircumferenceForAge: headZ,
    };
  }

  if (corrected && corrected.postMenstrualDays < PRETERM_PMA_WEEKS.max * 7) {
    // Under 64 weeks PMA: the preterm postnatal standard, never term newborns (WHO day 0).
    const pma = corrected.postMenstrualDays / 7;
    if (pma < PRETERM_PMA_WEEKS.min) {
      return { ...base, usedCorrectedAge: false, standard: null, adjustedHeight: null, ...NONE };
    }
    // INTERGROWTH-21st measured length lying down.
    const length = height != null && position ? adjustHeight(height, position, "lying") : null;
    const z = (value: number | null | undefined, indicator: Parameters<typeof pretermZ>[0]) => {
      const result = value != null ? pretermZ(indicator, sex, pma, value) : null;
      return result != null && Number.isFinite(result) ? zResult(result) : null;
    };
    return {
      ...base,
      usedCorrectedAge: false,
      standard: "intergrowth21Preterm",
      adjustedHeight: length,
      ...NONE,
      weightForAge: z(weight, "weightForAge"),
      lengthHeightForAge: z(length, "lengthForAge"),
      headCircumferenceForAge: z(headCircumference, "headCircumferenceForAge"),
    };
  }

  const age = corrected ? corrected.days : ageDays;
  if (age > MAX_AGE_DAYS) return { ...base, usedCorrectedAge: false, standard: null, adjustedHeight: null, ...NONE };
  const expected: "lying" | "standing" = age < STANDING_HEIGHT_FROM_DAYS ? "lying" : "standing";
  const adjusted = height != null && position ? adjustHeight(height, position, expected) : null;
  const bmi = weight != null && adjusted != null && adjusted > 0 ? weight / (adjusted / 100) ** 2 : null;
  const sizeTable = expected === "lying" ? "weightForLength" : "weightForHeight";
  return {
    ...base,
    usedCorrectedAge: corrected !== null,
    standard: "who2006",
    adjustedHeight: adjusted,
    weightForAge: weight != null ? zScore("weightForAge", sex, age, weight) : null,
    lengthHeightForAge: adjusted != null ? zScore("lengthHeightForAge", sex, age, adjusted) : null,
    bmiForAge: bmi != null ? zScore("bmiForAge", sex, age, bmi) : null,
    headCircumferenceForAge: headCircumference != null ? zScore("headCircumferenceForAge", sex, age, headCircumference) : null,
    weightForLengthHeight: weight != null && adjusted != null ? weightForSizeZ(sizeTable, sex, adjusted, weight) : null,
  };
}
