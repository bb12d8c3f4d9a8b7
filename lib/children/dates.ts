// Calendar checks for child dates. "Today" is always the Asia/Tashkent date (lib/time), so a
// parent in Tashkent can register a baby born today even while UTC is still on yesterday.

/** The same calendar day n years earlier; Feb 29 falls back to Feb 28 in a non-leap year. */
export function yearsBefore(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

/**
 * Oldest accepted birth date: a child is at most 18 years old (docs/api-guide.md section 7,
 * "Children").
 */
export const MAX_AGE_YEARS = 18;

/**
 * Why a well-formed YYYY-MM-DD birth date is not acceptable today, or null when it is.
 * Plain string comparison is safe: both sides are zero-padded ISO dates.
 */
export function birthDateProblem(birthDate: string, today: string): string | null {
  if (birthDate > today) return "The birth date cannot be in the future.";
  if (birthDate < yearsBefore(today, MAX_AGE_YEARS)) return `The child must be at most ${MAX_AGE_YEARS} years old.`;
  return null;
}
