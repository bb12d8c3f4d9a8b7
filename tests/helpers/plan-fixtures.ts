// Builders and fast-check generators shared by the daily plan's tests (plan.test.ts for examples,
// plan-properties.test.ts for properties). Test code only.
import fc from "fast-check";
import type { PlanCandidate, PlanDifficulty, PlanEssential, PlanHistoryItem, PlanInput } from "@/lib/activities/plan";

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function isAgeFit(c: PlanCandidate, ageMonths: number): boolean {
  return c.minAgeMonths <= ageMonths && ageMonths <= c.maxAgeMonths;
}

export function activity(id: string, categoryId: string, over: Partial<PlanCandidate> = {}): PlanCandidate {
  return { id, categoryId, difficulty: "easy", minAgeMonths: 0, maxAgeMonths: 72, durationMinutes: 10, ...over };
}

/** `perCategory` activities in each of `categories` categories, all fit for 0-72 months. */
export function catalogue(categories: number, perCategory: number, over: Partial<PlanCandidate> = {}): PlanCandidate[] {
  const out: PlanCandidate[] = [];
  for (let c = 1; c <= categories; c++) {
    for (let i = 1; i <= perCategory; i++) out.push(activity(`cat${c}-a${i}`, `cat${c}`, over));
  }
  return out;
}

export function done(a: PlanCandidate, day: string, score: number | null = 60): PlanHistoryItem {
  return { activityId: a.id, categoryId: a.categoryId, day, score, completed: true };
}

export const byId = (list: PlanCandidate[]) => new Map(list.map((c) => [c.id, c]));

// ---------- generators ----------

const BASE_DAY = "2026-01-01";
const dayArb = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays(BASE_DAY, n));
const difficultyArb = fc.constantFrom<PlanDifficulty>("easy", "medium", "hard");

const candidateArb: fc.Arbitrary<PlanCandidate> = fc
  .record({
    id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    categoryId: fc.constantFrom("c1", "c2", "c3", "c4", "c5", "c6", "c7"),
    difficulty: difficultyArb,
    minAgeMonths: fc.integer({ min: 0, max: 72 }),
    span: fc.integer({ min: 0, max: 48 }),
    durationMinutes: fc.integer({ min: 1, max: 20 }),
    tummyTime: fc.boolean(),
  })
  // Shaped like the real catalogue (essentials.ts): c1 is the movement category, and only some
  // of its activities are tummy time.
  .map(({ span, tummyTime, ...c }) => ({
    ...c,
    maxAgeMonths: c.minAgeMonths + span,
    essentials: (c.categoryId !== "c1" ? [] : tummyTime ? ["tummyTime", "motor"] : ["motor"]) as PlanEssential[],
  }));

const catalogueArb = fc.uniqueArray(candidateArb, { selector: (c) => c.id, maxLength: 40 });

function historyArb(candidates: PlanCandidate[], day: string): fc.Arbitrary<PlanHistoryItem[]> {
  const activityArb =
    candidates.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...candidates).map((c) => ({ activityId: c.id, categoryId: c.categoryId })) },
          { weight: 1, arbitrary: fc.record({ activityId: fc.constant("gone"), categoryId: fc.constant("c1") }) },
        )
      : fc.record({ activityId: fc.constant("gone"), categoryId: fc.constant("c1") });
  return fc.array(
    fc.record({
      activity: activityArb,
      daysAgo: fc.integer({ min: -3, max: 40 }),
      score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      completed: fc.boolean(),
      feedback: fc.option(fc.constantFrom("easy" as const, "just_right" as const, "hard" as const), { nil: null }),
      checklistDone: fc.option(fc.boolean(), { nil: null }),
    }).map(({ activity, daysAgo, ...rest }) => ({ ...activity, day: addDays(day, -daysAgo), ...rest })),
    { maxLength: 40 },
  );
}

export const inputArb: fc.Arbitrary<PlanInput> = fc
  .record({ childId: fc.uuid(), day: dayArb, ageMonths: fc.integer({ min: 0, max: 96 }), candidates: catalogueArb })
  .chain((base) => historyArb(base.candidates, base.day).map((history) => ({ ...base, history })));

export const todayItemsArb = (input: PlanInput) => historyArb(input.candidates, input.day).map((items) =>
  items.map((h) => ({ ...h, day: input.day })),
);

export const RUNS = { numRuns: 300 };
