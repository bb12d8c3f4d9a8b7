// The child's vaccinations: the national calendar with each dose's state, marking a dose given,
// not needed or unmarked, and "all given on time" in one step. Owner-scoped through the child
// exactly like growth records.
import "server-only";
import { childWhere, whoId, type Who } from "@/lib/sharing/access";
import { recordersOf } from "@/lib/sharing/recorders";
import type { RecordedBy } from "@/lib/sharing/recorded-by";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { dateOnly, isoDate, tashkentDate } from "@/lib/time";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import type { Gender } from "@/lib/children/enums";
import { lockChild, type Tx } from "@/lib/children/locks";
import { CARD_NAMES, VACCINES } from "@/lib/vaccinations/names";
import { ageMonthsOf, isDoseOf } from "@/lib/vaccinations/schedule";
import { doseNote } from "@/lib/vaccinations/notes";
import { monthsOld } from "@/lib/vaccinations/plan";
import {
  calendarOf,
  catchUpDoses,
  nextDose,
  onTimeMarks,
  progressOf,
  type DoseMark,
  type DoseMarks,
  type DoseState,
} from "@/lib/vaccinations/status";
import type { DoseView, SetVaccinationInput, VaccinationsResponse } from "@/lib/vaccinations/schemas";

export interface VaccinationChild {
  id: string;
  birthDate: string;
  gender: Gender;
}

type MarkRow = { doseId: string; givenOn: Date | null; notNeeded: boolean; onSchedule: boolean };
const MARK_SELECT = { doseId: true, givenOn: true, notNeeded: true, onSchedule: true } as const;

/** Stored rows as marks by dose id. */
export function marksOf(rows: readonly MarkRow[]): Map<string, DoseMark> {
  return new Map(
    rows.map((row): [string, DoseMark] => [
      row.doseId,
      row.notNeeded || !row.givenOn ? { kind: "not_needed" } : { kind: "given", date: isoDate(row.givenOn), onSchedule: row.onSchedule },
    ]),
  );
}

function view(state: DoseState, child: VaccinationChild, today: string, locale: Locale, recorders: Recorders): DoseView {
  const names = VACCINES[state.dose.vaccine];
  // A catch-up dose's group is the child's age at its planned (or given) day.
  const ageMonths = state.dose.catchUp ? monthsOld(child.birthDate, state.givenOn ?? state.plannedOn ?? state.dueOn) : ageMonthsOf(state.dose);
  return {
    id: state.dose.id,
    vaccine: state.dose.vaccine,
    vaccineName: names[locale],
    names: { ...names },
    cardName: CARD_NAMES[state.dose.vaccine][locale],
    doseNumber: state.dose.dose,
    ageMonths,
    dueOn: state.dueOn,
    overdueAfter: state.overdueAfter,
    notAfter: state.notAfter,
    status: state.status,
    givenOn: state.givenOn,
    dateFromSchedule: state.onSchedule,
    note: doseNote(state, child.birthDate, today, locale),
    notPlannedBecause: state.dropped,
    repeatOf: state.dose.repeatOf ?? null,
    givenTooEarly: state.tooEarly,
    recordedBy: recorders.get(state.dose.id) ?? null,
  };
}

/** Who recorded each marked dose, by dose id (docs/sharing.md). */
export type Recorders = ReadonlyMap<string, RecordedBy>;

/** The calendar for a child whose birth date, sex and marks are known (also used by pages and the feed). */
export function vaccinationsOf(
  child: VaccinationChild,
  marks: DoseMarks,
  today: string,
  locale: Locale,
  recorders: Recorders = new Map(),
): VaccinationsResponse {
  const calendar = calendarOf(child, today, marks);
  const { states } = calendar;
  const next = nextDose(calendar);
  const show = (state: DoseState) => view(state, child, today, locale, recorders);
  const views = new Map(states.map((state) => [state.dose.id, show(state)]));
  return {
    childId: child.id,
    birthDate: child.birthDate,
    today,
    next: next ? views.get(next.dose.id)! : null,
    catchUp: catchUpDoses(states).map((state) => views.get(state.dose.id)!),
    progress: progressOf(states),
    doses: [...views.values()],
    plan: calendar.visits.map((visit) => ({ date: visit.date, doses: visit.doses.map((d) => views.get(d.dose.id)!) })),
  };
}

/** Loads an active child of the user with its marks, or 404. */
export async function loadChildVaccinations(who: Who, childId: string) {
  const db = await getDb();
  const found = await db.child.findFirst({
    where: childWhere(who, childId),
    select: { id: true, birthDate: true, gender: true, vaccinations: { select: { ...MARK_SELECT, recordedBy: true } } },
  });
  if (!found) throw new AppError("not_found", { detail: "child" });
  const child: VaccinationChild = { id: found.id, birthDate: isoDate(found.birthDate), gender: found.gender as Gender };
  const recordedBy = await recordersOf("child", childId, found.vaccinations.map((row) => row.recordedBy), whoId(who));
  const recorders: Recorders = new Map(found.vaccinations.map((row) => [row.doseId, recordedBy(row.recordedBy)]));
  return { child, marks: marksOf(found.vaccinations), recorders };
}

export async function listVaccinations(
  who: Who,
  childId: string,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<VaccinationsResponse> {
  const { child, marks, recorders } = await loadChildVaccinations(who, childId);
  return vaccinationsOf(child, marks, today, locale, recorders);
}

/** Marks a dose given on a date, not needed, or unmarked, and answers the dose's new view. Idempotent. */
export async function setVaccination(
  who: Who,
  childId: string,
  doseId: string,
  input: SetVaccinationInput,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<DoseView> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Locked so a parallel birth-date change cannot leave the dose before birth.
    const child = await lockChild(tx, who, childId);
    // A dose of the other sex's calendar (HPV for a boy) is not this child's: 404 like an unknown one.
    // Catch-up doses (dtp-1, hepb-1...) can be marked as the plan offers them.
    if (!isDoseOf(doseId, child.gender)) throw new AppError("not_found", { detail: "dose" });
    if (!input.done && !input.notNeeded) {
      await tx.vaccination.deleteMany({ where: { childId, doseId } });
      return;
    }
    if (input.done && input.date < child.birthDate) {
      throw new AppError("validation_failed", { errors: [{ path: "date", message: "date cannot be before the birth date." }] });
    }
    // A date the parent gives is theirs: it no longer follows the birth date (onSchedule false).
    const data = input.done
      ? { givenOn: dateOnly(input.date), notNeeded: false, onSchedule: false, recordedBy: whoId(who) }
      : { givenOn: null, notNeeded: true, onSchedule: false, recordedBy: whoId(who) };
    await tx.vaccination.upsert({ where: { childId_doseId: { childId, doseId } }, create: { childId, doseId, ...data }, update: data });
  });
  const result = await listVaccinations(who, childId, today, locale);
  return result.doses.find((d) => d.id === doseId)!;
}

async function writeOnTime(tx: Tx, child: VaccinationChild, marks: DoseMarks, today: string, recordedBy: string | null = null): Promise<void> {
  const added = [...onTimeMarks(child, today, marks)].filter(([id]) => !marks.has(id));
  if (added.length === 0) return;
  await tx.vaccination.createMany({
    data: added.map(([doseId, mark]) => ({
      childId: child.id,
      doseId,
      givenOn: mark.kind === "given" ? dateOnly(mark.date) : null,
      onSchedule: true,
      recordedBy,
    })),
  });
}

/**
 * "Were all vaccines given on time so far? Yes": every dose due before today with no mark yet is
 * marked given on its due date, in one transaction. Marks the parent set are kept; calling it
 * again adds nothing. Answers the calendar.
 */
export async function markGivenOnTime(
  who: Who,
  childId: string,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<VaccinationsResponse> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const locked = await lockChild(tx, who, childId);
    const rows = await tx.vaccination.findMany({ where: { childId }, select: MARK_SELECT });
    await writeOnTime(tx, { id: childId, birthDate: locked.birthDate, gender: locked.gender }, marksOf(rows), today, whoId(who));
  });
  return listVaccinations(who, childId, today, locale);
}

/**
 * For a corrected birth date (the child locked by the caller): doses marked "on time" in one
 * step keep meaning "on the due date", so they are marked again from the new birth date; one
 * not yet due under it loses its mark. Marks the parent dated stay as they are.
 */
export async function redateOnSchedule(tx: Tx, child: VaccinationChild, today: string): Promise<void> {
  const rows = await tx.vaccination.findMany({ where: { childId: child.id }, select: MARK_SELECT });
  const redated = rows.filter((row) => row.onSchedule).map((row) => row.doseId);
  if (redated.length === 0) return;
  await tx.vaccination.deleteMany({ where: { childId: child.id, onSchedule: true } });
  const kept = marksOf(rows.filter((row) => !row.onSchedule));
  const marks = onTimeMarks(child, today, kept);
  const again = [...marks].filter(([id]) => redated.includes(id) && !kept.has(id));
  await tx.vaccination.createMany({
    data: again.map(([doseId, mark]) => ({ childId: child.id, doseId, givenOn: mark.kind === "given" ? dateOnly(mark.date) : null, onSchedule: true })),
  });
}

export interface NextVaccination {
  next: DoseView | null;
  /** How many doses are on the catch-up list (overdue). */
  catchUp: number;
  /** Nothing marked yet while doses are past: the vaccinations page will ask "all given on time?". */
  firstVisit: boolean;
}

/** The next dose and the catch-up count of each of the user's children (one query), for the children list and /today. */
export async function nextDoses(
  userId: string,
  children: ReadonlyArray<VaccinationChild>,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, NextVaccination>> {
  const db = await getDb();
  const rows = await db.vaccination.findMany({
    where: { childId: { in: children.map((c) => c.id) }, child: { userId, deletedAt: null } },
    select: { childId: true, ...MARK_SELECT },
  });
  return new Map(
    children.map((child) => {
      const marks = marksOf(rows.filter((r) => r.childId === child.id));
      const calendar = vaccinationsOf(child, marks, today, locale);
      const firstVisit = marks.size === 0 && calendar.doses.some((d) => d.dueOn < today);
      return [child.id, { next: calendar.next, catchUp: calendar.catchUp.length, firstVisit }];
    }),
  );
}
