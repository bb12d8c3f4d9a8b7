// Age corrected for prematurity: the age a baby born early would have if born at term (40
// weeks). AAP and WHO practice: use it for growth and development of babies born before 37
// weeks until 24 months of real (chronological) age, then the real age. Pure functions of
// calendar dates, so the growth code, the child card and the daily plan agree.
import { daysBetween } from "@/lib/time";
import type { Locale } from "@/lib/i18n/locale";
import { ageInMonths, ageLabel, partsLabel } from "@/lib/children/age-label";
import { TERM_WEEKS } from "@/lib/children/fields";

/** Days of chronological age below which prematurity is corrected (24 months). */
export const CORRECTION_UNTIL_DAYS = 730;

/** Term: corrected age counts from the day the baby reaches 40 weeks (the due date). */
export const TERM_EQUIVALENT_WEEKS = 40;

export interface CorrectedAge {
  /** Days since the due date; negative before it (the baby is not yet at term). */
  days: number;
  /** Completed months since the due date (calendar months); 0 before it. */
  months: number;
  /** Postmenstrual age in days: gestational weeks at birth plus days since birth. */
  postMenstrualDays: number;
}

/**
 * Gestation at birth in weeks with the days as a fraction (30+6 is 30.857...), or null when the
 * weeks are unknown. Every age correction takes this value, so 30+6 is never counted as 30.
 */
export function gestationWeeks(child: { gestationalWeeks: number | null; gestationalDays?: number | null }): number | null {
  if (child.gestationalWeeks == null) return null;
  return child.gestationalWeeks + (child.gestationalDays ?? 0) / 7;
}

/** True when the weeks mean "born before 37 weeks" (the WHO definition of preterm). */
export function isPretermWeeks(gestationalWeeks: number | null | undefined): gestationalWeeks is number {
  return gestationalWeeks != null && Number.isFinite(gestationalWeeks) && gestationalWeeks > 0 && gestationalWeeks < TERM_WEEKS;
}

/** The due date: the day a baby born at `gestationalWeeks` reaches 40 weeks. */
export function dueDate(birthDate: string, gestationalWeeks: number): string {
  const shift = Math.round((TERM_EQUIVALENT_WEEKS - gestationalWeeks) * 7);
  const date = new Date(`${birthDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + shift);
  return date.toISOString().slice(0, 10);
}

/**
 * The corrected age on `onDate` (YYYY-MM-DD), or null when no correction applies: weeks
 * unknown, born at 37 weeks or later, or 24 months (730 days) of real age reached.
 * Throws a RangeError when onDate is before birthDate (a caller bug).
 */
export function correctedAge(
  birthDate: string,
  gestationalWeeks: number | null | undefined,
  onDate: string,
): CorrectedAge | null {
  const ageDays = daysBetween(birthDate, onDate);
  if (!Number.isInteger(ageDays) || ageDays < 0) throw new RangeError(`bad dates: birth ${birthDate}, on ${onDate}`);
  if (!isPretermWeeks(gestationalWeeks) || ageDays >= CORRECTION_UNTIL_DAYS) return null;
  const due = dueDate(birthDate, gestationalWeeks);
  const days = daysBetween(due, onDate);
  return {
    days,
    months: days > 0 ? ageInMonths(due, onDate) : 0,
    postMenstrualDays: Math.round(gestationalWeeks * 7) + ageDays,
  };
}

// Before term the age that means something is the postmenstrual age (gestational age at birth
// plus the weeks since), the way neonatal units and the INTERGROWTH-21st charts count it. It is
// not the corrected age and is never called that (docs/glossary.md has the terms).
export const POSTMENSTRUAL_AGE_TERM: Record<Locale, string> = {
  uz: "postmenstrual yosh",
  ru: "постменструальный возраст",
  en: "postmenstrual age",
};

/**
 * True when correctedAgeLabel gives the postmenstrual age (up to the due date), so a page does
 * not put "corrected age" in front of it.
 */
export function showsPostMenstrualAge(birthDate: string, gestationalWeeks: number | null | undefined, onDate: string): boolean {
  const corrected = correctedAge(birthDate, gestationalWeeks, onDate);
  return corrected !== null && corrected.days <= 0;
}

/**
 * The corrected age for display: "1 oy 5 kun" after the due date; up to it the postmenstrual
 * age, which names itself: "33 hafta 2 kun (postmenstrual yosh)". Null when no correction applies.
 */
export function correctedAgeLabel(
  birthDate: string,
  gestationalWeeks: number | null | undefined,
  onDate: string,
  locale: Locale,
): string | null {
  const corrected = correctedAge(birthDate, gestationalWeeks, onDate);
  if (!corrected) return null;
  if (corrected.days > 0) return ageLabel(dueDate(birthDate, gestationalWeeks!), onDate, locale);
  const weeks = Math.floor(corrected.postMenstrualDays / 7);
  const days = corrected.postMenstrualDays % 7;
  const label = partsLabel([[weeks, "week"], [days, "day"]], locale);
  return locale === "en" ? `${label} ${POSTMENSTRUAL_AGE_TERM.en}` : `${label} (${POSTMENSTRUAL_AGE_TERM[locale]})`;
}
