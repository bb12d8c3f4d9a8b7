/**
 * Which child an activities call is about (docs/api-guide.md section 7, "Which child"): the user's
 * selected child, or the child named by an optional `childId`. Ownership lives in the query, so
 * another user's child, a deleted one and an unknown one are the same 404.
 *
 * Every activities call also needs the child's attempts of the day (statuses, the open attempt
 * to reuse or close), so one query reads both: a round trip costs more than the few rows
 * (docs/performance.md).
 */
import "server-only";
import { readAs, type Reader } from "@/lib/auth/sessions";
import { AppError } from "@/lib/problems/error";
import { memberRolesFor, roleAllows } from "@/lib/sharing/roles";
import type { Access } from "@/lib/sharing/access";
import { ageInMonths } from "@/lib/children/age-label";
import { correctedAge } from "@/lib/children/corrected-age";

/** One attempt of the day the call is about (activity_attempts.day is its Tashkent day). */
export interface DayAttempt {
  id: string;
  activityId: string;
  startedAt: Date;
  completedAt: Date | null;
  score: number | null;
  timeSpentSeconds: number | null;
}

export interface ActivityChild {
  id: string;
  birthDate: string; // YYYY-MM-DD
  /** Weeks of pregnancy at birth with the days as a fraction (30+6 is 30.857), when the parent gave them (prematurity correction). */
  gestationalWeeks: number | null;
  /** The child's attempts on the requested day (of one activity, when one was named). */
  attempts: DayAttempt[];
  /** Milestone ids answered "not yet" on a day before the requested one (daily plan, rule 4), sorted. */
  notYet: string[];
}

export interface ChildQuery {
  childId?: string;
  /** The Tashkent day whose attempts are read (YYYY-MM-DD). */
  day: string;
  /** Only this activity's attempts. */
  activityId?: string;
  /**
   * The endpoint's role rule (docs/sharing.md): children shared with the reader count, and a
   * member below the rule's role gets 403. Without it only the reader's own children count.
   */
  access?: Access;
}

type ChildRow = {
  id: string;
  role: string;
  birthDate: string;
  gestationalWeeks: number | null;
  notYet: string[];
  attempts: { id: string; activityId: string; startedAt: number; completedAt: number | null; score: number | null; timeSpentSeconds: number | null }[];
};

// Without childId: the selected child first; should users.active_child_id ever be empty or point
// at a deleted child, the most recently created active child stands in (the same child the
// children service selects when the selected one is deleted). Instants travel as epoch
// milliseconds, the precision of a JS Date. The attempts use activity_attempts(child_id, day).
// $2 user, $3 child or null, $4 day, $5 activity or null, $6 the member roles that count (none:
// own children only); `live` comes from readAs, and the LEFT JOIN keeps its row when the user has
// no child (a row with a null id). Own and shared children are two index lookups (UNION ALL); the
// selection is the reader's own (users.active_child_id of the reader, not of the owner).
const CHILD_SQL = `
  SELECT live.last_seen_at AS "liveSeenAt", c.id::text AS id, c.role, to_char(c.birth_date, 'YYYY-MM-DD') AS "birthDate",
    (c.gestational_weeks + coalesce(c.gestational_days, 0) / 7.0)::float8 AS "gestationalWeeks",
    (SELECT coalesce(json_agg(json_build_object(
              'id', a.id, 'activityId', a.activity_id,
              'startedAt', floor(extract(epoch FROM a.started_at) * 1000),
              'completedAt', floor(extract(epoch FROM a.completed_at) * 1000),
              'score', a.score, 'timeSpentSeconds', a.time_spent_seconds)), '[]')
     FROM activity_attempts a WHERE a.child_id = c.id AND a.day = $4::date AND ($5::uuid IS NULL OR a.activity_id = $5::uuid)) AS attempts,
    ARRAY(SELECT m.milestone_id::text FROM milestone_answers m
          WHERE m.child_id = c.id AND m.answer = 'not_yet' AND m.answered_on < $4::date
          ORDER BY m.milestone_id) AS "notYet"
  FROM live JOIN users u ON u.id = live.user_id
  LEFT JOIN LATERAL (
    SELECT o.*, 'owner' AS role FROM children o
      WHERE o.user_id = live.user_id AND o.deleted_at IS NULL AND ($3::uuid IS NULL OR o.id = $3::uuid)
    UNION ALL
    SELECT s.*, cm.role FROM child_members cm JOIN children s ON s.id = cm.child_id
      WHERE cm.user_id = live.user_id AND cm.role = ANY($6::text[]) AND s.deleted_at IS NULL AND ($3::uuid IS NULL OR s.id = $3::uuid)
  ) c ON true
  ORDER BY (c.id = u.active_child_id) DESC NULLS LAST, c.created_at DESC, c.id
  LIMIT 1`;

/**
 * The child, or null when no childId was given and the user has no child at all. One statement,
 * which for a token's claims checks the session as well (readAs).
 */
export async function findChild(reader: Reader, { childId, day, activityId, access }: ChildQuery): Promise<ActivityChild | null> {
  // Every member role is read, so a member below the rule is told 403 rather than 404.
  const roles = access ? memberRolesFor("child", "viewer") : [];
  if (access) access.applied = true;
  const [row] = await readAs<ChildRow | { id: null }>(reader, "activity_child", CHILD_SQL, [childId ?? null, day, activityId ?? null, roles]);
  if (!row || row.id === null) {
    if (childId) throw new AppError("not_found", { detail: "child" });
    return null;
  }
  if (access && !roleAllows("child", row.role, access.need)) throw new AppError("forbidden_role");
  return {
    id: row.id,
    birthDate: row.birthDate,
    gestationalWeeks: row.gestationalWeeks,
    notYet: row.notYet,
    attempts: row.attempts.map((a) => ({
      ...a,
      startedAt: new Date(a.startedAt),
      completedAt: a.completedAt === null ? null : new Date(a.completedAt),
    })),
  };
}

/** Like findChild, but a user without any child gets 409 child_required. */
export async function resolveChild(reader: Reader, query: ChildQuery): Promise<ActivityChild> {
  const child = await findChild(reader, query);
  if (!child) throw new AppError("child_required");
  return child;
}

/**
 * The age activities are chosen by, in completed months on the given Tashkent day: for a baby
 * born before 37 weeks and under 24 months, the corrected age (counted from the due date), since
 * development follows it (docs/daily-plan.md); otherwise the real age. 0 for a birth (or due)
 * date after the day (clock skew, or a preterm baby not yet at term).
 */
export function childAgeMonths(child: { birthDate: string; gestationalWeeks?: number | null }, day: string): number {
  if (child.birthDate > day) return 0;
  const corrected = correctedAge(child.birthDate, child.gestationalWeeks, day);
  return corrected ? corrected.months : ageInMonths(child.birthDate, day);
}

/** Real completed months on the given Tashkent day (no correction); 0 for a birth date after it. */
export function childRealAgeMonths(child: { birthDate: string }, day: string): number {
  return child.birthDate > day ? 0 : ageInMonths(child.birthDate, day);
}
