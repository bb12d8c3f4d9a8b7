// The next developmental check for the calendar feed. The milestone catalogue lives elsewhere;
// here only the check ages of the CDC/AAP 2022 "Learn the Signs. Act Early." checklists (months),
// counted on the corrected age for a baby born before 37 weeks while under 24 months of real
// age (AAP), like the rest of development in the product.
import { correctedAge, dueDate, isPretermWeeks } from "@/lib/children/corrected-age";
import { addMonths } from "@/lib/vaccinations/status";

export const CHECK_MONTHS = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;

/** The first check on or after `today`: its age in months and its date, or null after 60 months. */
export function nextMilestoneCheck(
  birthDate: string,
  gestationalWeeks: number | null,
  today: string,
): { months: number; date: string } | null {
  for (const months of CHECK_MONTHS) {
    let date = addMonths(birthDate, months);
    if (isPretermWeeks(gestationalWeeks)) {
      const corrected = addMonths(dueDate(birthDate, gestationalWeeks), months);
      // Correction applies only while the real age is under 24 months on that day.
      if (correctedAge(birthDate, gestationalWeeks, corrected) !== null) date = corrected;
    }
    if (date >= today) return { months, date };
  }
  return null;
}
