// Handing a shared child or field over to one of its members (docs/sharing.md, "Handing
// ownership over"), so the owner can delete their account without taking it from everyone.
// The owner is the record's own user_id, so a transfer moves that column; the new owner's member
// row goes (an owner is never a member row) and the old owner becomes a caregiver (child) or a
// worker (field). It cannot be undone by the old owner, so it is confirmed with their password,
// as deleting the account is.
//
// One transaction, the record's row locked first (FOR UPDATE, re-checked against the caller as
// owner): two transfers of one record run one after the other and the second finds the caller
// no longer the owner (403), so there is always exactly one owner. The new owner's member row is
// deleted under its own row lock: a removal or a leave racing the transfer either ran first
// (then the transfer answers 409 not_a_member and changes nothing) or finds the row gone.
import "server-only";
import { getDb } from "@/lib/db/client";
import type { Tx } from "@/lib/children/locks";
import { confirmPassword } from "@/lib/auth/confirm-password";
import type { SessionUser } from "@/lib/auth/sessions";
import { AppError } from "@/lib/problems/error";
import { childWhere, fieldWhere, whoId, type Who } from "./access";
import type { TransferOwnershipInput } from "./schemas";

/** What the old owner becomes: the highest member role, so they keep recording. */
export const FORMER_OWNER_ROLE = { child: "caregiver", field: "worker" } as const;

export async function transferChild(who: Who, childId: string, input: TransferOwnershipInput, signedIn: SessionUser) {
  const db = await getDb();
  // Strangers and members get their 404 or 403 before the password is looked at.
  if (!(await db.child.findFirst({ where: childWhere(who, childId), select: { id: true } }))) throw new AppError("not_found", { detail: "child" });
  await confirmPassword(signedIn, input.password);
  const oldOwner = whoId(who);
  return db.$transaction(async (tx) => {
    await lockPeople(tx, oldOwner, input.userId);
    const [child] = await tx.$queryRaw<{ id: string }[]>`
      SELECT c.id::text AS id FROM children c
      WHERE c.id = ${childId}::uuid AND c.deleted_at IS NULL AND c.user_id = ${oldOwner}::uuid
      FOR UPDATE OF c`;
    if (!child) throw new AppError("not_found", { detail: "child" });
    const { count } = await tx.childMember.deleteMany({ where: { childId, userId: input.userId } });
    if (count === 0) throw new AppError("not_a_member"); // the owner themselves holds no member row either
    await tx.child.update({ where: { id: childId }, data: { userId: input.userId } });
    await tx.childMember.create({ data: { childId, userId: oldOwner, role: FORMER_OWNER_ROLE.child } });
    await revokeOpenInvitations(tx, { childId });
    // The feed is the old owner's personal secret URL: it stops; the new owner makes their own.
    await tx.calendarFeed.deleteMany({ where: { childId } });
    // Both people can still reach the child, so each one's selected child stays as it was.
    return { childId, ownerId: input.userId, yourRole: FORMER_OWNER_ROLE.child };
  });
}

export async function transferField(who: Who, fieldId: string, input: TransferOwnershipInput, signedIn: SessionUser) {
  const db = await getDb();
  if (!(await db.field.findFirst({ where: fieldWhere(who, fieldId), select: { id: true } }))) throw new AppError("not_found", { detail: "field" });
  await confirmPassword(signedIn, input.password);
  const oldOwner = whoId(who);
  return db.$transaction(async (tx) => {
    await lockPeople(tx, oldOwner, input.userId);
    const [field] = await tx.$queryRaw<{ fieldKey: string }[]>`
      SELECT f.field_key AS "fieldKey" FROM fields f
      WHERE f.id = ${fieldId}::uuid AND f.user_id = ${oldOwner}::uuid
      FOR UPDATE OF f`;
    if (!field) throw new AppError("not_found", { detail: "field" });
    const { count } = await tx.fieldMember.deleteMany({ where: { fieldId, userId: input.userId } });
    if (count === 0) throw new AppError("not_a_member");
    const fieldKey = await freeFieldKey(tx, input.userId, field.fieldKey);
    await tx.field.update({ where: { id: fieldId }, data: { userId: input.userId, fieldKey } });
    await tx.fieldMember.create({ data: { fieldId, userId: oldOwner, role: FORMER_OWNER_ROLE.field } });
    await revokeOpenInvitations(tx, { fieldId });
    return { fieldId, ownerId: input.userId, fieldKey, yourRole: FORMER_OWNER_ROLE.field };
  });
}

/**
 * Holds both accounts (FOR KEY SHARE: other transfers pass, a deletion waits) before the record,
 * in the order every transaction here takes (user rows, then the child: lib/children/locks.ts).
 * An account deleted meanwhile either went first (then it has no member row: 409) or waits and
 * then takes what it owns by then; never a deadlock between the two.
 */
async function lockPeople(tx: Tx, oldOwner: string, newOwner: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM users WHERE id = ANY(${[oldOwner, newOwner]}::uuid[]) ORDER BY id FOR KEY SHARE`;
  if (!rows.some((row) => row.id === oldOwner)) throw new AppError("unauthorized");
  if (!rows.some((row) => row.id === newOwner)) throw new AppError("not_a_member");
}

/**
 * Open invitations were made by the old owner, who may no longer invite: the new owner decides
 * who joins, and an invitation naming the old owner as the inviter would mislead. They are
 * revoked (not deleted), so a link already sent answers "no longer valid" (409 invitation_closed).
 */
async function revokeOpenInvitations(tx: Tx, target: { childId: string } | { fieldId: string }) {
  await tx.invitation.updateMany({
    where: { ...target, acceptedAt: null, declinedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { revokedAt: new Date() },
  });
}

/**
 * A field is keyed by its owner's client id (unique per owner). When the new owner already has a
 * field of that key, the handed-over one gets the first free "<key>-2", "<key>-3" ...
 */
async function freeFieldKey(tx: Tx, newOwner: string, key: string): Promise<string> {
  const taken = new Set(
    (await tx.field.findMany({ where: { userId: newOwner, fieldKey: { startsWith: key.slice(0, 90) } }, select: { fieldKey: true } })).map((f) => f.fieldKey),
  );
  if (!taken.has(key)) return key;
  for (let n = 2; ; n++) {
    const candidate = `${key.slice(0, 90)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
