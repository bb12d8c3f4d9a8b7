// The names behind recorded_by for one child or field (docs/sharing.md, "Who recorded each
// record"): one statement for all of a read's records, and none when there are no records.
import "server-only";
import { getDb } from "@/lib/db/client";
import type { ResourceKind } from "./roles";
import { recordedByView, type RecordedBy, type Recorder } from "./recorded-by";

/** How each record of the child (or field) `targetId` answers who recorded it, for `callerId`. */
export async function recordersOf(
  kind: ResourceKind,
  targetId: string,
  recordedBy: readonly (string | null)[],
  callerId: string,
): Promise<(recordedBy: string | null) => RecordedBy> {
  const ids = [...new Set(recordedBy.filter((id): id is string => id !== null))];
  const found = new Map<string, Recorder>();
  if (ids.length > 0) {
    const db = await getDb();
    const rows =
      kind === "child"
        ? await db.$queryRaw<{ id: string; name: string; current: boolean }[]>`
            SELECT u.id::text AS id, u.name, (u.id = c.user_id OR EXISTS (
              SELECT 1 FROM child_members m WHERE m.child_id = c.id AND m.user_id = u.id)) AS current
            FROM users u CROSS JOIN children c WHERE c.id = ${targetId}::uuid AND u.id = ANY(${ids}::uuid[])`
        : await db.$queryRaw<{ id: string; name: string; current: boolean }[]>`
            SELECT u.id::text AS id, u.name, (u.id = f.user_id OR EXISTS (
              SELECT 1 FROM field_members m WHERE m.field_id = f.id AND m.user_id = u.id)) AS current
            FROM users u CROSS JOIN fields f WHERE f.id = ${targetId}::uuid AND u.id = ANY(${ids}::uuid[])`;
    for (const row of rows) found.set(row.id, { name: row.name, current: row.current });
  }
  return (id) => recordedByView(id, id === null ? undefined : found.get(id), callerId);
}
