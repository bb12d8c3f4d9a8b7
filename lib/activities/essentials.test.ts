// Daily essentials (docs/daily-plan.md, rule 5a) on the real catalogue: the catalogue keeps a
// tummy-time activity for every month 0-6, and the plan of any simulated child holds tummy time
// every day up to 6 months and a movement activity every day under 24 months.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogue";
import { essentialsOf, MOTOR_CATEGORY_SLUG, TUMMY_TIME_SLUGS } from "./essentials";
import { buildDailyPlan, PLAN_RULES, type PlanCandidate, type PlanFeedback, type PlanHistoryItem } from "./plan";
import { addDays } from "@/tests/helpers/plan-fixtures";

const { activities, categories } = loadCatalogue();
// Slugs stand in for ids: the plan only compares them.
const candidates: PlanCandidate[] = activities.map((a) => ({
  id: a.slug,
  categoryId: a.category,
  difficulty: a.difficulty,
  minAgeMonths: a.minAgeMonths,
  maxAgeMonths: a.maxAgeMonths,
  durationMinutes: a.durationMinutes,
  essentials: essentialsOf(a.slug, a.category),
}));
const bySlug = new Map(candidates.map((c) => [c.id, c]));
const has = (ids: string[], essential: "tummyTime" | "motor") => ids.some((id) => bySlug.get(id)!.essentials!.includes(essential));
const tummyUntil = PLAN_RULES.essentials.find((e) => e.essential === "tummyTime")!.belowMonths;
const motorUntil = PLAN_RULES.essentials.find((e) => e.essential === "motor")!.belowMonths;

describe("the catalogue's daily essentials", () => {
  it("lists only existing movement activities as tummy time", () => {
    expect(categories.map((c) => c.slug)).toContain(MOTOR_CATEGORY_SLUG);
    for (const slug of TUMMY_TIME_SLUGS) expect(bySlug.get(slug)?.categoryId, slug).toBe(MOTOR_CATEGORY_SLUG);
  });

  it("has a tummy-time activity for every month the rule covers (0-6)", () => {
    for (let month = 0; month < tummyUntil; month++) {
      const fit = candidates.filter((c) => c.minAgeMonths <= month && month <= c.maxAgeMonths);
      expect(has(fit.map((c) => c.id), "tummyTime"), `month ${month}`).toBe(true);
    }
  });

  it("knows every activity whose title speaks of lying on the tummy", () => {
    const looksLikeTummyTime = activities.filter((a) => /qorin(i)? bilan yot/i.test(`${a.title} ${a.description}`));
    expect(looksLikeTummyTime.length).toBeGreaterThan(0);
    for (const a of looksLikeTummyTime) expect(TUMMY_TIME_SLUGS.has(a.slug), a.slug).toBe(true);
  });
});

describe("daily essentials in the plan of simulated children", () => {
  const feedbackArb = fc.option(fc.constantFrom<PlanFeedback>("easy", "just_right", "hard"), { nil: null });
  const childArb = fc.record({
    childId: fc.uuid(),
    firstDay: fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays("2026-01-01", n)),
    ageMonths: fc.integer({ min: 0, max: motorUntil + 6 }),
    // What the child does of each day's plan: a share of it, with the parent's answers.
    doneShare: fc.double({ min: 0, max: 1, noNaN: true }),
    answers: fc.array(feedbackArb, { minLength: 5, maxLength: 5 }),
  });

  it("holds tummy time every day up to 6 months and movement every day under 24 months", () => {
    fc.assert(
      fc.property(childArb, ({ childId, firstDay, ageMonths, doneShare, answers }) => {
        const history: PlanHistoryItem[] = [];
        for (let n = 0; n < 28; n++) {
          const day = addDays(firstDay, n);
          const plan = buildDailyPlan({ childId, day, ageMonths, candidates, history });
          if (ageMonths < tummyUntil) expect(has(plan, "tummyTime"), `${day}, ${ageMonths} months`).toBe(true);
          if (ageMonths < motorUntil) expect(has(plan, "motor"), `${day}, ${ageMonths} months`).toBe(true);
          plan.slice(0, Math.round(plan.length * doneShare)).forEach((id, i) => {
            const c = bySlug.get(id)!;
            history.push({ activityId: id, categoryId: c.categoryId, day, score: null, completed: true, feedback: answers[i] });
          });
        }
      }),
      { numRuns: 200 },
    );
  });

  it("gives a 2-month-old tummy time on all 28 days, not on a few", () => {
    for (const childId of ["a", "b", "c", "d", "e"]) {
      const days = Array.from({ length: 28 }, (_, n) => addDays("2026-03-01", n));
      const withTummyTime = days.filter((day) =>
        has(buildDailyPlan({ childId, day, ageMonths: 2, candidates, history: [] }), "tummyTime"),
      );
      expect(withTummyTime).toHaveLength(28);
    }
  });
});
