// WHO Child Growth Standards (2006) z-scores by the LMS method, age in completed days
// (0..1826), the way WHO Anthro / igrowup compute them. Tables: lib/children/who-tables.ts.
// Which standard applies to a child on a date (and prematurity) is growth-assessment.ts.
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

export { CORRECTION_UNTIL_DAYS } from "@/lib/children/corrected-age";

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
export function restrictedZ(lms: Lms, value: number): number {
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

/** A z-score with its percentile and ±2 SD flag. */
export function zResult(z: number): ZResult {
  return { z, percentile: 100 * normalCdf(z), flag: z < -2 ? "low" : z > 2 ? "high" : null };
}

/** z-score of a measurement (kg, cm or kg/m²); null outside 0..1826 days or for value <= 0. */
export function zScore(indicator: Indicator, sex: Sex, ageDays: number, value: number): ZResult | null {
  const lms = lmsAt(indicator, sex, ageDays);
  if (!lms || !Number.isFinite(value) || value <= 0) return null;
  const z = WEIGHT_BASED.has(indicator) ? restrictedZ(lms, value) : lmsZ(lms, value);
  return Number.isFinite(z) ? zResult(z) : null;
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
