// Properties of the daily plan (docs/daily-plan.md) over generated catalogues and histories.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildDailyPlan, PLAN_RULES } from "@/lib/activities/plan";
import { isAgeFit, byId, inputArb, todayItemsArb, RUNS } from "@/tests/helpers/plan-fixtures";

describe("buildDailyPlan properties", () => {
  it("has 3 to 5 distinct, age-fit activities when at least 3 are age-fit", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(input.candidates.filter((c) => isAgeFit(c, input.ageMonths)).length >= 3);
        const plan = buildDailyPlan(input);
        const candidates = byId(input.candidates);
        expect(plan.length).toBeGreaterThanOrEqual(3);
        expect(plan.length).toBeLessThanOrEqual(5);
        expect(new Set(plan).size).toBe(plan.length);
        for (const id of plan) expect(isAgeFit(candidates.get(id)!, input.ageMonths)).toBe(true);
      }),
      RUNS,
    );
  });

  it("with fewer than 3 age-fit, keeps every age-fit one and fills up to 3 (or the whole catalogue)", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const fit = input.candidates.filter((c) => isAgeFit(c, input.ageMonths));
        fc.pre(fit.length < 3);
        const plan = buildDailyPlan(input);
        expect(plan.length).toBe(Math.min(3, input.candidates.length));
        expect(new Set(plan).size).toBe(plan.length);
        for (const c of fit) expect(plan).toContain(c.id);
        for (const id of plan) expect(input.candidates.some((c) => c.id === id)).toBe(true);
      }),
      RUNS,
    );
  });

  it("covers as many categories as it can before repeating one", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const fit = input.candidates.filter((c) => isAgeFit(c, input.ageMonths));
        fc.pre(fit.length >= 3);
        const plan = buildDailyPlan(input);
        const candidates = byId(input.candidates);
        const planCategories = new Set(plan.map((id) => candidates.get(id)!.categoryId));
        const poolCategories = new Set(fit.map((c) => c.categoryId));
        expect(planCategories.size).toBe(Math.min(plan.length, poolCategories.size));
      }),
      RUNS,
    );
  });

  it("holds each daily essential that applies at the age and is in the age-fit pool", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const fit = input.candidates.filter((c) => isAgeFit(c, input.ageMonths));
        fc.pre(fit.length >= 3);
        const plan = buildDailyPlan(input).map((id) => byId(input.candidates).get(id)!);
        for (const { essential, belowMonths } of PLAN_RULES.essentials) {
          const available = fit.some((c) => c.essentials?.includes(essential));
          if (input.ageMonths < belowMonths && available) {
            expect(plan.some((c) => c.essentials?.includes(essential)), essential).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it("is deterministic: the same input (or a copy of it) gives the same plan", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(buildDailyPlan(structuredClone(input))).toEqual(buildDailyPlan(input));
        expect(buildDailyPlan(input)).toEqual(buildDailyPlan(input));
      }),
      RUNS,
    );
  });

  it("is stable within the day: today's (and later) attempts do not change today's plan", () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) => fc.tuple(fc.constant(input), todayItemsArb(input))),
        ([input, todayItems]) => {
          const before = buildDailyPlan(input);
          const pastOnly = input.history.filter((h) => h.day < input.day);
          expect(buildDailyPlan({ ...input, history: [...input.history, ...todayItems] })).toEqual(before);
          // Only the past matters: dropping today's and future attempts changes nothing either.
          expect(buildDailyPlan({ ...input, history: pastOnly })).toEqual(before);
        },
      ),
      RUNS,
    );
  });

  it("does not depend on the order of candidates or history", () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.candidates, { minLength: input.candidates.length }),
            fc.shuffledSubarray(input.history, { minLength: input.history.length }),
          ),
        ),
        ([input, candidates, history]) => {
          expect(buildDailyPlan({ ...input, candidates, history })).toEqual(buildDailyPlan(input));
        },
      ),
      RUNS,
    );
  });
});
