// Properties of the catch-up planner over random children (birth to 18, either sex) and random
// histories (the calendar followed for a while with skipped, late and "not needed" doses):
// no two doses of a series in one visit, every interval at least its minimum, no dose past its
// age limit or beyond what the age rules need, and marking visit 1 given on its date leaves the
// later visits as planned. The table's own cases: plan-table.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Gender } from "@/lib/children/enums";
import { minimumGap, type SeriesKey } from "@/lib/vaccinations/catch-up-rules";
import { addAge, addDays, dateAtAge, type DoseMark } from "@/lib/vaccinations/dates";
import { monthsOld, planOf, visitsOf, type Plan } from "@/lib/vaccinations/plan";
import { scheduleFor } from "@/lib/vaccinations/schedule";
import { onTimeMarks } from "@/lib/vaccinations/status";

const TODAY = "2026-03-10";

// Which antigens a dose carries, by id, written here from the vaccines themselves (not the planner's tables).
function familiesOf(id: string): SeriesKey[] {
  const prefix = id.replace(/-\d+$/, "");
  switch (prefix) {
    case "penta":
      return ["dt", "hepB", "hib"];
    case "dtp":
    case "td":
      return ["dt"];
    case "hepb":
      return ["hepB"];
    case "opv":
      return ["polio"];
    default:
      return [prefix as SeriesKey];
  }
}

interface Child {
  birthDate: string;
  gender: Gender;
  marks: Map<string, DoseMark>;
}

// A history: the calendar's doses in order, each given late by 0-90 days, skipped, or marked not needed.
const childArb = fc
  .record({
    ageDays: fc.integer({ min: 0, max: 18 * 365 }),
    gender: fc.constantFrom<Gender>("male", "female"),
    stopDays: fc.integer({ min: 0, max: 18 * 365 }),
    choices: fc.array(fc.record({ kind: fc.constantFrom("given", "given", "given", "skip", "not_needed"), delay: fc.integer({ min: 0, max: 90 }) }), { minLength: 30, maxLength: 30 }),
  })
  .map(({ ageDays, gender, stopDays, choices }): Child => {
    const birthDate = addDays(TODAY, -ageDays);
    const stop = addDays(birthDate, Math.min(stopDays, ageDays));
    const marks = new Map<string, DoseMark>();
    const lastOf = new Map<string, string>();
    scheduleFor(gender).forEach((dose, i) => {
      const choice = choices[i % choices.length];
      const family = familiesOf(dose.id)[0];
      let day = dateAtAge(dose.age, birthDate);
      const last = lastOf.get(family);
      if (last && addDays(last, 28) > day) day = addDays(last, 28);
      day = addDays(day, choice.delay);
      if (day > stop || (dose.until && day >= dateAtAge(dose.until, birthDate))) return;
      if (choice.kind === "not_needed") marks.set(dose.id, { kind: "not_needed" });
      if (choice.kind !== "given") return;
      marks.set(dose.id, { kind: "given", date: day, onSchedule: false });
      familiesOf(dose.id).forEach((f) => lastOf.set(f, day));
    });
    return { birthDate, gender, marks };
  });

const runs = { numRuns: 300 };

function givenDoses(child: Child) {
  return [...child.marks].flatMap(([id, m]) => (m.kind === "given" ? [{ id, on: m.date, slot: Number(id.split("-")[1]) || 1, planned: false }] : []));
}

function plannedDoses(plan: Plan) {
  return plan.doses.map((d) => ({ id: d.dose.id, on: d.on, slot: d.slot, planned: true }));
}

describe("the catch-up planner over random children and histories", () => {
  it("puts at most one dose of a series in a visit", () => {
    fc.assert(
      fc.property(childArb, (child) => {
        for (const visit of visitsOf(planOf(child, TODAY, child.marks))) {
          const families = visit.doses.flatMap((d) => familiesOf(d.dose.id));
          expect(new Set(families).size, visit.doses.map((d) => d.dose.id).join()).toBe(families.length);
        }
      }),
      runs,
    );
  });

  it("keeps every planned dose at least its minimum interval after the dose of its series before it", () => {
    fc.assert(
      fc.property(childArb, (child) => {
        const all = [...givenDoses(child), ...plannedDoses(planOf(child, TODAY, child.marks))];
        for (const family of ["dt", "hepB", "hib", "polio", "pcv", "rota", "mmr"] as SeriesKey[]) {
          const doses = all.filter((d) => familiesOf(d.id).includes(family)).sort((a, b) => (a.on < b.on ? -1 : 1));
          doses.forEach((dose, i) => {
            if (i === 0 || !dose.planned) return;
            const before = doses[i - 1];
            const gap = (Date.parse(dose.on) - Date.parse(before.on)) / 86_400_000;
            expect(gap, `${before.id} ${before.on} → ${dose.id} ${dose.on}`).toBeGreaterThanOrEqual(28);
            if (family !== "hepB") expect(dose.on >= addAge(before.on, minimumGap(family, dose.slot, monthsOld(child.birthDate, before.on))), `${before.id} → ${dose.id}`).toBe(true);
          });
        }
      }),
      runs,
    );
  });

  it("plans no dose past its age limit, none the age rules do not need, and never today's past", () => {
    fc.assert(
      fc.property(childArb, (child) => {
        const plan = planOf(child, TODAY, child.marks);
        for (const d of plan.doses) {
          const age = monthsOld(child.birthDate, d.on);
          const prefix = d.dose.id.replace(/-\d+$/, "");
          expect(d.on >= TODAY).toBe(true);
          if (prefix === "penta") expect(age, d.dose.id).toBeLessThan(12);
          if (prefix === "dtp") expect(age, d.dose.id).toBeLessThan(84);
          if (prefix === "td" && d.slot <= 4) expect(age, d.dose.id).toBeGreaterThanOrEqual(84);
          if (prefix === "hib" || prefix === "pcv") expect(age, d.dose.id).toBeLessThan(60);
          if (prefix === "rota") expect(age, d.dose.id).toBeLessThan(24);
          if (prefix === "hpv") expect([child.gender, age < 180]).toEqual(["female", true]);
          if (d.dose.id === "hepb-0") expect(d.on <= addDays(child.birthDate, 27)).toBe(true);
        }
        // Counts of doses that count (one given too early is repeated, not counted): never more than the calendar's 6 DT
        // doses, 2 Hib past the infant course, 3 PCV, 2 MMR.
        const valid = givenDoses(child).filter((d) => !plan.tooEarly.has(d.id));
        const count = (re: RegExp) => [...plan.doses.map((d) => d.dose.id), ...valid.map((d) => d.id)].filter((id) => re.test(id)).length;
        expect(count(/^hib-/)).toBeLessThanOrEqual(2);
        expect(count(/^(penta|dtp|td)-/)).toBeLessThanOrEqual(6);
        expect(count(/^(pcv)-/)).toBeLessThanOrEqual(3);
        expect(count(/^(mmr)-/)).toBeLessThanOrEqual(2);
      }),
      runs,
    );
  });

  it("leaves the later visits as planned when visit 1 is marked given on its date", () => {
    fc.assert(
      fc.property(childArb, (child) => {
        const visits = visitsOf(planOf(child, TODAY, child.marks));
        if (visits.length === 0) return;
        const marks = new Map(child.marks);
        visits[0].doses.forEach((d) => marks.set(d.dose.id, { kind: "given", date: visits[0].date, onSchedule: false }));
        const after = visitsOf(planOf(child, TODAY, marks));
        const shape = (v: typeof visits) => v.map((visit) => `${visit.date}: ${visit.doses.map((d) => d.dose.id).join(",")}`);
        expect(shape(after)).toEqual(shape(visits.slice(1)));
      }),
      runs,
    );
  });
});

// Doses given too early (docs/vaccinations.md, "Doses given too early"): WHO counts a dose only
// from its minimum age and after the minimum interval; one given sooner is repeated.
const PAIRS = [
  { first: "penta-1", second: "penta-2", series: "dt" },
  { first: "opv-1", second: "opv-2", series: "polio" },
  { first: "pcv-1", second: "pcv-2", series: "pcv" },
  { first: "rota-1", second: "rota-2", series: "rota" },
  { first: "mmr-1", second: "mmr-2", series: "mmr" },
] as const;
// The youngest age each first dose counts from, written here from WHO's table (6 weeks; measles-containing vaccine 9 months).
const MINIMUM_DAYS: Record<string, (birth: string) => string> = {
  "penta-1": (birth) => addDays(birth, 42),
  "opv-1": (birth) => addDays(birth, 42),
  "pcv-1": (birth) => addDays(birth, 42),
  "rota-1": (birth) => addDays(birth, 42),
  "mmr-1": (birth) => dateAtAge({ months: 9 }, birth),
};

const pairArb = fc.record({
  pair: fc.constantFrom(...PAIRS),
  gender: fc.constantFrom<Gender>("male", "female"),
  gap: fc.integer({ min: 0, max: 60 }),
  wait: fc.integer({ min: 0, max: 200 }),
});

describe("doses given too early", () => {
  it("a second dose given sooner than 4 weeks after the first does not count: its repeat comes at least 4 weeks after both; from 4 weeks on it counts", () => {
    fc.assert(
      fc.property(pairArb, ({ pair, gender, gap, wait }) => {
        // The first dose at its calendar age, the second `gap` days later, today `wait` days after that.
        const today = addDays(TODAY, 0);
        const firstAge = pair.first === "mmr-1" ? 12 : 2;
        const birthDate = dateAtAge({ months: -firstAge }, addDays(today, -(gap + wait)));
        const firstOn = dateAtAge({ months: firstAge }, birthDate);
        const secondOn = addDays(firstOn, gap);
        const marks = new Map<string, DoseMark>([
          [pair.first, { kind: "given", date: firstOn, onSchedule: false }],
          [pair.second, { kind: "given", date: secondOn, onSchedule: false }],
        ]);
        const plan = planOf({ birthDate, gender }, today, marks);
        const slot2 = plan.doses.filter((d) => d.series === pair.series && d.slot === 2);
        if (gap >= 28) {
          expect(plan.tooEarly.has(pair.second)).toBe(false);
          expect(slot2).toEqual([]);
          return;
        }
        expect(plan.tooEarly.get(pair.second)).toBe("too_soon");
        expect(slot2.map((d) => d.dose.id), pair.second).toHaveLength(1);
        expect(slot2[0].on >= addDays(secondOn, 28) && slot2[0].on >= addDays(firstOn, 28) && slot2[0].on >= today).toBe(true);
        if (slot2[0].dose.id !== "dtp-2") expect(slot2[0].dose.repeatOf).toBe(pair.second);
      }),
      runs,
    );
  });

  it("a first dose given before its minimum age does not count: its repeat comes from that age and at least 4 weeks after it", () => {
    fc.assert(
      fc.property(pairArb, fc.integer({ min: 0, max: 400 }), ({ pair, gender, wait }, early) => {
        const birthDate = addDays(TODAY, -(wait + 300));
        const youngest = MINIMUM_DAYS[pair.first](birthDate);
        const givenOn = addDays(birthDate, early);
        if (givenOn > TODAY) return;
        const plan = planOf({ birthDate, gender }, TODAY, new Map([[pair.first, { kind: "given", date: givenOn, onSchedule: false }]]));
        if (givenOn >= youngest) {
          expect(plan.tooEarly.has(pair.first)).toBe(false);
          return;
        }
        expect(plan.tooEarly.get(pair.first)).toBe("too_young");
        const slot1 = plan.doses.filter((d) => d.series === pair.series && d.slot === 1);
        // Rotavirus past its age is not repeated; every other series is.
        if (pair.series === "rota" && slot1.length === 0) return;
        expect(slot1, pair.first).toHaveLength(1);
        expect(slot1[0].on >= youngest && slot1[0].on >= addDays(givenOn, 28) && slot1[0].on >= TODAY).toBe(true);
      }),
      runs,
    );
  });

  it("the calendar kept on time never reads as given too early (calendar months, not 30-day months)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 * 365 }), fc.constantFrom<Gender>("male", "female"), (ageDays, gender) => {
        const birthDate = addDays(TODAY, -ageDays);
        const marks = onTimeMarks({ birthDate, gender }, TODAY, new Map());
        expect([...planOf({ birthDate, gender }, TODAY, marks).tooEarly.keys()]).toEqual([]);
      }),
      runs,
    );
  });
});
