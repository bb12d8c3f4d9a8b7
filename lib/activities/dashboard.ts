/**
 * Today's recommended activities for a child (docs/daily-plan.md). The choice itself
 * is the pure buildPlanFromUsage (docs/daily-plan.md); this module feeds it: the catalogue from
 * the process cache, and the child's recent attempts summed up per activity by one query, so
 * the cost stays flat however long the history grows (docs/performance.md): the database reads
 * at most HISTORY_CAP of the newest attempts of the 28-day window before today (index
 * activity_attempts(child_id, started_at)) and returns at most one row per activity.
 *
 * A plan depends only on the child, the day, the child's age, the catalogue and the attempts
 * before that day (rule 2), none of which change during the day, so it is worked out once per
 * child and day and kept in memory (`plans` below); every other request of that day reads only
 * the child with its attempts of today, for the statuses.
 * Queries: the child with today's attempts (1, with the session check for the API), plus the usage (1) on the day's first request
 * for the child; the catalogue only when its cache is cold.
 */
import "server-only";
import { accessOf, whoId, type Access, type Who } from "@/lib/sharing/access";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import type { Reader } from "@/lib/auth/sessions";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { dateOnly, isoDate, tashkentDate, tashkentDayStart } from "@/lib/time";
import { childAgeMonths, childRealAgeMonths, findChild, resolveChild, type ActivityChild } from "./child";
import { getCatalogue, textOf, type CatalogueIndex } from "./catalogue-cache";
import { buildPlanFromUsage, PLAN_RULES, type ActivityUsage } from "./plan";
import type { ActivitySummary } from "./schemas";
import { statusByActivity } from "./status";

/** The newest attempts the plan reads: plenty for the rules, a bound for a runaway client. */
export const HISTORY_CAP = 200;

/** The day `days` before a YYYY-MM-DD day. */
export function dayBefore(day: string, days: number): string {
  return isoDate(new Date(dateOnly(day).getTime() - days * 86_400_000));
}

type UsageRow = {
  activity_id: string;
  days_ago: number[];
  score_days_ago: number[] | null;
  scores: number[] | null;
};

/**
 * The child's attempts of the lookback window before `day` summed up per activity, as
 * usageFromHistory in plan.ts defines it (dashboard.test.ts checks that they agree).
 * Activities missing from `catalogue` are left out.
 */
export async function loadUsage(childId: string, day: string, catalogue: CatalogueIndex): Promise<ActivityUsage[]> {
  const db = await getDb();
  // `day` is the Tashkent date of `started_at` (progress.ts), so bounding started_at as well lets
  // every plan, also a prepared statement's generic one, walk activity_attempts(child_id,
  // started_at) from the newest row and stop at the cap. Bounded by day alone, PostgreSQL may
  // read the whole window and sort it, slower on a long history (the figure:
  // docs/performance.md, "Figures quoted from code"). A day more
  // on each side keeps an attempt started a millisecond off midnight.
  const from = tashkentDayStart(dayBefore(day, PLAN_RULES.lookbackDays + 1));
  const until = tashkentDayStart(dayBefore(day, -1));
  const scored = Prisma.sql`completed_at IS NOT NULL AND rating IS NOT NULL`;
  // completionRating in plan.ts: the score, else the parent's answer, else a ticked checklist.
  const points = PLAN_RULES.feedbackPoints;
  const rating = Prisma.sql`coalesce(score,
    CASE feedback WHEN 'easy' THEN ${points.easy}::int WHEN 'just_right' THEN ${points.just_right}::int WHEN 'hard' THEN ${points.hard}::int END,
    CASE WHEN checklist_done THEN ${PLAN_RULES.checklistDonePoints}::int END)`;
  const rows = await db.$queryRaw<UsageRow[]>`
    SELECT activity_id::text,
           array_agg(${day}::date - day) AS days_ago,
           (array_agg(${day}::date - day ORDER BY day DESC, rating) FILTER (WHERE ${scored}))[1:${PLAN_RULES.scoreWindow}::int] AS score_days_ago,
           (array_agg(rating ORDER BY day DESC, rating) FILTER (WHERE ${scored}))[1:${PLAN_RULES.scoreWindow}::int] AS scores
    FROM (SELECT activity_id, day, ${rating} AS rating, completed_at FROM activity_attempts
          WHERE child_id = ${childId}::uuid AND started_at >= ${from} AND started_at < ${until}
            AND day BETWEEN ${day}::date - ${PLAN_RULES.lookbackDays}::int AND ${day}::date - 1
          ORDER BY started_at DESC LIMIT ${HISTORY_CAP}::int) AS recent
    GROUP BY activity_id`;

  const usage: ActivityUsage[] = [];
  for (const row of rows) {
    const activity = catalogue.activityById.get(row.activity_id);
    if (!activity) continue; // newer than the cached catalogue: cannot be planned anyway
    const scoreDays = row.score_days_ago ?? [];
    usage.push({
      activityId: row.activity_id,
      categoryId: activity.categoryId,
      daysAgo: row.days_ago,
      scores: (row.scores ?? []).map((score, i) => ({ daysAgo: scoreDays[i], score })),
    });
  }
  return usage;
}

/**
 * Plans of the day by child, day and age, for one version of the catalogue's planning fields:
 * a catalogue that changed empties it (a reload that changed nothing does not). Insertion-ordered:
 * past PLANS_KEPT the oldest entry goes, so memory stays bounded (~0.3 KB an entry) and
 * yesterday's plans age out.
 */
const PLANS_KEPT = 5_000;
const plans = new Map<string, string[]>();
let plansVersion = "";

async function planOfDay(
  childId: string,
  day: string,
  ageMonths: number,
  notYet: string[],
  catalogue: CatalogueIndex,
): Promise<string[]> {
  if (catalogue.planVersion !== plansVersion) {
    plans.clear();
    plansVersion = catalogue.planVersion;
  }
  // The "not yet" milestones are part of the key: an answer dated before today (the parent may
  // date one in the past) changes the plan on the next request, like a new day would.
  const key = `${childId}:${day}:${ageMonths}:${notYet.join("+")}`;
  const kept = plans.get(key);
  if (kept) return kept;
  const usage = await loadUsage(childId, day, catalogue);
  const ids = buildPlanFromUsage({ childId, day, ageMonths, candidates: catalogue.activities, usage, notYet });
  if (plansVersion !== catalogue.planVersion) return ids; // the catalogue changed meanwhile
  if (plans.size >= PLANS_KEPT) plans.delete(plans.keys().next().value!);
  plans.set(key, ids);
  return ids;
}

export interface Dashboard {
  /** The child the plan is for: the one named, else the selected child (findChild in child.ts). */
  childId: string;
  activities: ActivitySummary[];
  /** The oldest age, in completed months, the catalogue has activities for (72: 6 years). */
  catalogueEndsAtAgeMonths: number;
  /** The child is older than that: the plan repeats activities written for younger children. */
  beyondCatalogue: boolean;
}

/**
 * Today's plan (see getDashboard) and where the catalogue's ages end. The plan does not depend on
 * `locale`; only the texts of its activities do. The reader may be a token's claims: the read of
 * the child then checks the session too (readAs).
 */
export async function loadDashboard(
  reader: Reader,
  childId?: string,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
  access?: Access,
): Promise<Dashboard> {
  const day = tashkentDate(now);
  const [child, catalogue] = await Promise.all([resolveChild(reader, { childId, day, access }), getCatalogue()]);
  return planFor(child, day, catalogue, locale);
}

/**
 * Like loadDashboard, but null for a user without any child rather than 409: pages send that
 * user to the form that adds one. The same findChild picks the child, so a page and the API
 * always plan for the same child.
 */
export async function findDashboard(
  who: Who,
  childId?: string,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Dashboard | null> {
  const day = tashkentDate(now);
  const [child, catalogue] = await Promise.all([findChild(whoId(who), { childId, day, access: accessOf(who) }), getCatalogue()]);
  return child && planFor(child, day, catalogue, locale);
}

async function planFor(child: ActivityChild, day: string, catalogue: CatalogueIndex, locale: Locale): Promise<Dashboard> {
  const ids = await planOfDay(child.id, day, childAgeMonths(child, day), child.notYet, catalogue);
  const statuses = statusByActivity(child.attempts);
  const activities = ids.map((id) => {
    const a = catalogue.activityById.get(id)!;
    const text = textOf(a, locale);
    return {
      id: a.id,
      title: text.title,
      description: text.description,
      durationMinutes: a.durationMinutes,
      type: a.type,
      difficulty: a.difficulty,
      status: statuses.get(a.id) ?? "not_started",
    };
  });
  return {
    childId: child.id,
    activities,
    catalogueEndsAtAgeMonths: catalogue.endsAtAgeMonths,
    beyondCatalogue: childRealAgeMonths(child, day) > catalogue.endsAtAgeMonths,
  };
}

/** Today's 3-5 activities for the child, with today's status of each. */
export async function getDashboard(
  userId: string,
  childId?: string,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<ActivitySummary[]> {
  return (await loadDashboard(userId, childId, now, locale)).activities;
}
