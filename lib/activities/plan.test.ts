// Worked examples of the daily plan rules (docs/daily-plan.md); properties are in plan-properties.test.ts.
import { describe, expect, it } from "vitest";
import { buildDailyPlan, completionRating, planSize, targetDifficulty, type PlanDifficulty, type PlanHistoryItem } from "@/lib/activities/plan";
import { addDays, activity, catalogue, done, byId } from "@/tests/helpers/plan-fixtures";

const CHILD = "6f1c2a4e-1111-4222-8333-944455556666";
const DAY = "2026-03-10";

describe("buildDailyPlan examples", () => {
  it("picks each activity from a different category when there are enough categories", () => {
    const list = catalogue(6, 5);
    const cats = byId(list);
    for (let n = 0; n < 30; n++) {
      const plan = buildDailyPlan({ childId: CHILD, day: addDays(DAY, n), ageMonths: 30, candidates: list, history: [] });
      expect(new Set(plan.map((id) => cats.get(id)!.categoryId)).size).toBe(plan.length);
    }
  });

  it("rotates across days", () => {
    const list = catalogue(6, 5);
    const plans = Array.from({ length: 7 }, (_, n) =>
      buildDailyPlan({ childId: CHILD, day: addDays(DAY, n), ageMonths: 30, candidates: list, history: [] }),
    );
    const union = new Set(plans.flat());
    expect(union.size).toBeGreaterThanOrEqual(2 * plans[0].length);
    expect(new Set(plans.map((p) => p.join())).size).toBeGreaterThanOrEqual(5);
  });

  it("rotates further when the child does each day's plan: no repeat within a week", () => {
    const list = catalogue(6, 5);
    const cats = byId(list);
    for (let k = 0; k < 50; k++) {
      const history: PlanHistoryItem[] = [];
      const seen = new Set<string>();
      for (let n = 0; n < 7; n++) {
        const day = addDays(DAY, n);
        const plan = buildDailyPlan({ childId: `child-${k}`, day, ageMonths: 30, candidates: list, history });
        for (const id of plan) {
          expect(seen.has(id)).toBe(false); // 30 activities, 4 a day: a week needs no repeat
          seen.add(id);
          history.push(done(cats.get(id)!, day));
        }
      }
    }
  });

  it("avoids activities done recently, but still uses them when nothing else fits", () => {
    const list = catalogue(5, 2); // cat1-a1, cat1-a2, ...
    for (let n = 0; n < 20; n++) {
      const day = addDays(DAY, n);
      const history = list.filter((c) => c.id.endsWith("a1")).map((c) => done(c, addDays(day, -1)));
      const plan = buildDailyPlan({ childId: `child-${n}`, day, ageMonths: 30, candidates: list, history });
      expect(plan.every((id) => id.endsWith("a2"))).toBe(true);
    }
    const three = catalogue(3, 1);
    const plan = buildDailyPlan({
      childId: CHILD, day: DAY, ageMonths: 30, candidates: three,
      history: three.map((c) => done(c, addDays(DAY, -1))),
    });
    expect([...plan].sort()).toEqual(three.map((c) => c.id).sort());
  });

  it("prefers the activity done longest ago when all were done recently", () => {
    const list = [activity("old", "cat1"), activity("new", "cat1"), activity("x1", "x"), activity("y1", "y"), activity("z1", "z")];
    const history = [done(list[0], addDays(DAY, -20)), done(list[1], addDays(DAY, -2))];
    for (let n = 0; n < 20; n++) {
      const plan = buildDailyPlan({ childId: `child-${n}`, day: DAY, ageMonths: 30, candidates: list, history });
      expect(plan).toContain("old");
      expect(plan.indexOf("old")).toBeLessThan(plan.includes("new") ? plan.indexOf("new") : Infinity);
    }
  });

  describe("difficulty", () => {
    // Category "math" has two activities of each level; three other categories are all easy.
    const math = (["easy", "medium", "hard"] as const).flatMap((difficulty) =>
      [1, 2].map((i) => activity(`math-${difficulty}-${i}`, "math", { difficulty })),
    );
    const list = [...math, ...catalogue(3, 2)];
    const level = (id: string) => byId(list).get(id)!.difficulty;
    const mathPick = (history: PlanHistoryItem[], childId = CHILD, day = DAY) => {
      const plan = buildDailyPlan({ childId, day, ageMonths: 40, candidates: list, history });
      const picked = plan.find((id) => id.startsWith("math-"));
      expect(picked).toBeDefined();
      return level(picked!);
    };
    const scores = (difficulty: PlanDifficulty, values: number[], day = DAY) =>
      values.map((score, i) => done(byId(list).get(`math-${difficulty}-1`)!, addDays(day, -1 - i), score));

    it("starts a new category at easy", () => {
      for (let n = 0; n < 10; n++) expect(mathPick([], `child-${n}`)).toBe("easy");
    });

    it("goes up after high scores and down after low ones", () => {
      for (let n = 0; n < 10; n++) {
        const child = `child-${n}`;
        expect(mathPick(scores("easy", [90, 85, 100]), child)).toBe("medium");
        expect(mathPick(scores("medium", [95, 80]), child)).toBe("hard");
        expect(mathPick(scores("hard", [100, 100]), child)).toBe("hard");
        expect(mathPick(scores("medium", [60, 70]), child)).toBe("medium");
        expect(mathPick(scores("medium", [20, 40, 30]), child)).toBe("easy");
        expect(mathPick(scores("hard", [10, 30]), child)).toBe("medium");
        expect(mathPick(scores("easy", [0]), child)).toBe("easy");
      }
    });

    it("uses only the last 5 scored completions, and none from today", () => {
      // Newest five are low, older ones high: down from medium.
      const older = scores("medium", [100, 100, 100, 100, 100, 100]).map((h, i) => ({ ...h, day: addDays(DAY, -10 - i) }));
      const history = [...scores("medium", [30, 30, 30, 30, 30]), ...older];
      expect(mathPick(history)).toBe("easy");
      // Perfect scores today do not move today's level; they move tomorrow's.
      const today = scores("easy", [100, 100]).map((h) => ({ ...h, day: DAY }));
      expect(mathPick(today)).toBe("easy");
      expect(mathPick(today, CHILD, addDays(DAY, 1))).toBe("medium");
    });

    it("falls back to the nearest level when the target level is missing", () => {
      const noMedium = list.filter((c) => !c.id.startsWith("math-medium"));
      const plan = buildDailyPlan({ childId: CHILD, day: DAY, ageMonths: 40, candidates: noMedium, history: scores("easy", [90]) });
      const picked = plan.find((id) => id.startsWith("math-"))!;
      expect(["easy", "hard"]).toContain(level(picked));
    });

    it("moves the level with the parent's answer or a ticked checklist where there is no score", () => {
      const unscored = (difficulty: PlanDifficulty, said: Partial<PlanHistoryItem>, n = 1) =>
        Array.from({ length: n }, (_, i) => ({ ...done(byId(list).get(`math-${difficulty}-1`)!, addDays(DAY, -1 - i), null), ...said }));
      for (let n = 0; n < 10; n++) {
        const child = `child-${n}`;
        expect(mathPick(unscored("easy", { feedback: "easy" }), child)).toBe("medium");
        expect(mathPick(unscored("easy", { checklistDone: true }), child)).toBe("medium");
        expect(mathPick(unscored("medium", { feedback: "easy", checklistDone: false }), child)).toBe("hard");
        expect(mathPick(unscored("medium", { feedback: "just_right" }, 3), child)).toBe("medium");
        expect(mathPick(unscored("medium", { feedback: "hard" }), child)).toBe("easy");
        // The answer outweighs the checklist; a score outweighs both; nothing said moves nothing.
        expect(mathPick(unscored("medium", { feedback: "hard", checklistDone: true }), child)).toBe("easy");
        expect(mathPick(unscored("medium", { feedback: "easy", score: 50 }), child)).toBe("medium");
        expect(mathPick(unscored("medium", { checklistDone: false }), child)).toBe("easy");
      }
    });

    it("completionRating maps answers to points", () => {
      expect(completionRating({ score: 35, feedback: "easy", checklistDone: true })).toBe(35);
      expect(completionRating({ score: null, feedback: "easy" })).toBe(100);
      expect(completionRating({ score: null, feedback: "just_right", checklistDone: true })).toBe(60);
      expect(completionRating({ score: null, feedback: "hard" })).toBe(0);
      expect(completionRating({ score: null, checklistDone: true })).toBe(100);
      expect(completionRating({ score: null, feedback: null, checklistDone: false })).toBeNull();
    });

    it("targetDifficulty follows the documented thresholds", () => {
      expect(targetDifficulty([])).toBe("easy");
      expect(targetDifficulty([{ difficulty: "easy", score: 80 }])).toBe("medium");
      expect(targetDifficulty([{ difficulty: "medium", score: 79 }])).toBe("medium");
      expect(targetDifficulty([{ difficulty: "medium", score: 41 }])).toBe("medium");
      expect(targetDifficulty([{ difficulty: "medium", score: 40 }])).toBe("easy");
      expect(targetDifficulty([{ difficulty: "hard", score: 90 }, { difficulty: "easy", score: 70 }])).toBe("hard");
      expect(targetDifficulty([{ difficulty: "easy", score: 10 }])).toBe("easy");
    });
  });

  describe("size", () => {
    const size = (ageMonths: number, durationMinutes: number) =>
      buildDailyPlan({ childId: CHILD, day: DAY, ageMonths, candidates: catalogue(6, 3, { durationMinutes }), history: [] }).length;

    it("gives babies under 12 months 3 activities", () => {
      for (const age of [0, 3, 6, 11]) expect(size(age, 5)).toBe(3);
    });

    it("gives older children 4, or 5 when five fit the minutes budget", () => {
      expect(size(12, 6)).toBe(5); // 30 min <= 30
      expect(size(24, 7)).toBe(4); // 35 min > 30
      expect(size(36, 8)).toBe(5); // 40 min <= 40
      expect(size(60, 9)).toBe(4); // 45 min > 40
    });

    it("planSize never exceeds what is available", () => {
      expect(planSize([], 30)).toBe(0);
      expect(planSize([5, 5], 30)).toBe(2);
      expect(planSize([5, 5, 5, 5], 30)).toBe(4);
      expect(planSize([5, 5, 5, 5], 6)).toBe(3);
    });
  });

  describe("age window", () => {
    it("widens to the nearest windows when fewer than 3 fit", () => {
      const list = [
        activity("fit", "a", { minAgeMonths: 24, maxAgeMonths: 40 }),
        activity("near", "b", { minAgeMonths: 40, maxAgeMonths: 50 }), // 3 months away
        activity("nearer", "c", { minAgeMonths: 12, maxAgeMonths: 35 }), // 2 months away
        activity("far", "d", { minAgeMonths: 60, maxAgeMonths: 72 }),
        activity("farther", "e", { minAgeMonths: 0, maxAgeMonths: 6 }),
      ];
      const plan = buildDailyPlan({ childId: CHILD, day: DAY, ageMonths: 37, candidates: list.slice(1).concat(list[0]), history: [] });
      expect([...plan].sort()).toEqual(["fit", "near", "nearer"].sort());
    });

    it("returns the whole catalogue when it has fewer than 3, and nothing when empty", () => {
      const two = catalogue(2, 1, { minAgeMonths: 50, maxAgeMonths: 60 });
      expect(buildDailyPlan({ childId: CHILD, day: DAY, ageMonths: 10, candidates: two, history: [] }).sort()).toEqual(
        two.map((c) => c.id).sort(),
      );
      expect(buildDailyPlan({ childId: CHILD, day: DAY, ageMonths: 10, candidates: [], history: [] })).toEqual([]);
    });

    it("never shows an activity outside the window when 3 or more fit", () => {
      const big = catalogue(2, 3, { minAgeMonths: 12, maxAgeMonths: 24 }).map((c) => ({ ...c, id: `big-${c.id}` }));
      const list = [...catalogue(3, 2, { minAgeMonths: 0, maxAgeMonths: 11 }), ...big];
      for (let n = 0; n < 20; n++) {
        const plan = buildDailyPlan({ childId: CHILD, day: addDays(DAY, n), ageMonths: 8, candidates: list, history: [] });
        expect(plan.some((id) => id.startsWith("big-"))).toBe(false);
      }
    });
  });
});
