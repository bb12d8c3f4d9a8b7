// Each dose's state for one child on one Tashkent calendar day: pure functions of dates, so the
// API, the pages and the calendar feed agree. Real age only (no prematurity correction).
// Rules and sources: docs/vaccinations.md and SOURCE.md beside this file.
import type { Gender } from "@/lib/children/enums";
import { findDose, scheduleFor, type ScheduledDose } from "@/lib/vaccinations/schedule";
import { addAge, addDays, dateAtAge, type DoseMark, type DoseMarks } from "@/lib/vaccinations/dates";
import { planOf, visitsOf, type DropReason, type Plan, type TooEarly, type Visit } from "@/lib/vaccinations/plan";

export { addDays, addMonths, dateAtAge, type DoseMark, type DoseMarks } from "@/lib/vaccinations/dates";

/**
 * The stable status names (documented in docs/vaccinations.md; other pages and the mobile app
 * rely on them): never rename one.
 */
export const DOSE_STATUSES = ["upcoming", "due", "overdue", "done", "not_needed", "no_longer_given"] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

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
  /** The day the plan gives it (open doses only), or null. */
  plannedOn: string | null;
  /** Why a calendar dose is not planned (no_longer_given only), or null. */
  dropped: DropReason | null;
  /** A given dose that does not count (too young, or too soon after the dose before): the plan repeats it. */
  tooEarly: TooEarly | null;
}

/** The day the calendar gives the dose, by age alone (before any minimum interval). */
export function dueDateOf(dose: ScheduledDose, birthDate: string): string {
  return dateAtAge(dose.age, birthDate);
}

/** The calendar's due day when every earlier dose is given on its marked day (the "all on time" rule). */
function calendarDueOn(dose: ScheduledDose, birthDate: string, marks: DoseMarks): string {
  let dueOn = dueDateOf(dose, birthDate);
  for (const { dose: earlierId, gap } of dose.after ?? []) {
    const earlier = marks.get(earlierId);
    if (earlier?.kind === "given" && addAge(earlier.date, gap) > dueOn) dueOn = addAge(earlier.date, gap);
  }
  return dueOn;
}

const lastDay = (dose: ScheduledDose, birthDate: string) => (dose.until ? addDays(dateAtAge(dose.until, birthDate), -1) : null);

function openStatus(today: string, dueOn: string, overdueAfter: string): DoseStatus {
  if (today < dueOn) return "upcoming";
  return today <= overdueAfter ? "due" : "overdue";
}

/** The states and the plan together, so callers read one consistent answer. */
export interface Calendar {
  states: DoseState[];
  visits: Visit[];
}

/**
 * Every dose of the calendar for the child with its state on `today`, in calendar order, then the
 * catch-up doses planned or marked, in plan order. An open dose is due from its earliest valid
 * day in the plan (its age, and the earlier dose's given or planned day plus the minimum
 * interval); a calendar dose the plan leaves out is no_longer_given, with the reason.
 */
export function calendarOf(child: VaccinatedChild, today: string, marks: DoseMarks): Calendar {
  const plan: Plan = planOf(child, today, marks);
  const planned = new Map(plan.doses.map((d) => [d.dose.id, d]));
  const stateOf = (dose: ScheduledDose): DoseState => {
    const mark = marks.get(dose.id);
    const notAfter = lastDay(dose, child.birthDate);
    const base = { dose, notAfter, givenOn: null, onSchedule: false, plannedOn: null, dropped: null, tooEarly: plan.tooEarly.get(dose.id) ?? null };
    if (mark?.kind === "given") {
      const dueOn = dose.catchUp ? mark.date : calendarDueOn(dose, child.birthDate, marks);
      return { ...base, dueOn, overdueAfter: addDays(dueOn, dose.graceDays), status: "done", givenOn: mark.date, onSchedule: mark.onSchedule };
    }
    const plannedDose = planned.get(dose.id);
    if (plannedDose) {
      const overdueAfter = addDays(plannedDose.earliest, dose.graceDays);
      return { ...base, dueOn: plannedDose.earliest, overdueAfter, status: openStatus(today, plannedDose.earliest, overdueAfter), plannedOn: plannedDose.on };
    }
    const dropped = plan.dropped.get(dose.id);
    const dueOn = dropped?.earliest ?? calendarDueOn(dose, child.birthDate, marks);
    const status: DoseStatus = mark?.kind === "not_needed" ? "not_needed" : "no_longer_given";
    return { ...base, dueOn, overdueAfter: addDays(dueOn, dose.graceDays), status, dropped: status === "no_longer_given" ? (dropped?.reason ?? "not_needed_at_age") : null };
  };
  const calendar = scheduleFor(child.gender).map(stateOf);
  const extra = [...new Set([...plan.doses.map((d) => d.dose.id), ...marks.keys()])]
    .map((id) => findDose(id))
    .filter((dose): dose is ScheduledDose => dose?.catchUp === true && (!dose.only || dose.only === child.gender))
    .map(stateOf);
  return { states: [...calendar, ...extra], visits: visitsOf(plan) };
}

export function doseStates(child: VaccinatedChild, today: string, marks: DoseMarks): DoseState[] {
  return calendarOf(child, today, marks).states;
}

const byDueDate = (a: DoseState, b: DoseState) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0);

/** The dose a parent should think of next: the first dose of the plan's first visit (overdue doses first: that visit is today). */
export function nextDose(calendar: Calendar): DoseState | null {
  const first = calendar.visits[0]?.doses[0];
  return first ? (calendar.states.find((s) => s.dose.id === first.dose.id) ?? null) : null;
}

/** Doses past their grace period and still planned: one calm "ask the clinic soon" list. */
export function catchUpDoses(states: readonly DoseState[]): DoseState[] {
  return states.filter((s) => s.status === "overdue").sort(byDueDate);
}

/** Doses marked done out of the doses due so far; "not needed" and past-age doses are not counted. */
export function progressOf(states: readonly DoseState[]): { done: number; of: number } {
  const counted = states.filter((s) => s.status === "done" || s.status === "due" || s.status === "overdue");
  return { done: counted.filter((s) => s.status === "done").length, of: counted.length };
}

/**
 * "All vaccines were given on time so far": every calendar dose due before `today` that has no
 * mark becomes given on its calendar due date (onSchedule). Earlier doses come first in the
 * calendar, so each due date already follows the dates set before it.
 */
export function onTimeMarks(child: VaccinatedChild, today: string, marks: DoseMarks): Map<string, DoseMark> {
  const result = new Map(marks);
  for (const dose of scheduleFor(child.gender)) {
    if (result.has(dose.id)) continue;
    const dueOn = calendarDueOn(dose, child.birthDate, result);
    const notAfter = lastDay(dose, child.birthDate);
    if (dueOn < today && (notAfter === null || dueOn <= notAfter)) result.set(dose.id, { kind: "given", date: dueOn, onSchedule: true });
  }
  return result;
}
