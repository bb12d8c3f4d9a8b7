/**
 * A child's activity history (docs/sharing.md, "Who recorded each record"): the recent attempts,
 * newest first, each with the activity's title in the reader's language, the score a game was
 * completed with, and who recorded it. Paged by a cursor (history-cursor.ts), so a child played
 * with daily for years never answers with thousands of rows.
 *
 * One statement reads the child and the page of attempts; the role rule is in its WHERE
 * (docs/decisions/014-roles-in-the-statement.md), so a stranger, a removed member and an unknown
 * or deleted child are the same 404. A second statement names the recorders, and runs only when
 * the page has attempts (lib/sharing/recorders.ts). Titles come from the catalogue cache.
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { AppError } from "@/lib/problems/error";
import { acceptedMemberRoles, childAccessSql, whoId, type Who } from "@/lib/sharing/access";
import { recordersOf } from "@/lib/sharing/recorders";
import { findActivity, getCatalogue, textOf, type CachedActivity } from "./catalogue-cache";
import { encodeHistoryCursor, type HistoryCursor } from "./history-cursor";
import { DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT, type HistoryItem, type HistoryResponse } from "./history-schemas";

interface AttemptRow {
  id: string;
  activityId: string;
  day: string;
  /** Epoch milliseconds, the precision of started_at and of a JS Date. */
  startedAt: number;
  completedAt: number | null;
  score: number | null;
  timeSpentSeconds: number | null;
  recordedBy: string | null;
}

// $1 child, $2 reader, $3 the member roles the rule accepts (none: owner only), $4 and $5 the
// cursor (both null for the first page), $6 the page size plus one (to know whether more follow).
// activity_attempts(child_id, started_at) serves the order and the cursor.
const HISTORY_SQL = `
  SELECT c.id::text AS "childId",
    coalesce((SELECT json_agg(json_build_object(
        'id', a.id, 'activityId', a.activity_id, 'day', to_char(a.day, 'YYYY-MM-DD'),
        'startedAt', floor(extract(epoch FROM a.started_at) * 1000),
        'completedAt', floor(extract(epoch FROM a.completed_at) * 1000),
        'score', a.score, 'timeSpentSeconds', a.time_spent_seconds, 'recordedBy', a.recorded_by)
        ORDER BY a.started_at DESC, a.id DESC)
      FROM (SELECT * FROM activity_attempts p
            WHERE p.child_id = c.id AND ($4::timestamptz IS NULL OR (p.started_at, p.id) < ($4::timestamptz, $5::uuid))
            ORDER BY p.started_at DESC, p.id DESC
            LIMIT $6) a), '[]') AS attempts
  FROM children c
  WHERE c.id = $1::uuid AND c.deleted_at IS NULL AND ${childAccessSql("c", "$2::uuid", "$3::text[]")}`;

export interface HistoryOptions {
  limit?: number;
  before?: HistoryCursor;
  locale?: Locale;
}

/** One page of the child's attempts, newest first; 404 when `who` may not read the child. */
export async function listActivityHistory(who: Who, childId: string, options: HistoryOptions = {}): Promise<HistoryResponse> {
  const limit = Math.min(MAX_HISTORY_LIMIT, Math.max(1, options.limit ?? DEFAULT_HISTORY_LIMIT));
  const locale = options.locale ?? DEFAULT_LOCALE;
  const userId = whoId(who);
  const roles = acceptedMemberRoles(who);
  const before = options.before ?? null;
  const db = await getDb();
  const [[row], catalogue] = await Promise.all([
    db.$queryRawUnsafe<{ childId: string; attempts: AttemptRow[] }[]>(
      HISTORY_SQL,
      childId,
      userId,
      roles,
      before ? before.startedAt.toISOString() : null,
      before ? before.id : null,
      limit + 1,
    ),
    getCatalogue(),
  ]);
  if (!row) throw new AppError("not_found", { detail: "child" });
  const page = row.attempts.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = row.attempts.length > limit && last ? encodeHistoryCursor({ startedAt: new Date(last.startedAt), id: last.id }) : null;

  const recordedBy = await recordersOf("child", row.childId, page.map((attempt) => attempt.recordedBy), userId);
  const activities = new Map<string, CachedActivity | null>();
  for (const attempt of page) {
    if (activities.has(attempt.activityId)) continue;
    // An activity seeded after the cache was loaded is read on its own (rare: a re-seed).
    activities.set(attempt.activityId, catalogue.activityById.get(attempt.activityId) ?? (await findActivity(attempt.activityId)));
  }
  const items: HistoryItem[] = page.map((attempt) => {
    const activity = activities.get(attempt.activityId) ?? null;
    return {
      attemptId: attempt.id,
      activityId: attempt.activityId,
      title: activity ? textOf(activity, locale).title : "",
      type: activity?.type ?? "instructional",
      categoryTitle: (activity && catalogue.categoryById.get(activity.categoryId)?.titles[locale]) ?? "",
      day: attempt.day,
      status: attempt.completedAt === null ? "started" : "completed",
      startedAt: new Date(attempt.startedAt).toISOString(),
      completedAt: attempt.completedAt === null ? null : new Date(attempt.completedAt).toISOString(),
      score: attempt.score,
      timeSpentSeconds: attempt.timeSpentSeconds,
      recordedBy: recordedBy(attempt.recordedBy),
    };
  });
  return { childId: row.childId, items, nextCursor };
}
