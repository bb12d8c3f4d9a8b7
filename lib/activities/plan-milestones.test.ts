// The daily plan and the milestone checklist (rule 4, docs/daily-plan.md): an activity that
// practises a milestone marked "not yet" weighs more. Properties over generated catalogues.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildDailyPlan, type PlanCandidate, type PlanInput } from "@/lib/activities/plan";
import { byId, inputArb, isAgeFit, RUNS } from "@/tests/helpers/plan-fixtures";

const MILESTONE = "m12-games";

/** The input with one age-fit candidate (chosen by `pick`) practising MILESTONE, essentials removed. */
function withPractising(input: PlanInput, pick: number): { input: PlanInput; target: PlanCandidate } | null {
  const candidates: PlanCandidate[] = input.candidates.map((c) => ({ ...c, essentials: [] }));
  const fit = candidates.filter((c) => isAgeFit(c, input.ageMonths));
  if (fit.length < 3) return null;
  const target = fit[pick % fit.length];
  target.practises = [MILESTONE];
  return { input: { ...input, candidates }, target };
}

const caseArb = fc.tuple(inputArb, fc.nat());

describe("daily plan and milestones marked not yet", () => {
  it("puts an activity practising a not-yet milestone first among its category's picks when levels and history are equal", () => {
    fc.assert(
      fc.property(caseArb, ([generated, pick]) => {
        const flat = { ...generated, history: [], candidates: generated.candidates.map((c) => ({ ...c, difficulty: "easy" as const })) };
        const built = withPractising(flat, pick);
        fc.pre(built !== null);
        const { input, target } = built!;
        const plan = buildDailyPlan({ ...input, notYet: [MILESTONE] }).map((id) => byId(input.candidates).get(id)!);
        const sameCategory = plan.filter((c) => c.categoryId === target.categoryId);
        if (sameCategory.length > 0) expect(sameCategory[0].id).toBe(target.id);
      }),
      RUNS,
    );
  });

  it("never moves such an activity later or out of the plan, whatever the history", () => {
    fc.assert(
      fc.property(caseArb, ([generated, pick]) => {
        const built = withPractising(generated, pick);
        fc.pre(built !== null);
        const { input, target } = built!;
        const before = buildDailyPlan(input);
        const after = buildDailyPlan({ ...input, notYet: [MILESTONE] });
        if (before.includes(target.id)) {
          expect(after).toContain(target.id);
          expect(after.indexOf(target.id)).toBeLessThanOrEqual(before.indexOf(target.id));
          expect(after.length).toBe(before.length);
        }
      }),
      RUNS,
    );
  });

  it("is unchanged by not-yet milestones no activity practises, and ignores their order and repeats", () => {
    fc.assert(
      fc.property(caseArb, fc.array(fc.constantFrom(MILESTONE, "m09-sits", "m60-hops"), { maxLength: 5 }), ([generated, pick], notYet) => {
        const built = withPractising(generated, pick);
        fc.pre(built !== null);
        const { input } = built!;
        expect(buildDailyPlan({ ...input, notYet: ["m99-none", "m02-smiles"] })).toEqual(buildDailyPlan(input));
        expect(buildDailyPlan({ ...input, notYet: [...notYet].reverse().concat(notYet) })).toEqual(buildDailyPlan({ ...input, notYet }));
      }),
      RUNS,
    );
  });
});
