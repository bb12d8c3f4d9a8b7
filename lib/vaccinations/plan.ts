// The catch-up planner: a pure function of (birth date, sex, today, marks) that resumes every
// series where the child is (never restarts), counts each minimum interval from the day the
// earlier dose was given (or, while it waits, from the earlier dose's planned day), picks the
// product by the child's age at the dose and stops a series where the table (catch-up-rules.ts)
// or an age limit says so. Rules and sources: docs/vaccinations.md, "Catch-up planner".
import type { Gender } from "@/lib/children/enums";
import { findDose, type ScheduledDose } from "@/lib/vaccinations/schedule";
import { minimumGap, rowFor, type SeriesKey } from "@/lib/vaccinations/catch-up-rules";
import { addDays, addMonths, dateAtAge, type DoseMark, type DoseMarks } from "@/lib/vaccinations/dates";

export interface PlannedDose {
  dose: ScheduledDose;
  series: SeriesKey;
  /** Dose number within the series (slot). */
  slot: number;
  /** The first valid day: the dose's age, and the earlier dose's day plus the minimum interval. */
  earliest: string;
  /** The planned day: the earliest day, or today when that has passed. */
  on: string;
}

/** Why a calendar dose is not planned: past its age, replaced by separate doses, or not needed at this age. */
export type DropReason = "past_limit" | "interval_past_limit" | "replaced" | "not_needed_at_age";
export interface DroppedDose {
  reason: DropReason;
  /** The day it would have been given, when the planner got that far. */
  earliest: string | null;
}

export interface Plan {
  doses: PlannedDose[];
  dropped: Map<string, DroppedDose>;
}

export interface PlannedChild {
  birthDate: string;
  gender: Gender;
}

/** Whole calendar months from birth to `day` (the same clamping as addMonths). */
export function monthsOld(birthDate: string, day: string): number {
  const [by, bm] = birthDate.split("-").map(Number);
  const [y, m] = day.split("-").map(Number);
  let months = (y - by) * 12 + (m - bm);
  while (months > 0 && addMonths(birthDate, months) > day) months--;
  return Math.max(0, months);
}

const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a);
const lastDay = (dose: ScheduledDose, birthDate: string) => (dose.until ? addDays(dateAtAge(dose.until, birthDate), -1) : null);

interface Slot {
  id: string;
  earliest: string;
  on: string;
}

/** One series: which ids fill dose k when marked, which product dose k is at an age, and fixed slots (pentavalent doses). */
interface SeriesSpec {
  series: SeriesKey;
  slots: number;
  idsOf: (slot: number) => string[];
  productAt: (slot: number, ageMonths: number) => string | null;
  /** A slot already planned by another series (a pentavalent dose of dt, for hepB and hib). */
  fixed?: (slot: number) => Slot | null;
  /** Doses needed in total, when the table's count needs more than the age (hepatitis B's birth dose). */
  needed?: (slot: number, separate: boolean) => number;
  /** Another dose this one follows by a minimum interval (penta-1 after the birth hepatitis B dose). */
  alsoAfter?: (id: string) => string | null;
}

interface Context {
  child: PlannedChild;
  today: string;
  marks: DoseMarks;
  plan: Plan;
}

function markOfSlot(spec: SeriesSpec, slot: number, marks: DoseMarks): DoseMark | undefined {
  const found = spec.idsOf(slot).map((id) => marks.get(id)).filter((m): m is DoseMark => m !== undefined);
  return found.find((m) => m.kind === "given") ?? found[0];
}

function drop(ctx: Context, id: string | null, reason: DropReason, earliest: string | null) {
  if (id && !ctx.plan.dropped.has(id) && !ctx.marks.has(id)) ctx.plan.dropped.set(id, { reason, earliest });
}

/** Plans one series into ctx.plan and answers its slots' days (given or planned), for series that ride on it. */
function planSeries(spec: SeriesSpec, ctx: Context): Map<number, Slot> {
  const { child, today, marks } = ctx;
  const birth = child.birthDate;
  const days = new Map<number, Slot>();
  const slots = Array.from({ length: spec.slots }, (_, i) => i + 1);
  // Every dose of the series given so far, in any slot: a planned dose keeps its interval after the latest.
  const lastGiven = slots
    .map((k) => markOfSlot(spec, k, marks))
    .flatMap((m) => (m?.kind === "given" ? [m.date] : []))
    .sort()
    .at(-1);
  const dated: string[] = [];
  let previous: string | null = null;
  let stopped: DropReason | null = null;
  for (const slot of slots) {
    const mark = markOfSlot(spec, slot, marks);
    if (mark?.kind === "given") {
      previous = later(mark.date, previous);
      dated.push(mark.date);
      const id = spec.idsOf(slot).find((other) => marks.get(other)?.kind === "given")!;
      days.set(slot, { id, earliest: mark.date, on: mark.date });
      continue;
    }
    if (mark?.kind === "not_needed") continue;
    if (stopped) {
      spec.idsOf(slot).forEach((id) => drop(ctx, id, stopped === "interval_past_limit" ? "not_needed_at_age" : stopped!, null));
      continue;
    }
    let entry = spec.fixed?.(slot) ?? null;
    const separate = entry === null;
    if (!entry) {
      const from = previous && lastGiven ? later(previous, lastGiven) : (previous ?? lastGiven ?? null);
      const base = from ? addDays(from, minimumGap(spec.series, slot, monthsOld(birth, from))) : null;
      let id = spec.productAt(slot, monthsOld(birth, later(today, base)));
      let earliest = "";
      for (let pass = 0; pass < 2 && id; pass++) {
        const dose = findDose(id)!;
        const after = spec.alsoAfter?.(id);
        const afterDay = after ? (ctx.plan.doses.find((d) => d.dose.id === after)?.on ?? givenDay(marks, after)) : null;
        earliest = later(later(dateAtAge(dose.age, birth), base), afterDay ? addDays(afterDay, 28) : null);
        const again = spec.productAt(slot, monthsOld(birth, later(earliest, today)));
        if (again === id) break;
        id = again;
      }
      if (!id) {
        stopped = "past_limit";
        spec.idsOf(slot).forEach((other) => drop(ctx, other, "past_limit", null));
        continue;
      }
      entry = { id, earliest, on: later(earliest, today) };
    }
    const needed = spec.needed?.(slot, separate) ?? neededAt(spec.series, birth, dated, entry.on);
    const dose = findDose(entry.id)!;
    const limit = lastDay(dose, birth);
    if (limit !== null && entry.on > limit) stopped = today <= limit && entry.earliest > limit ? "interval_past_limit" : "past_limit";
    else if ((spec.needed ? slot : dated.length + 1) > needed) stopped = "not_needed_at_age";
    if (stopped) {
      if (separate) drop(ctx, entry.id, stopped, entry.earliest);
      spec.idsOf(slot).forEach((id) => drop(ctx, id, id === entry!.id ? stopped! : "not_needed_at_age", id === entry!.id ? entry!.earliest : null));
      continue;
    }
    // The slot's other products (penta-2 when dtp-2 is planned) are replaced by this one.
    spec.idsOf(slot).forEach((id) => id !== entry!.id && drop(ctx, id, "replaced", null));
    if (separate) ctx.plan.doses.push({ dose, series: spec.series, slot, earliest: entry.earliest, on: entry.on });
    days.set(slot, entry);
    previous = entry.on;
    dated.push(entry.on);
  }
  return days;
}

/**
 * How many doses the series needs, seen from a dose on `day`: the row of the age at the first
 * dose caps it, and the row of the age on `day` asks for its own count on top of the doses given
 * at younger ages (a child with one infant PCV dose who is now 3 needs one more, not two).
 * Only dates count, so marking a planned dose given on its planned day changes nothing.
 */
function neededAt(series: SeriesKey, birth: string, dated: readonly string[], day: string): number {
  const first = [...dated].sort()[0] ?? day;
  const now = rowFor(series, monthsOld(birth, day));
  const before = dated.filter((d) => monthsOld(birth, d) < now.fromMonths).length;
  return Math.min(rowFor(series, monthsOld(birth, first)).doses, before + now.doses);
}

function givenDay(marks: DoseMarks, id: string): string | null {
  const mark = marks.get(id);
  return mark?.kind === "given" ? mark.date : null;
}

const single = (series: SeriesKey, id: string): SeriesSpec => ({ series, slots: 1, idsOf: () => [id], productAt: () => id });
const numbered = (series: SeriesKey, prefix: string, count: number): SeriesSpec => ({
  series,
  slots: count,
  idsOf: (k) => [`${prefix}-${k}`],
  productAt: (k) => `${prefix}-${k}`,
});

/** Diphtheria-tetanus: penta before 12 months, DTP (AKDS) to 7 years, Td from 7; the calendar's dtp-4, td-5, td-6 keep their ids. */
const DT: SeriesSpec = {
  series: "dt",
  slots: 6,
  idsOf: (k) => (k <= 3 ? [`penta-${k}`, `dtp-${k}`, `td-${k}`] : k === 4 ? ["dtp-4", "td-4"] : [`td-${k}`]),
  productAt: (k, age) => {
    if (k <= 3) return age < 12 ? `penta-${k}` : age < 84 ? `dtp-${k}` : `td-${k}`;
    if (k === 4) return age < 84 ? "dtp-4" : "td-4";
    return `td-${k}`;
  },
  alsoAfter: (id) => (id === "penta-1" ? "hepb-0" : null),
};

/** A pentavalent dose of slot k, given or planned, carries the slot for hepatitis B and Hib. */
function pentaSlot(dt: Map<number, Slot>, marks: DoseMarks, slot: number): Slot | null {
  const day = dt.get(slot);
  if (day?.id === `penta-${slot}` && !marks.has(day.id)) return day;
  return null;
}

/** The plan: every dose still to give, in series order, and why a calendar dose is not planned. */
export function planOf(child: PlannedChild, today: string, marks: DoseMarks): Plan {
  const ctx: Context = { child, today, marks, plan: { doses: [], dropped: new Map() } };
  const hepBirth = single("hepB", "hepb-0");
  planSeries({ ...hepBirth, needed: () => 1 }, ctx);
  const dt = planSeries(DT, ctx);
  // Pentavalent doses are planned under dt; the slot also counts for hepatitis B and Hib.
  ctx.plan.doses.filter((d) => d.dose.vaccine === "penta").forEach((d) => (d.series = "dt"));
  const birthGiven = marks.get("hepb-0")?.kind === "given";
  const withPenta = (prefix: string) => (k: number) => [`penta-${k}`, `${prefix}-${k}`];
  planSeries(
    {
      series: "hepB",
      slots: 3,
      idsOf: withPenta("hepb"),
      productAt: (k) => `hepb-${k}`,
      fixed: (k) => pentaSlot(dt, marks, k),
      // 3 doses in all: past infancy (a separate dose) the birth dose counts as one of them.
      needed: (_, separate) => (separate && birthGiven ? 2 : 3),
    },
    ctx,
  );
  planSeries({ series: "hib", slots: 3, idsOf: withPenta("hib"), productAt: (k) => `hib-${k}`, fixed: (k) => pentaSlot(dt, marks, k) }, ctx);
  planSeries(numbered("polio", "opv", 5), ctx);
  planSeries(single("ipv", "ipv-1"), ctx);
  planSeries(numbered("pcv", "pcv", 3), ctx);
  planSeries(numbered("rota", "rota", 2), ctx);
  planSeries(numbered("mmr", "mmr", 2), ctx);
  planSeries(single("bcg", "bcg"), ctx);
  if (child.gender === "female") planSeries(single("hpv", "hpv-1"), ctx);
  return ctx.plan;
}

// In a visit: injections first, BCG last (from 2 months it waits for the Mantoux result).
const SERIES_ORDER: readonly SeriesKey[] = ["dt", "hepB", "hib", "polio", "ipv", "pcv", "rota", "mmr", "hpv", "bcg"];

export interface Visit {
  date: string;
  doses: PlannedDose[];
}

/** The plan as visits: the doses planned for one day share a visit; the first visit is today when anything is due or late. */
export function visitsOf(plan: Plan): Visit[] {
  const byDay = new Map<string, PlannedDose[]>();
  for (const dose of plan.doses) byDay.set(dose.on, [...(byDay.get(dose.on) ?? []), dose]);
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, doses]) => ({ date, doses: doses.sort((a, b) => SERIES_ORDER.indexOf(a.series) - SERIES_ORDER.indexOf(b.series)) }));
}
