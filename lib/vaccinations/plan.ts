// The catch-up planner: a pure function of (birth date, sex, today, marks) that resumes every
// series where the child is (never restarts), counts each minimum interval from the day the
// earlier dose was given (or, while it waits, from the earlier dose's planned day), picks the
// product by the child's age at the dose and stops a series where the table (catch-up-rules.ts)
// or an age limit says so. A dose given too early (before its minimum age, or before the minimum
// interval after the series' last valid dose) does not count: the plan repeats it. Rules and
// sources: docs/vaccinations.md, "Catch-up planner" and "Doses given too early".
import type { Gender } from "@/lib/children/enums";
import { findDose, repeatId, type ScheduledDose } from "@/lib/vaccinations/schedule";
import { MINIMUM_AGE, minimumGap, rowFor, type SeriesKey } from "@/lib/vaccinations/catch-up-rules";
import { addAge, addDays, addMonths, dateAtAge, type DoseMarks } from "@/lib/vaccinations/dates";

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

/** Why a given dose does not count: younger than the product's minimum age, or too soon after the dose before it. */
export type TooEarly = "too_young" | "too_soon";

export interface Plan {
  doses: PlannedDose[];
  dropped: Map<string, DroppedDose>;
  /** Given doses that do not count, by id: the plan holds their repeat. */
  tooEarly: Map<string, TooEarly>;
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

/** The ids that may fill a slot: each product and its repeat. */
const slotIds = (spec: SeriesSpec, slot: number) => spec.idsOf(slot).flatMap((id) => [id, repeatId(id)]);

function drop(ctx: Context, id: string | null, reason: DropReason, earliest: string | null) {
  if (id && !ctx.plan.dropped.has(id) && !ctx.marks.has(id)) ctx.plan.dropped.set(id, { reason, earliest });
}

/** Whether a dose given on `date` counts: old enough for its product, and the minimum interval after the series' last valid dose. */
function tooEarly(spec: SeriesSpec, id: string, slot: number, date: string, lastValid: (Slot & { slot: number }) | null, birth: string): TooEarly | null {
  if (date < dateAtAge(MINIMUM_AGE[findDose(id)!.vaccine], birth)) return "too_young";
  if (!lastValid) return null;
  // A later dose of the series may be recorded before an earlier one (a skipped dose given after it): the gap
  // counts between the two days, as the earlier slot's gap (the one the planner spaced it by).
  const [first, second, gapSlot] = date < lastValid.on ? [date, lastValid.on, lastValid.slot] : [lastValid.on, date, slot];
  if (second < addAge(first, minimumGap(spec.series, gapSlot, monthsOld(birth, first)))) return "too_soon";
  return null;
}

/** Plans one series into ctx.plan and answers its slots' days (given or planned), for series that ride on it. */
function planSeries(spec: SeriesSpec, ctx: Context): Map<number, Slot> {
  const { child, today, marks } = ctx;
  const birth = child.birthDate;
  const days = new Map<number, Slot>();
  const slots = Array.from({ length: spec.slots }, (_, i) => i + 1);
  // Every dose of the series given so far, in any slot: a planned dose keeps its interval after the latest.
  // A dose given too early counts here too: its repeat keeps the minimum interval after it.
  const lastGiven = slots
    .flatMap((k) => slotIds(spec, k).flatMap((id) => givenDay(marks, id) ?? []))
    .sort()
    .at(-1);
  const dated: string[] = [];
  let previous: string | null = null;
  let skipped = 0;
  let stopped: DropReason | null = null;
  // The day of the series' last dose that counts (a dose given too early does not).
  let lastValid: (Slot & { slot: number }) | null = null;
  for (const slot of slots) {
    // The slot's given doses (any product, and a repeat), earliest first: the first that counts fills it.
    const givenIds = slotIds(spec, slot)
      .filter((id) => marks.get(id)?.kind === "given")
      .sort((a, b) => (givenDay(marks, a)! < givenDay(marks, b)! ? -1 : 1));
    const counted = givenIds.find((id) => {
      // A repeat counts as the clinic gave it; another dose given too early is recorded for its note.
      const early = id.endsWith("-repeat") ? null : tooEarly(spec, id, slot, givenDay(marks, id)!, lastValid, birth);
      if (early) ctx.plan.tooEarly.set(id, early);
      return !early;
    });
    if (counted) {
      const date = givenDay(marks, counted)!;
      previous = later(date, previous);
      lastValid = { id: counted, earliest: date, on: date, slot };
      dated.push(date);
      days.set(slot, lastValid);
      continue;
    }
    // Not needed (the clinic's other schedule), for the dose or for its repeat.
    if (slotIds(spec, slot).some((id) => marks.get(id)?.kind === "not_needed")) {
      // It stands for the dose the clinic's schedule gives instead: the series needs no extra one for it.
      skipped++;
      continue;
    }
    if (stopped) {
      spec.idsOf(slot).forEach((id) => drop(ctx, id, stopped === "interval_past_limit" ? "not_needed_at_age" : stopped!, null));
      continue;
    }
    let entry = spec.fixed?.(slot) ?? null;
    const separate = entry === null;
    if (!entry) {
      const from = previous && lastGiven ? later(previous, lastGiven) : (previous ?? lastGiven ?? null);
      const base = from ? addAge(from, minimumGap(spec.series, slot, monthsOld(birth, from))) : null;
      // A product already given in this slot (too early) is planned again as its repeat.
      const productAt = (age: number) => {
        const product = spec.productAt(slot, age);
        return product && marks.get(product)?.kind === "given" ? repeatId(product) : product;
      };
      let id = productAt(monthsOld(birth, later(today, base)));
      let earliest = "";
      for (let pass = 0; pass < 2 && id; pass++) {
        const dose = findDose(id)!;
        const after = spec.alsoAfter?.(id);
        const afterDay = after ? (ctx.plan.doses.find((d) => d.dose.id === after)?.on ?? givenDay(marks, after)) : null;
        earliest = later(later(dateAtAge(dose.age, birth), base), afterDay ? addDays(afterDay, 28) : null);
        const again = productAt(monthsOld(birth, later(earliest, today)));
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
    else if ((spec.needed ? slot : dated.length + skipped + 1) > needed) stopped = "not_needed_at_age";
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
  if ((day?.id === `penta-${slot}` || day?.id === repeatId(`penta-${slot}`)) && !marks.has(day.id)) return day;
  return null;
}

/** The plan: every dose still to give, in series order, and why a calendar dose is not planned. */
export function planOf(child: PlannedChild, today: string, marks: DoseMarks): Plan {
  const ctx: Context = { child, today, marks, plan: { doses: [], dropped: new Map(), tooEarly: new Map() } };
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
