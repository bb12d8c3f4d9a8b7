/**
 * Today's recommended activities for a child (spec 4.5, CONTRACT section 5). The choice itself
 * is the pure buildDailyPlan (docs/daily-plan.md); this module feeds it: the catalogue from the
 * process cache, the child's attempts of the last 28 days in one query bounded by date (index
 * activity_attempts(child_id, day)) and capped at the newest HISTORY_CAP, so the cost stays flat
 * however long the history grows.
 * Queries: the child (1) + the attempts (1); the catalogue only when its cache is cold.
 */
import { getDb } from "@/lib/db";
import { dateOnly, isoDate, tashkentDate } from "@/lib/time";
import { childAgeMonths, resolveChild } from "./child";
import { getCatalogue } from "./catalogue-cache";
import { buildDailyPlan, PLAN_RULES, type PlanHistoryItem } from "./plan";
import type { ActivitySummary } from "./schemas";
import { statusByActivity } from "./status";

/** Most recent attempts read for the plan (index activity_attempts(child_id, started_at)). */
export const HISTORY_CAP = 200;

/** The day `days` before a YYYY-MM-DD day. */
export function dayBefore(day: string, days: number): string {
  return isoDate(new Date(dateOnly(day).getTime() - days * 86_400_000));
}

export async function getDashboard(userId: string, childId?: string, now = new Date()): Promise<ActivitySummary[]> {
  const day = tashkentDate(now);
  const db = await getDb();
  const [child, catalogue] = await Promise.all([resolveChild(userId, childId), getCatalogue()]);
  const attempts = await db.activityAttempt.findMany({
    where: { childId: child.id, day: { gte: dateOnly(dayBefore(day, PLAN_RULES.lookbackDays)), lte: dateOnly(day) } },
    select: { activityId: true, day: true, score: true, completedAt: true },
    // The newest attempts are all the plan needs (recency and the last scores per category);
    // the cap keeps the cost flat even for a child with hundreds of attempts a day.
    orderBy: { startedAt: "desc" },
    take: HISTORY_CAP,
  });

  const history: PlanHistoryItem[] = [];
  for (const a of attempts) {
    const activity = catalogue.activityById.get(a.activityId);
    if (!activity) continue; // newer than the cached catalogue: cannot be planned anyway
    history.push({
      activityId: a.activityId,
      categoryId: activity.categoryId,
      day: isoDate(a.day),
      score: a.score,
      completed: a.completedAt !== null,
    });
  }
  const ids = buildDailyPlan({
    childId: child.id,
    day,
    ageMonths: childAgeMonths(child, day),
    candidates: catalogue.activities,
    history,
  });

  const today = dateOnly(day).getTime();
  const statuses = statusByActivity(attempts.filter((a) => a.day.getTime() === today));
  return ids.map((id) => {
    const a = catalogue.activityById.get(id)!;
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      durationMinutes: a.durationMinutes,
      type: a.type,
      difficulty: a.difficulty,
      status: statuses.get(a.id) ?? "not_started",
    };
  });
}
