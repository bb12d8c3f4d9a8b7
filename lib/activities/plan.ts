/**
 * The daily plan: which activities a child sees on the dashboard for one Tashkent day.
 * Pure: no database, no clock, no Math.random. Full rules: docs/daily-plan.md.
 *
 * 1. Pool: the age-fit candidates (minAgeMonths <= age <= maxAgeMonths). With fewer than 3,
 *    the nearest windows (distance in months, then id) fill the pool up to 3.
 * 2. Only history before `day` counts (at most 28 days back). Today's attempts never change
 *    today's plan; later days are ignored too.
 * 3. Target level per category, from its last 5 rated completions (a game's score, else the
 *    parent's "how did it go" or a fully ticked checklist as points): average >= 80 -> one level
 *    above the most recent one, <= 40 -> one below, otherwise the same; none -> easy.
 * 4. Each candidate gets a penalty (lower is better):
 *    |level - target| + recency (1.5 the day after, halving every 7 days) + jitter [0, 0.5),
 *    minus 1 when it practises a milestone the parent marked "not yet" (before `day`).
 * 5. Categories are ordered by load, least first: the sum of the recency weight of every past
 *    attempt in the category (ties, e.g. never done, by a seeded draw). They are then dealt
 *    round-robin, each giving its lowest-penalty remaining candidate, so no category repeats
 *    before every category in the pool has had a turn. The output keeps this order.
 * 5a. Daily essentials come first: at ages where an essential applies (tummy time 0-6 months,
 *    a motor activity under 24), its lowest-penalty candidate in the pool opens the plan unless
 *    an earlier pick already counts for it; its category then takes its round-robin turn last.
 * 6. Size: under 12 months 3; otherwise 5 when the first five fit the minutes budget
 *    (30 under 36 months, 40 from 36), else 4. Never more than the pool holds.
 * Jitter comes from mulberry32 seeded with FNV-1a of `${childId}:${day}:...`, one draw per key,
 * so the plan is the same on every call that day, changes from day to day, and does not depend
 * on the order of `candidates` or `history`.
 */
import { daysBetween } from "@/lib/time";
import { roundRobin, seededRandom, sortByKey } from "./plan-helpers";

export { seededRandom } from "./plan-helpers";

export type PlanDifficulty = "easy" | "medium" | "hard";
/** Kinds of activity the plan must hold every day at some ages (rule 5a, essentials.ts). */
export type PlanEssential = "tummyTime" | "motor";
/** The parent's answer to "how did it go?" on completion. */
export type PlanFeedback = "easy" | "just_right" | "hard";

export interface PlanCandidate {
  id: string;
  categoryId: string;
  difficulty: PlanDifficulty;
  minAgeMonths: number;
  maxAgeMonths: number;
  durationMinutes: number;
  /** The daily essentials this activity counts for (none when absent). */
  essentials?: readonly PlanEssential[];
  /** Milestone ids the activity practises (lib/milestones/practice.json). */
  practises?: readonly string[];
}

export interface PlanHistoryItem {
  activityId: string;
  categoryId: string;
  day: string; // YYYY-MM-DD, Tashkent calendar day of the attempt
  score: number | null;
  completed: boolean;
  feedback?: PlanFeedback | null;
  /** Every item of an instructional activity's checklist was ticked. */
  checklistDone?: boolean | null;
}

export interface PlanInput {
  childId: string;
  day: string; // YYYY-MM-DD, Tashkent calendar day of the plan
  ageMonths: number;
  candidates: PlanCandidate[];
  history: PlanHistoryItem[]; // recent attempts (e.g. 28 days); today's may be included, are ignored
  /** Milestone ids answered "not yet" before `day` (rule 4); none when absent. */
  notYet?: readonly string[];
}

/**
 * All the plan reads of one activity's history: its attempts in the lookback window before the
 * plan's day (rule 2), summed up. The dashboard has the database compute it (dashboard.ts), so
 * that the rows it reads are bounded by the catalogue, not by the history; `usageFromHistory`
 * is the same in plain code, for the tests and as the definition.
 */
export interface ActivityUsage {
  activityId: string;
  categoryId: string;
  /** Days before the plan's day (1..lookbackDays) of every attempt, started or completed. */
  daysAgo: number[];
  /**
   * The newest rated completions (completionRating), at most scoreWindow: newest first, lower
   * rating first within a day. `score` is the rating.
   */
  scores: { daysAgo: number; score: number }[];
}

export type PlanUsageInput = Omit<PlanInput, "history"> & { usage: ActivityUsage[] };

/** The tunable numbers of the rules above (docs/daily-plan.md explains each). */
export const PLAN_RULES = {
  minSize: 3, normalSize: 4, maxSize: 5, babyUnderMonths: 12,
  minutesBudget: { under36Months: 30, from36Months: 40 },
  lookbackDays: 28, scoreWindow: 5, highScore: 80, lowScore: 40,
  recentPenalty: 1.5, halfLifeDays: 7, jitter: 0.5,
  /** Rule 4: taken off the penalty of an activity practising a milestone marked "not yet". */
  notYetBoost: 1,
  /** Points of a completion without a score (rule 3): the parent's answer, else the checklist. */
  feedbackPoints: { easy: 100, just_right: 60, hard: 0 }, checklistDonePoints: 100,
  /** Rule 5a, in order: each essential applies while the age in months is below `belowMonths`. */
  essentials: [
    { essential: "tummyTime", belowMonths: 7 },
    { essential: "motor", belowMonths: 24 },
  ],
} as const;

const LEVELS: readonly PlanDifficulty[] = ["easy", "medium", "hard"];

/** Activity ids for the child's plan on `input.day`, in display order. */
export function buildDailyPlan({ history, ...input }: PlanInput): string[] {
  return buildPlanFromUsage({ ...input, usage: usageFromHistory(history, input.day) });
}

/** The same as buildDailyPlan, from the history already summed up per activity. */
export function buildPlanFromUsage(input: PlanUsageInput): string[] {
  const catalogue = uniqueById(input.candidates);
  const pool = agePool(catalogue, input.ageMonths);
  const seed = `${input.childId}:${input.day}`;
  const levelById = new Map(catalogue.map((c) => [c.id, c.difficulty]));
  // In id order, so that sums and ties do not depend on the order of the usage rows.
  const usage = sortByKey(input.usage, (u) => u.activityId);
  const lastDaysAgo = new Map(usage.filter((u) => u.daysAgo.length > 0).map((u) => [u.activityId, Math.min(...u.daysAgo)]));
  const categoryLoad = new Map<string, number>();
  for (const u of usage) {
    const load = u.daysAgo.reduce((sum, ago) => sum + recencyPenalty(ago), 0);
    categoryLoad.set(u.categoryId, (categoryLoad.get(u.categoryId) ?? 0) + load);
  }

  const categories = [...new Set(pool.map((c) => c.categoryId))];
  const targets = new Map(categories.map((id) => [id, targetDifficulty(recentScores(usage, id, levelById))]));
  const penalty = (c: PlanCandidate) =>
    Math.abs(LEVELS.indexOf(c.difficulty) - LEVELS.indexOf(targets.get(c.categoryId)!)) +
    recencyPenalty(lastDaysAgo.get(c.id)) +
    PLAN_RULES.jitter * seededRandom(`${seed}:activity:${c.id}`);
  const notYet = new Set(input.notYet ?? []);
  const boost = (c: PlanCandidate) => (c.practises?.some((id) => notYet.has(id)) ? PLAN_RULES.notYetBoost : 0);
  const penalties = new Map(pool.map((c) => [c, penalty(c) - boost(c)]));

  const categoryOrder = sortByKey(
    categories,
    (categoryId) => categoryLoad.get(categoryId) ?? 0, // least practised lately first
    (categoryId) => seededRandom(`${seed}:category:${categoryId}`),
    (categoryId) => categoryId,
  );
  const essentials = essentialPicks(pool, input.ageMonths, (c) => penalties.get(c)!);
  const picked = new Set(essentials.map((c) => c.categoryId));
  // The essentials' categories had their turn: they come last in the round-robin.
  const rotation = [...categoryOrder.filter((id) => !picked.has(id)), ...categoryOrder.filter((id) => picked.has(id))];
  const queues = rotation.map((categoryId) =>
    sortByKey(
      pool.filter((c) => c.categoryId === categoryId && !essentials.includes(c)),
      (c) => penalties.get(c)!,
      (c) => c.id,
    ),
  );
  const ordered = [...essentials, ...roundRobin(queues)];
  return ordered.slice(0, planSize(ordered.map((c) => c.durationMinutes), input.ageMonths)).map((c) => c.id);
}

/**
 * Rule 5a: for each essential that applies at this age (PLAN_RULES.essentials, in order) and is
 * not yet covered by an earlier pick, its lowest-penalty candidate of the pool (ties by id).
 */
function essentialPicks(pool: PlanCandidate[], ageMonths: number, penalty: (c: PlanCandidate) => number): PlanCandidate[] {
  const picks: PlanCandidate[] = [];
  for (const { essential, belowMonths } of PLAN_RULES.essentials) {
    if (ageMonths >= belowMonths || picks.some((c) => c.essentials?.includes(essential))) continue;
    const [best] = sortByKey(pool.filter((c) => c.essentials?.includes(essential) && !picks.includes(c)), penalty, (c) => c.id);
    if (best) picks.push(best);
  }
  return picks;
}

/**
 * The points a completion gives the difficulty rule (rule 3): a game's score; else the
 * parent's "how did it go" (easy 100, just right 60, hard 0); else 100 when every checklist
 * item was ticked; else none (the completion does not move the level).
 */
export function completionRating(h: Pick<PlanHistoryItem, "score" | "feedback" | "checklistDone">): number | null {
  if (h.score !== null) return h.score;
  if (h.feedback) return PLAN_RULES.feedbackPoints[h.feedback];
  return h.checklistDone ? PLAN_RULES.checklistDonePoints : null;
}

/** Target level from a category's recent rated completions, newest first. */
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

// The catalogue array is the same object for every request until its cache expires, so its
// canonical form is worked out once per array.
const canonical = new WeakMap<PlanCandidate[], PlanCandidate[]>();

/** One candidate per id (the first given), in id order: the plan must not depend on input order. */
function uniqueById(candidates: PlanCandidate[]): PlanCandidate[] {
  let unique = canonical.get(candidates);
  if (!unique) {
    const byId = new Map<string, PlanCandidate>();
    for (const c of sortByKey(candidates, (c) => c.id)) if (!byId.has(c.id)) byId.set(c.id, c);
    unique = [...byId.values()];
    canonical.set(candidates, unique);
  }
  return unique;
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

/** Sums up the attempts of the lookback window before `day` (rule 2) per activity. */
export function usageFromHistory(history: PlanHistoryItem[], day: string): ActivityUsage[] {
  const byActivity = new Map<string, ActivityUsage>();
  const scored: (PlanHistoryItem & { ago: number; rating: number })[] = [];
  for (const h of history) {
    const ago = daysBetween(h.day, day);
    if (ago < 1 || ago > PLAN_RULES.lookbackDays) continue;
    const usage = byActivity.get(h.activityId) ?? { activityId: h.activityId, categoryId: h.categoryId, daysAgo: [], scores: [] };
    byActivity.set(h.activityId, usage);
    usage.daysAgo.push(ago);
    const rating = h.completed ? completionRating(h) : null;
    if (rating !== null) scored.push({ ...h, ago, rating });
  }
  for (const h of sortByKey(scored, (h) => h.ago, (h) => h.rating)) {
    const { scores } = byActivity.get(h.activityId)!;
    if (scores.length < PLAN_RULES.scoreWindow) scores.push({ daysAgo: h.ago, score: h.rating });
  }
  return [...byActivity.values()];
}

/** A category's last scored completions (rule 3), newest first, ties by activity id, then score. */
function recentScores(usage: ActivityUsage[], categoryId: string, levelById: Map<string, PlanDifficulty>) {
  const scored = usage
    .filter((u) => u.categoryId === categoryId && levelById.has(u.activityId))
    .flatMap((u) => u.scores.map((s) => ({ ...s, activityId: u.activityId, difficulty: levelById.get(u.activityId)! })));
  return sortByKey(scored, (s) => s.daysAgo, (s) => s.activityId, (s) => s.score)
    .slice(0, PLAN_RULES.scoreWindow)
    .map(({ difficulty, score }) => ({ difficulty, score }));
}

/** 1.5 for an attempt yesterday, halving every 7 days; 0 when never done in the window. */
function recencyPenalty(daysAgo: number | undefined): number {
  if (daysAgo === undefined) return 0;
  return PLAN_RULES.recentPenalty * 0.5 ** ((daysAgo - 1) / PLAN_RULES.halfLifeDays);
}
