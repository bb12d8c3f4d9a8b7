// WHO Child Growth Standards (2006) z-scores by the LMS method, age in completed days
// (0..1826), the way WHO Anthro / igrowup compute them. Tables: lib/children/who-tables.ts.
import { daysBetween } from "@/lib/time";
import { MAX_AGE_DAYS, whoTable, type Indicator, type Sex } from "@/lib/children/who-tables";

export type { Indicator, Sex } from "@/lib/children/who-tables";
export { MAX_AGE_DAYS } from "@/lib/children/who-tables";

export interface Lms {
  L: number;
  M: number;
  S: number;
}

export interface ZResult {
  z: number;
  /** 0..100, from z via the standard normal CDF. */
  percentile: number;
  /** Outside ±2 SD: "low" when z < -2, "high" when z > 2. */
  flag: "low" | "high" | null;
}

// WHO: weight-based indicators have skewed tails, so beyond ±3 SD they use "restricted"
// linear extrapolation (technical report, chapter 7) instead of the raw LMS curve.
const WEIGHT_BASED: ReadonlySet<Indicator> = new Set<Indicator>(["weightForAge", "bmiForAge"]);

/** Age below which length is measured lying down (WHO switches tables at 731 days). */
export const STANDING_HEIGHT_FROM_DAYS = 731;

/** Days of chronological age below which prematurity is corrected (24 months). */
export const CORRECTION_UNTIL_DAYS = 730;

/** LMS parameters for an age in days; fractional ages use the completed day; null outside 0..1826. */
export function lmsAt(indicator: Indicator, sex: Sex, ageDays: number): Lms | null {
  if (!Number.isFinite(ageDays)) return null;
  const day = Math.floor(ageDays);
  if (day < 0 || day > MAX_AGE_DAYS) return null;
  const { L, M, S } = whoTable(indicator)[sex];
  return { L: L[day], M: M[day], S: S[day] };
}

/** The measurement at a given z on the plain LMS curve. */
function lmsValue({ L, M, S }: Lms, z: number): number {
  return L === 0 ? M * Math.exp(S * z) : M * Math.pow(1 + L * S * z, 1 / L);
}

function lmsZ({ L, M, S }: Lms, value: number): number {
  return L === 0 ? Math.log(value / M) / S : (Math.pow(value / M, L) - 1) / (L * S);
}

/**
 * WHO restricted extrapolation: beyond ±3 SD, z grows linearly with the distance between
 * the 2 SD and 3 SD values (SD23) measured from the 3 SD value (SD3).
 */
function restrictedZ(lms: Lms, value: number): number {
  const z = lmsZ(lms, value);
  if (z > 3) {
    const sd3 = lmsValue(lms, 3);
    return 3 + (value - sd3) / (sd3 - lmsValue(lms, 2));
  }
  if (z < -3) {
    const sd3 = lmsValue(lms, -3);
    return -3 + (value - sd3) / (lmsValue(lms, -2) - sd3);
  }
  return z;
}

/** Inverse of restrictedZ, so growth charts and z-scores agree. */
function restrictedValue(lms: Lms, z: number): number {
  if (z > 3) return lmsValue(lms, 3) + (z - 3) * (lmsValue(lms, 3) - lmsValue(lms, 2));
  if (z < -3) return lmsValue(lms, -3) + (z + 3) * (lmsValue(lms, -2) - lmsValue(lms, -3));
  return lmsValue(lms, z);
}

/**
 * Standard normal CDF, Hart (1968) algorithm 5666 as given by West (2005), "Better
 * approximations to cumulative normal functions"; absolute error < 1e-14 (checked against
 * erfc: max 2e-16 absolute, 9e-9 relative in the far tail).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const a = Math.abs(x);
  let tail: number;
  if (a > 37) {
    tail = 0;
  } else if (a < 7.07106781186547) {
    const num =
      ((((((0.0352624965998911 * a + 0.700383064443688) * a + 6.37396220353165) * a +
        33.912866078383) * a + 112.079291497871) * a + 221.213596169931) * a +
        220.206867912376);
    const den =
      (((((((0.0883883476483184 * a + 1.75566716318264) * a + 16.064177579207) * a +
        86.7807322029461) * a + 296.564248779674) * a + 637.333633378831) * a +
        793.826512519948) * a + 440.413735824752);
    tail = (Math.exp((-a * a) / 2) * num) / den;
  } else {
    // Continued fraction for the far tail.
    const cf = a + 1 / (a + 2 / (a + 3 / (a + 4 / (a + 0.65))));
    tail = Math.exp((-a * a) / 2) / cf / 2.506628274631;
  }
  return x > 0 ? 1 - tail : tail;
}

function result(z: number): ZResult {
  return { z, percentile: 100 * normalCdf(z), flag: z < -2 ? "low" : z > 2 ? "high" : null };
}

/** z-score of a measurement (kg, cm or kg/m²); null outside 0..1826 days or for value <= 0. */
export function zScore(indicator: Indicator, sex: Sex, ageDays: number, value: number): ZResult | null {
  const lms = lmsAt(indicator, sex, ageDays);
  if (!lms || !Number.isFinite(value) || value <= 0) return null;
  const z = WEIGHT_BASED.has(indicator) ? restrictedZ(lms, value) : lmsZ(lms, value);
  return Number.isFinite(z) ? result(z) : null;
}

/**
 * Measurement values at the given z-scores for each step from fromDay to toDay (inclusive;
 * toDay is always included), for drawing growth charts. Days outside 0..1826 are skipped.
 */
export function curve(
  indicator: Indicator,
  sex: Sex,
  fromDay: number,
  toDay: number,
  stepDays: number,
  zs: number[],
): Array<{ ageDays: number; values: number[] }> {
  if (!(stepDays >= 1)) throw new RangeError(`stepDays must be >= 1, got ${stepDays}`);
  const days: number[] = [];
  for (let day = fromDay; day < toDay; day += stepDays) days.push(day);
  if (toDay >= fromDay) days.push(toDay);
  const valueAt = WEIGHT_BASED.has(indicator) ? restrictedValue : lmsValue;
  const points: Array<{ ageDays: number; values: number[] }> = [];
  for (const ageDays of days) {
    const lms = lmsAt(indicator, sex, ageDays);
    if (lms) points.push({ ageDays, values: zs.map((z) => valueAt(lms, z)) });
  }
  return points;
}

export interface GrowthInput {
  sex: Sex;
  birthDate: string; // YYYY-MM-DD
  measuredOn: string; // YYYY-MM-DD
  gestationalWeeks?: number | null;
  weight?: number | null; // kg
  height?: number | null; // cm
  headCircumference?: number | null; // cm
}

export interface GrowthAssessment {
  ageDays: number; // chronological
  correctedAgeDays: number | null; // set when prematurity correction applies
  usedCorrectedAge: boolean; // z-scores below use correctedAgeDays
  weightForAge: ZResult | null;
  lengthHeightForAge: ZResult | null;
  bmiForAge: ZResult | null;
  headCircumferenceForAge: ZResult | null;
}

/**
 * z-scores for one set of measurements.
 * - Prematurity: for gestationalWeeks < 37 and chronological age < 730 days, z-scores use
 *   corrected age = age - (40 - weeks) * 7 days (not below 0), as is usual up to 2 years.
 * - Length vs height: we assume a child under 731 days was measured lying down (recumbent
 *   length) and from 731 days standing, matching the table row for the age, so the WHO
 *   0.7 cm position adjustment is never needed. BMI uses the same height.
 * Throws if measuredOn is before birthDate (a caller bug).
 */
export function assessGrowth(input: GrowthInput): GrowthAssessment {
  const ageDays = daysBetween(input.birthDate, input.measuredOn);
  if (!Number.isInteger(ageDays) || ageDays < 0) {
    throw new RangeError(`bad dates: birth ${input.birthDate}, measured ${input.measuredOn}`);
  }
  const weeks = input.gestationalWeeks;
  const preterm = weeks != null && Number.isFinite(weeks) && weeks > 0 && weeks < 37;
  const correctedAgeDays =
    preterm && ageDays < CORRECTION_UNTIL_DAYS
      ? Math.max(0, ageDays - Math.round((40 - weeks) * 7))
      : null;
  const age = correctedAgeDays ?? ageDays;
  const { sex, weight, height, headCircumference } = input;
  const bmi = weight != null && height != null && height > 0 ? weight / (height / 100) ** 2 : null;
  return {
    ageDays,
    correctedAgeDays,
    usedCorrectedAge: correctedAgeDays !== null,
    weightForAge: weight != null ? zScore("weightForAge", sex, age, weight) : null,
    lengthHeightForAge: height != null ? zScore("lengthHeightForAge", sex, age, height) : null,
    bmiForAge: bmi != null ? zScore("bmiForAge", sex, age, bmi) : null,
    headCircumferenceForAge:
      headCircumference != null
        ? zScore("headCircumferenceForAge", sex, age, headCircumference)
        : null,
  };
}
