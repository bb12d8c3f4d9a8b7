/**
 * The daily plan: which activities a child sees on the dashboard for one Tashkent day.
 * Pure: no database, no clock, no Math.random. Full rules: docs/daily-plan.md.
 *
 * 1. Pool: the age-fit candidates (minAgeMonths <= age <= maxAgeMonths). With fewer than 3,
 *    the nearest windows (distance in months, then id) fill the pool up to 3.
 * 2. Only history before `day` counts (at most 28 days back). Today's attempts never change
 *    today's plan; later days are ignored too.
 * 3. Target level per category, from its last 5 scored completions: average >= 80 -> one level
 *    above the most recent one, <= 40 -> one below, otherwise the same; none -> easy.
 * 4. Each candidate gets a penalty (lower is better):
 *    |level - target| + recency (1.5 the day after, halving every 7 days) + jitter [0, 0.5).
 * 5. Categories are ordered by load, least first: the sum of the recency weight of every past
 *    attempt in the category (ties, e.g. never done, by a seeded draw). They are then dealt
 *    round-robin, each giving its lowest-penalty remaining candidate, so no category repeats
 *    before every category in the pool has had a turn. The output keeps this order.
 * 6. Size: under 12 months 3; otherwise 5 when the first five fit the minutes budget
 *    (30 under 36 months, 40 from 36), else 4. Never more than the pool holds.
 * Jitter comes from mulberry32 seeded with FNV-1a of `${childId}:${day}:...`, one draw per key,
 * so the plan is the same on every call that day, changes from day to day, and does not depend
 * on the order of `candidates` or `history`.
 */
import { daysBetween } from "@/lib/time";

export type PlanDifficulty = "easy" | "medium" | "hard";

export interface PlanCandidate {
  id: string;
  categoryId: string;
  difficulty: PlanDifficulty;
  minAgeMonths: number;
  maxAgeMonths: number;
  durationMinutes: number;
}

export interface PlanHistoryItem {
  activityId: string;
  categoryId: string;
  day: string; // YYYY-MM-DD, Tashkent calendar day of the attempt
  score: number | null;
  completed: boolean;
}

export interface PlanInput {
  childId: string;
  day: string; // YYYY-MM-DD, Tashkent calendar day of the plan
  ageMonths: number;
  candidates: PlanCandidate[];
  history: PlanHistoryItem[]; // recent attempts (e.g. 28 days); today's may be included, are ignored
}

/** The tunable numbers of the rules above (docs/daily-plan.md explains each). */
export const PLAN_RULES = {
  minSize: 3, normalSize: 4, maxSize: 5, babyUnderMonths: 12,
  minutesBudget: { under36Months: 30, from36Months: 40 },
  lookbackDays: 28, scoreWindow: 5, highScore: 80, lowScore: 40,
  recentPenalty: 1.5, halfLifeDays: 7, jitter: 0.5,
} as const;

const LEVELS: readonly PlanDifficulty[] = ["easy", "medium", "hard"];

/** Activity ids for the child's plan on `input.day`, in display order. */
export function buildDailyPlan(input: PlanInput): string[] {
  const catalogue = uniqueById(input.candidates);
  const pool = agePool(catalogue, input.ageMonths);
  const past = pastHistory(input.history, input.day);
  const seed = `${input.childId}:${input.day}`;
  const levelById = new Map(catalogue.map((c) => [c.id, c.difficulty]));
  const { lastDoneDay, categoryLoad } = pastUsage(past, input.day);

  const categories = [...new Set(pool.map((c) => c.categoryId))];
  const targets = new Map(categories.map((id) => [id, targetDifficulty(recentScores(past, id, levelById))]));
  const penalty = (c: PlanCandidate) =>
    Math.abs(LEVELS.indexOf(c.difficulty) - LEVELS.indexOf(targets.get(c.categoryId)!)) +
    recencyPenalty(lastDoneDay.get(c.id), input.day) +
    PLAN_RULES.jitter * seededRandom(`${seed}:activity:${c.id}`);
  const ranked = pool.map((c) => ({ ...c, penalty: penalty(c) }));

  const categoryOrder = sortByKey(
    categories,
    (categoryId) => categoryLoad.get(categoryId) ?? 0, // least practised lately first
    (categoryId) => seededRandom(`${seed}:category:${categoryId}`),
    (categoryId) => categoryId,
  );
  const queues = categoryOrder.map((categoryId) =>
    sortByKey(ranked.filter((c) => c.categoryId === categoryId), (c) => c.penalty, (c) => c.id),
  );
  const ordered = roundRobin(queues);
  return ordered.slice(0, planSize(ordered.map((c) => c.durationMinutes), input.ageMonths)).map((c) => c.id);
}

/** Target level from a category's recent scored completions, newest first. */
export function targetDifficulty(recent: { difficulty: PlanDifficulty; score: number }[]): PlanDifficulty {
  if (recent.length === 0) return "easy";
  const average = recent.reduce((sum, r) => sum + r.score, 0) / recent.length;
  const current = LEVELS.indexOf(recent[0].difficulty);
  if (average >= PLAN_RULES.highScore) return LEVELS[Math.min(current + 1, LEVELS.length - 1)];
  if (average <= PLAN_RULES.lowScore) return LEVELS[Math.max(current - 1, 0)];
  return LEVELS[current];
}

/** How many of the ranked candidates to show (their durations in ranked order). */
export function planSize(rankedMinutes: number[], ageMonths: number): number {
  const { minSize, normalSize, maxSize, babyUnderMonths } = PLAN_RULES;
  if (rankedMinutes.length <= minSize || ageMonths < babyUnderMonths) {
    return Math.min(minSize, rankedMinutes.length);
  }
  const { under36Months, from36Months } = PLAN_RULES.minutesBudget;
  const budget = ageMonths < 36 ? under36Months : from36Months;
  const firstFive = rankedMinutes.slice(0, maxSize);
  const fitsBudget = firstFive.length === maxSize && firstFive.reduce((a, b) => a + b, 0) <= budget;
  return fitsBudget ? maxSize : Math.min(normalSize, rankedMinutes.length);
}

function uniqueById(candidates: PlanCandidate[]): PlanCandidate[] {
  const byId = new Map<string, PlanCandidate>();
  for (const c of sortByKey(candidates, (c) => c.id)) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
}

function ageDistance(c: PlanCandidate, ageMonths: number): number {
  if (ageMonths < c.minAgeMonths) return c.minAgeMonths - ageMonths;
  if (ageMonths > c.maxAgeMonths) return ageMonths - c.maxAgeMonths;
  return 0;
}

function agePool(catalogue: PlanCandidate[], ageMonths: number): PlanCandidate[] {
  const fit = catalogue.filter((c) => ageDistance(c, ageMonths) === 0);
  if (fit.length >= PLAN_RULES.minSize) return fit;
  const outside = catalogue.filter((c) => ageDistance(c, ageMonths) !== 0);
  const nearest = sortByKey(outside, (c) => ageDistance(c, ageMonths)); // ties: by id (catalogue order)
  return [...fit, ...nearest.slice(0, PLAN_RULES.minSize - fit.length)];
}

/** Attempts from the lookback window before `day`, newest first, in a fixed order. */
function pastHistory(history: PlanHistoryItem[], day: string): PlanHistoryItem[] {
  const recent = history.filter((h) => {
    const ago = daysBetween(h.day, day);
    return ago >= 1 && ago <= PLAN_RULES.lookbackDays;
  });
  return sortByKey(recent, (h) => daysBetween(h.day, day), (h) => h.activityId, (h) => h.score ?? -1);
}

/** When each activity was last done, and each category's load (sum of its attempts' recency). */
function pastUsage(past: PlanHistoryItem[], day: string) {
  const lastDoneDay = new Map<string, string>();
  const categoryLoad = new Map<string, number>();
  for (const h of past) {
    if (!lastDoneDay.has(h.activityId)) lastDoneDay.set(h.activityId, h.day); // past is newest first
    categoryLoad.set(h.categoryId, (categoryLoad.get(h.categoryId) ?? 0) + recencyPenalty(h.day, day));
  }
  return { lastDoneDay, categoryLoad };
}

function recentScores(past: PlanHistoryItem[], categoryId: string, levelById: Map<string, PlanDifficulty>) {
  return past
    .filter((h) => h.categoryId === categoryId && h.completed && h.score !== null && levelById.has(h.activityId))
    .slice(0, PLAN_RULES.scoreWindow)
    .map((h) => ({ difficulty: levelById.get(h.activityId)!, score: h.score! }));
}

/** 1.5 for yesterday, halving every 7 days; 0 when never done in the window. */
function recencyPenalty(lastDay: string | undefined, day: string): number {
  if (lastDay === undefined) return 0;
  const ago = daysBetween(lastDay, day);
  return PLAN_RULES.recentPenalty * 0.5 ** ((ago - 1) / PLAN_RULES.halfLifeDays);
}

function roundRobin<T>(queues: T[][]): T[] {
  const out: T[] = [];
  for (let round = 0; queues.some((q) => q.length > round); round++) {
    for (const q of queues) if (round < q.length) out.push(q[round]);
  }
  return out;
}

/** Stable sort by several keys (numbers or strings), ascending. */
function sortByKey<T>(items: T[], ...keys: ((item: T) => number | string)[]): T[] {
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const x = key(a), y = key(b);
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
}

/** A number in [0, 1) fixed by `key`: FNV-1a hash of the key seeding one mulberry32 draw. */
export function seededRandom(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let t = (h + 0x6d2b79f5) | 0; // mulberry32
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
