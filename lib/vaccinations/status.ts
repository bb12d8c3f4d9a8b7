// Each dose's state for one child on one Tashkent calendar day: pure functions of dates, so the
// API, the pages and the calendar feed agree. Real age only (no prematurity correction).
import { dateOnly, isoDate } from "@/lib/time";
import { SCHEDULE, type ScheduledDose } from "@/lib/vaccinations/schedule";

export type DoseStatus = "upcoming" | "due" | "overdue" | "done";

export interface DoseState {
  dose: ScheduledDose;
  /** The day the dose is due (YYYY-MM-DD). */
  dueOn: string;
  /** The last day before it counts as overdue. */
  overdueAfter: string;
  status: DoseStatus;
  /** The day it was given, when done. */
  givenOn: string | null;
}

export function addDays(isoDay: string, days: number): string {
  return isoDate(new Date(dateOnly(isoDay).getTime() + days * 86_400_000));
}

/** The same day n calendar months later; a missing day (31st, Feb 29) falls to the month's last day. */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export function dueDateOf(dose: ScheduledDose, birthDate: string): string {
  return "days" in dose.age ? addDays(birthDate, dose.age.days) : addMonths(birthDate, dose.age.months);
}

/**
 * Every dose of the calendar with its state on `today`. `given` maps dose ids to the day given.
 * Upcoming before the due day, due from it through due + grace, overdue after that.
 */
export function doseStates(birthDate: string, today: string, given: ReadonlyMap<string, string>): DoseState[] {
  return SCHEDULE.map((dose) => {
    const dueOn = dueDateOf(dose, birthDate);
    const overdueAfter = addDays(dueOn, dose.graceDays);
    const givenOn = given.get(dose.id) ?? null;
    const status: DoseStatus = givenOn ? "done" : today < dueOn ? "upcoming" : today <= overdueAfter ? "due" : "overdue";
    return { dose, dueOn, overdueAfter, status, givenOn };
  });
}

/** The dose a parent should think of next: the earliest not-done dose (overdue ones first by date). */
export function nextDose(states: readonly DoseState[]): DoseState | null {
  return states.filter((s) => s.status !== "done").sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0))[0] ?? null;
}
