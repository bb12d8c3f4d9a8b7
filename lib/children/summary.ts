// ChildSummary: the child, its age label and its latest measurements. One SQL statement reads
// any number of children with their metrics (LATERAL subqueries on the (child_id, recorded_at)
// index), so listing never costs a query per child.
import "server-only";
import { readAs, type Reader } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locale";
import { ageLabel } from "@/lib/children/age-label";
import { correctedAgeLabel, showsPostMenstrualAge } from "@/lib/children/corrected-age";
import type { Gender } from "@/lib/children/fields";
import type { ChildMetrics, ChildSummary } from "@/lib/children/schemas";

export interface SummaryRow {
  id: string;
  name: string;
  birthDate: string; // YYYY-MM-DD
  gender: Gender;
  /** Weeks at birth with the days as a fraction (30+6 is 30.857), or null. */
  gestationalWeeks: number | null;
  activeChildId: string | null;
  /** The reader's role on the child: "owner", or the member row's role (docs/sharing.md). */
  role: string;
  recordedAt: string | null;
  weight: number | null;
  height: number | null;
  headCircumference: number | null;
}

// "Latest" is by measurement date, then by entry time: a measurement back-dated today must not
// hide a newer one, and two entries on one day resolve to the later entry.
const LATEST = "ORDER BY g.recorded_at DESC, g.created_at DESC LIMIT 1";

// Every children list and child page runs this, so it goes through hotQuery (a named statement
// on the pg pool) rather than a Prisma round trip, and for the list the session check rides in
// the same statement (readAs): the list then costs one round trip in all (docs/performance.md).
// The LEFT JOIN keeps the session's row when there is no child: a row with a null id. The
// reader's own children and those shared with them (docs/sharing.md) are two index lookups
// joined by UNION ALL, not an OR, so neither defeats its index; the selection is the reader's own.
const SUMMARY_SQL = `
  SELECT live.last_seen_at AS "liveSeenAt", c.id::text AS id, c.name, c.birth_date::text AS "birthDate", c.gender,
    (c.gestational_weeks + coalesce(c.gestational_days, 0) / 7.0)::float8 AS "gestationalWeeks",
    u.active_child_id::text AS "activeChildId", c.role,
    (SELECT g.recorded_at::text FROM growth_records g WHERE g.child_id = c.id ${LATEST}) AS "recordedAt",
    (SELECT g.weight FROM growth_records g WHERE g.child_id = c.id AND g.weight IS NOT NULL ${LATEST}) AS weight,
    (SELECT g.height FROM growth_records g WHERE g.child_id = c.id AND g.height IS NOT NULL ${LATEST}) AS height,
    (SELECT g.head_circumference FROM growth_records g
      WHERE g.child_id = c.id AND g.head_circumference IS NOT NULL ${LATEST}) AS "headCircumference"
  FROM live JOIN users u ON u.id = live.user_id
  LEFT JOIN LATERAL (
    SELECT o.*, 'owner' AS role FROM children o
      WHERE o.user_id = live.user_id AND o.deleted_at IS NULL AND ($3::uuid IS NULL OR o.id = $3::uuid)
    UNION ALL
    SELECT s.*, cm.role FROM child_members cm JOIN children s ON s.id = cm.child_id
      WHERE cm.user_id = live.user_id AND s.deleted_at IS NULL AND ($3::uuid IS NULL OR s.id = $3::uuid)
  ) c ON true
  ORDER BY c.created_at, c.id`;

/** The reader's active children (or just one of them), oldest created first. */
export async function querySummaries(reader: Reader, childId?: string): Promise<SummaryRow[]> {
  const rows = await readAs<SummaryRow | { id: null }>(reader, "child_summaries", SUMMARY_SQL, [childId ?? null]);
  return rows.filter((row): row is SummaryRow => row.id !== null);
}

/** weight / (height in m)², one decimal; null unless both are known. */
export function bmiOf(weight: number | null, height: number | null): number | null {
  if (weight == null || height == null || height <= 0) return null;
  return Math.round((weight / (height / 100) ** 2) * 10) / 10;
}

export function metricsOf(row: Pick<SummaryRow, "recordedAt" | "weight" | "height" | "headCircumference">): ChildMetrics {
  return {
    weight: row.weight,
    height: row.height,
    headCircumference: row.headCircumference,
    bmi: bmiOf(row.weight, row.height),
    recordedAt: row.recordedAt,
  };
}

export function toChildSummary(row: SummaryRow, locale: Locale, today: string): ChildSummary {
  // A birth date after "today" can only come from a server clock behind the client's
  // validation; show a newborn's label rather than fail the whole list.
  const onDate = row.birthDate > today ? row.birthDate : today;
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birthDate,
    gender: row.gender,
    ageLabel: ageLabel(row.birthDate, onDate, locale),
    correctedAgeLabel: correctedAgeLabel(row.birthDate, row.gestationalWeeks, onDate, locale),
    postMenstrualAge: showsPostMenstrualAge(row.birthDate, row.gestationalWeeks, onDate),
    isSelected: row.id === row.activeChildId,
    metrics: metricsOf(row),
    role: row.role as ChildSummary["role"],
  };
}
