/**
 * Which child an activities call is about (CONTRACT section 5): the user's selected child, or
 * the child named by an optional `childId`. Ownership lives in the query, so another user's
 * child, a deleted one and an unknown one are the same 404.
 */
import { getDb } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/problem";
import { ageInMonths } from "@/lib/children/age-label";

export interface ActivityChild {
  id: string;
  birthDate: string; // YYYY-MM-DD
}

/** The child, or null when no childId was given and the user has no child at all. */
export async function findChild(userId: string, childId?: string): Promise<ActivityChild | null> {
  const db = await getDb();
  if (childId) {
    const child = await db.child.findFirst({
      where: { id: childId, userId, deletedAt: null },
      select: { id: true, birthDate: true },
    });
    if (!child) throw notFound("The child does not exist.");
    return { id: child.id, birthDate: child.birthDate.toISOString().slice(0, 10) };
  }
  // One round trip. The selected child first; should users.active_child_id ever be empty or
  // point at a deleted child, the most recently created active child stands in (the same
  // child the children service selects when the selected one is deleted).
  const rows = await db.$queryRaw<ActivityChild[]>`
    SELECT c.id::text AS id, to_char(c.birth_date, 'YYYY-MM-DD') AS "birthDate"
    FROM children c JOIN users u ON u.id = c.user_id
    WHERE c.user_id = ${userId}::uuid AND c.deleted_at IS NULL
    ORDER BY (c.id = u.active_child_id) DESC NULLS LAST, c.created_at DESC, c.id
    LIMIT 1`;
  return rows[0] ?? null;
}

/** Like findChild, but a user without any child gets 409 child_required. */
export async function resolveChild(userId: string, childId?: string): Promise<ActivityChild> {
  const child = await findChild(userId, childId);
  if (!child) throw conflict("child_required", "Add a child profile first.");
  return child;
}

/** Completed months on the given Tashkent day; 0 for a birth date after it (clock skew). */
export function childAgeMonths(child: ActivityChild, day: string): number {
  return child.birthDate > day ? 0 : ageInMonths(child.birthDate, day);
}
