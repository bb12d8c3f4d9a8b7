// Pure rules of the milestone checklist: which window a child is in, and when to suggest a
// talk with the doctor. Sources in lib/milestones/README.md; explained in docs/milestones.md.
import type { Locale } from "@/lib/i18n/locale";
import { ageInMonths } from "@/lib/children/age-label";
import { correctedAge, dueDate, isPretermWeeks } from "@/lib/children/corrected-age";
import { CHECK_AGES, catalogueItem } from "@/lib/milestones/catalogue";
import type { Answer } from "@/lib/milestones/schemas";

export interface ChildAge {
  months: number;
  corrected: boolean;
}

/**
 * Completed months on `today`; for a baby born before 37 weeks, under 24 months of real age,
 * the corrected age (CDC/AAP: judge development by the due date, not the birth date).
 */
export function milestoneAge(birthDate: string, gestationalWeeks: number | null, today: string): ChildAge {
  const corrected = correctedAge(birthDate, gestationalWeeks, today);
  if (corrected) return { months: corrected.months, corrected: true };
  return { months: ageInMonths(birthDate, today), corrected: false };
}

/**
 * The check window a child of `months` is in: the latest check age reached (the checklist the
 * CDC asks parents to look at on that visit), or the first one (2 months) for younger babies.
 */
export function windowFor(months: number): number {
  let window: number = CHECK_AGES[0];
  for (const age of CHECK_AGES) if (age <= months) window = age;
  return window;
}

/** The check window in which the correction for prematurity ends (24 months of real age). */
const CORRECTION_END_WINDOW = 24;

/**
 * For a baby born before 37 weeks whose correction has just ended (24 months of real age, the
 * 24-month window): the window the age counted from the due date still gives, when it is an
 * earlier one. The checklist jumps to the real-age window overnight; this says which window it
 * came from, and "not yet" answers of that window do not count as late until the child is past
 * the 24-month window by either count. Null otherwise.
 */
export function correctionEndedWindow(birthDate: string, gestationalWeeks: number | null, today: string): number | null {
  if (!isPretermWeeks(gestationalWeeks) || correctedAge(birthDate, gestationalWeeks, today) !== null) return null;
  const realWindow = windowFor(ageInMonths(birthDate, today));
  if (realWindow !== CORRECTION_END_WINDOW) return null;
  const due = dueDate(birthDate, gestationalWeeks);
  const fromDue = due > today ? 0 : ageInMonths(due, today);
  const window = windowFor(fromDue);
  return window < realWindow ? window : null;
}

/**
 * True when the child's (corrected) age in completed months is below a window's check age: the
 * list is early for the child, and "not yet" or "no" there is the expected answer, never a
 * warning. Only the first window (2 months) is the current window this early; a later window is
 * early when a parent looks ahead.
 */
export function answerExpected(ageMonths: number, windowMonths: number): boolean {
  return ageMonths < windowMonths;
}

export function neighbours(window: number): { previous: number | null; next: number | null } {
  const index = (CHECK_AGES as readonly number[]).indexOf(window);
  return { previous: index > 0 ? CHECK_AGES[index - 1] : null, next: CHECK_AGES[index + 1] ?? null };
}

/**
 * Why to suggest a talk with the doctor (CDC "act early"): an act-early sign answered "no"
 * (stored as "not_yet": every sign is asked so that "yes" is the good answer) in any window, or
 * a milestone of a window before the current one still "not yet". A "not yet" in the current
 * window is not a reason: the child may just be getting there (each CDC milestone is something
 * 75% of children do by that age). Optional milestones (crawling) never count, and "not sure"
 * never counts on its own. `lateBefore`
 * (default the current window) is the window before which a "not yet" counts: the corrected-age
 * window while the correction has just ended (correctionEndedWindow), so the end of the
 * correction alone raises nothing. `ageMonths` (default the current window) is the child's
 * (corrected) age: a sign of a check age the child has not reached yet is expected to be "no"
 * (a baby of 3 days corrected age does not yet do what 2-month-olds do) and never counts.
 */
export function adviceReasons(
  answers: ReadonlyMap<string, Answer>,
  currentWindow: number,
  lateBefore: number = currentWindow,
  ageMonths: number = currentWindow,
): string[] {
  const reasons: string[] = [];
  for (const [id, answer] of answers) {
    const item = catalogueItem(id);
    if (!item) continue;
    if (item.kind === "sign" && answer === "not_yet" && !answerExpected(ageMonths, item.ageMonths)) reasons.push(id);
    if (item.kind === "milestone" && answer === "not_yet" && !item.optional && item.ageMonths < Math.min(currentWindow, lateBefore)) reasons.push(id);
  }
  return reasons.sort();
}

// Calm on purpose: says children develop at different paces, names who to talk to and when,
// and why early support helps; never a diagnosis or a score.
export const TALK_TO_DOCTOR: Record<Locale, string> = {
  uz:
    "Har bir bola o'z sur'atida rivojlanadi, \"hali emas\" javobi ham tez-tez uchraydi. Shunday bo'lsa-da, belgilangan javoblarni " +
    "keyingi ko'rikda shifokor yoki hamshira bilan gaplashib oling, xavotirlansangiz, ertaroq murojaat qiling. Agar bolaga yordam " +
    "kerak bo'lsa, uni erta boshlash eng katta foyda beradi.",
  ru:
    "Каждый ребёнок развивается в своём темпе, и ответ «пока нет» встречается часто. И всё же обсудите отмеченные ответы с врачом " +
    "или медсестрой на ближайшем осмотре, а если вы волнуетесь, обратитесь раньше. Если ребёнку нужна поддержка, лучше всего начать её пораньше.",
  en:
    "Every child develops at their own pace, and \"not yet\" is a common answer. Still, talk over the marked answers with your doctor " +
    "or nurse at the next check-up, or sooner if you are worried. If a child needs support, starting early helps most.",
};
