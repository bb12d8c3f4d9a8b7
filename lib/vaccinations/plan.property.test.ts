// Properties of the catch-up planner over random children (birth to 18, either sex) and random
// histories (the calendar followed for a while with skipped, late and "not needed" doses):
// no two doses of a series in one visit, every interval at least its minimum, no dose past its
// age limit or beyond what the age rules need, and marking visit 1 given on its date leaves the
// later visits as planned. The table's own cases: plan-table.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Gender } from "@/lib/children/enums";
import { minimumGap, type SeriesKey } from "@/lib/vaccinations/catch-up-rules";
import { addDays, dateAtAge, type DoseMark } from "@/lib/vaccinations/dates";
import { monthsOld, planOf, visitsOf, type Plan } from "@/lib/vaccinations/plan";
import { scheduleFor } from "@/lib/vaccinations/schedule";

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
            expect(gap, `${before.id} ${before.on} → ${dose.id} ${dose.on}`).toBeGreaterThanOrEqual(Math.max(28, family === "hepB" ? 28 : minimumGap(family, dose.slot, monthsOld(child.birthDate, before.on))));
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
        // Counts: never more than the calendar's 6 DT doses, 4 hepatitis B doses with the birth dose, 3 Hib, 3 PCV, 5 OPV, 2 MMR.
        const count = (re: RegExp) => [...plan.doses.map((d) => d.dose.id), ...givenDoses(child).map((d) => d.id)].filter((id) => re.test(id)).length;
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
