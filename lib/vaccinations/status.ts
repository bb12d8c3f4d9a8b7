// Each dose's state for one child on one Tashkent calendar day: pure functions of dates, so the
// API, the pages and the calendar feed agree. Real age only (no prematurity correction).
// Rules and sources: docs/vaccinations.md and SOURCE.md beside this file.
import { dateOnly, isoDate } from "@/lib/time";
import type { Gender } from "@/lib/children/enums";
import { scheduleFor, type Age, type ScheduledDose } from "@/lib/vaccinations/schedule";

/**
 * The stable status names (documented in docs/vaccinations.md; other pages and the mobile app
 * rely on them): never rename one.
 */
export const DOSE_STATUSES = ["upcoming", "due", "overdue", "done", "not_needed", "no_longer_given"] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** What the parent recorded for a dose: given on a day (onSchedule: "on time" in one step), or not needed. */
export type DoseMark = { kind: "given"; date: string; onSchedule: boolean } | { kind: "not_needed" };
export type DoseMarks = ReadonlyMap<string, DoseMark>;

export interface VaccinatedChild {
  birthDate: string;
  gender: Gender;
}

export interface DoseState {
  dose: ScheduledDose;
  /** The day the dose is due: its age on the calendar, or later when an earlier dose of its series needs the minimum interval. */
  dueOn: string;
  /** The last day before it counts as overdue. */
  overdueAfter: string;
  /** The last day it is given (upper age limit), or null when there is none. */
  notAfter: string | null;
  status: DoseStatus;
  /** The day it was given, when done. */
  givenOn: string | null;
  /** True when the date is the due date because the parent said "all given on time". */
  onSchedule: boolean;
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

/** The day a child born on `birthDate` reaches `age`. */
export function dateAtAge(age: Age, birthDate: string): string {
  return "days" in age ? addDays(birthDate, age.days) : addMonths(birthDate, age.months);
}

/** The day the calendar gives the dose, by age alone (before any minimum interval). */
export function dueDateOf(dose: ScheduledDose, birthDate: string): string {
  return dateAtAge(dose.age, birthDate);
}

// An earlier dose the child will not get (not needed, or past its age) sets no interval.
const SETS_INTERVAL = (state: DoseState) => state.status !== "not_needed" && state.status !== "no_longer_given";

function statusOf(mark: DoseMark | undefined, today: string, dueOn: string, overdueAfter: string, notAfter: string | null): DoseStatus {
  if (mark?.kind === "given") return "done";
  if (mark?.kind === "not_needed") return "not_needed";
  // Past the age limit, or its earliest day (the minimum interval after the previous dose) falls past it.
  if (notAfter !== null && (today > notAfter || dueOn > notAfter)) return "no_longer_given";
  if (today < dueOn) return "upcoming";
  return today <= overdueAfter ? "due" : "overdue";
}

/**
 * Every dose of the calendar for the child with its state on `today`, in calendar order. A dose
 * after the first of a series is due no earlier than the earlier dose's day (given, or its own
 * due date while not given) plus the minimum interval; the grace period counts from that day.
 */
export function doseStates(child: VaccinatedChild, today: string, marks: DoseMarks): DoseState[] {
  const states = new Map<string, DoseState>();
  for (const dose of scheduleFor(child.gender)) {
    let dueOn = dueDateOf(dose, child.birthDate);
    for (const { dose: earlierId, days } of dose.after ?? []) {
      const earlier = states.get(earlierId);
      if (!earlier || !SETS_INTERVAL(earlier)) continue;
      const earliest = addDays(earlier.givenOn ?? earlier.dueOn, days);
      if (earliest > dueOn) dueOn = earliest;
    }
    const overdueAfter = addDays(dueOn, dose.graceDays);
    const notAfter = dose.until ? addDays(dateAtAge(dose.until, child.birthDate), -1) : null;
    const mark = marks.get(dose.id);
    const status = statusOf(mark, today, dueOn, overdueAfter, notAfter);
    const given = mark?.kind === "given" ? mark : null;
    states.set(dose.id, { dose, dueOn, overdueAfter, notAfter, status, givenOn: given?.date ?? null, onSchedule: given?.onSchedule ?? false });
  }
  return [...states.values()];
}

const byDueDate = (a: DoseState, b: DoseState) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0);

/**
 * The dose a parent should think of next: the earliest one on schedule (upcoming, or due within
 * its grace period). Past-due doses are the catch-up list instead, so a birth dose leaves this
 * slot a week after birth and an older child's unmarked doses never read "next".
 */
export function nextDose(states: readonly DoseState[]): DoseState | null {
  return states.filter((s) => s.status === "upcoming" || s.status === "due").sort(byDueDate)[0] ?? null;
}

/** Doses past their grace period and still given at this age: one calm "ask the clinic soon" list. */
export function catchUpDoses(states: readonly DoseState[]): DoseState[] {
  return states.filter((s) => s.status === "overdue").sort(byDueDate);
}

/** Doses marked done out of the doses due so far; "not needed" and past-age doses are not counted. */
export function progressOf(states: readonly DoseState[]): { done: number; of: number } {
  const counted = states.filter((s) => s.status === "done" || s.status === "due" || s.status === "overdue");
  return { done: counted.filter((s) => s.status === "done").length, of: counted.length };
}

/**
 * "All vaccines were given on time so far": every dose due before `today` that has no mark
 * becomes given on its due date (onSchedule). Earlier doses come first in the calendar, so each
 * due date already follows the dates set before it.
 */
export function onTimeMarks(child: VaccinatedChild, today: string, marks: DoseMarks): Map<string, DoseMark> {
  const result = new Map(marks);
  for (const dose of scheduleFor(child.gender)) {
    if (result.has(dose.id)) continue;
    const state = doseStates(child, today, result).find((s) => s.dose.id === dose.id)!;
    if (state.dueOn < today) result.set(dose.id, { kind: "given", date: state.dueOn, onSchedule: true });
  }
  return result;
}
