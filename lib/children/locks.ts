// Row locks and the selection rule, used inside transactions.
// The user's row is the one place every change of "which child is selected" serialises on:
// create, select and delete all lock it first, so parallel requests of one user run one after
// another and the selected child is always an active child of the user (or null when none).
// Order is always user row, then child row, so two transactions never wait on each other.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/problems/error";
import type { Gender } from "@/lib/children/fields";
import { acceptedMemberRoles, whoId, type Who } from "@/lib/sharing/access";

export type Tx = Prisma.TransactionClient;

/** Locks the user's row for the rest of the transaction and returns the selected child id. */
export async function lockUser(tx: Tx, userId: string): Promise<{ activeChildId: string | null }> {
  const rows = await tx.$queryRaw<Array<{ activeChildId: string | null }>>`
    SELECT active_child_id::text AS "activeChildId" FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  // A valid token for an account that no longer exists: treat it as signed out.
  if (rows.length === 0) throw new AppError("unauthorized");
  return rows[0];
}

export interface LockedChild {
  id: string;
  birthDate: string; // YYYY-MM-DD
  gender: Gender;
  gestationalWeeks: number | null;
  /** Days past the completed weeks (0-6), or null. */
  gestationalDays: number | null;
  isPremature: boolean | null;
}

/**
 * Locks one active child `who` may change (its owner, or a member whose role the endpoint
 * accepts: docs/sharing.md), or 404 — the same answer for unknown, deleted and another user's
 * children, so ids of other families' children reveal nothing.
 */
export async function lockChild(tx: Tx, who: Who, childId: string): Promise<LockedChild> {
  const userId = whoId(who);
  const roles = acceptedMemberRoles(who);
  const rows = await tx.$queryRaw<LockedChild[]>`
    SELECT c.id::text AS id, c.birth_date::text AS "birthDate", c.gender, c.gestational_weeks AS "gestationalWeeks",
      c.gestational_days AS "gestationalDays", c.is_premature AS "isPremature"
    FROM children c
    WHERE c.id = ${childId}::uuid AND c.deleted_at IS NULL AND (c.user_id = ${userId}::uuid OR EXISTS (
      SELECT 1 FROM child_members cm WHERE cm.child_id = c.id AND cm.user_id = ${userId}::uuid AND cm.role = ANY(${roles}::text[])))
    FOR UPDATE OF c`;
  if (rows.length === 0) throw new AppError("not_found", { detail: "child" });
  return rows[0];
}

/**
 * Keeps the selection valid: the current one if it is an active child of the user, else the
 * most recently created active child (docs/api-guide.md section 7, "Which child"), else null. Call
 * with the user locked.
 */
export async function ensureSelection(tx: Tx, userId: string, activeChildId: string | null): Promise<string | null> {
  // Shared children count as the person's own here: each member has their own selection.
  const reachable = { deletedAt: null, OR: [{ userId }, { members: { some: { userId } } }] };
  if (activeChildId && (await tx.child.count({ where: { id: activeChildId, ...reachable } })) > 0) {
    return activeChildId;
  }
  const next = await tx.child.findFirst({
    where: reachable,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  const nextId = next?.id ?? null;
  if (nextId !== activeChildId) await tx.user.update({ where: { id: userId }, data: { activeChildId: nextId } });
  return nextId;
}

/**
 * A creation time strictly after the user's previous child, so "oldest first" and "most
 * recently created" are a strict order even when two children are added within a millisecond.
 * Call with the user locked.
 */
export async function nextCreatedAt(tx: Tx, userId: string): Promise<Date> {
  const last = await tx.child.findFirst({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const now = new Date();
  return last && last.createdAt >= now ? new Date(last.createdAt.getTime() + 1) : now;
}
