// Corrected age of a preterm baby: the age counted from the due date (40 weeks) instead of the
// birth date, used up to 24 months (AAP "Corrected age for preterm infants"; the same rule as
// assessGrowth in growth-standards.ts, where CORRECTION_UNTIL_DAYS comes from). Pure date
// arithmetic, so growth and the daily plan can share it.
import { dateOnly, isoDate } from "@/lib/time";
import { CORRECTION_UNTIL_DAYS } from "@/lib/children/growth-standards";

/** Below this many weeks of gestation a baby is preterm (WHO: born before 37 completed weeks). */
export const TERM_FROM_WEEKS = 37;

/** Whether correction applies: born preterm (weeks known, under 37) and under 24 months old. */
export function usesCorrectedAge(gestationalWeeks: number | null | undefined, ageDays: number): boolean {
  return (
    gestationalWeeks != null &&
    Number.isFinite(gestationalWeeks) &&
    gestationalWeeks > 0 &&
    gestationalWeeks < TERM_FROM_WEEKS &&
    ageDays < CORRECTION_UNTIL_DAYS
  );
}

/** Days the baby came early: (40 - weeks) * 7, rounded to whole days. */
export function daysEarly(gestationalWeeks: number): number {
  return Math.round((40 - gestationalWeeks) * 7);
}

/**
 * The birth date to count age from: the due date when correction applies (see usesCorrectedAge),
 * else the birth date itself. `ageDays` is the real age in days on the day in question.
 */
export function ageBaseDate(birthDate: string, gestationalWeeks: number | null | undefined, ageDays: number): string {
  return usesCorrectedAge(gestationalWeeks, ageDays)
    ? isoDate(new Date(dateOnly(birthDate).getTime() + daysEarly(gestationalWeeks!) * 86_400_000))
    : birthDate;
}
