// Invitations to a child or a field (docs/sharing.md, "Invitations"): the owner creates one with a role;
// the invited person, signed in, previews it by the link's token or the short code, then
// accepts or declines. Single use, 72 hours, revocable until used. Guesses of the short code are
// rate-limited per person and per address.
import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { consume, type Limit } from "@/lib/rate-limit";
import { publicOrigin } from "@/lib/env";
import { isUniqueViolation } from "@/lib/db/errors";
import { ensureSelection, lockUser } from "@/lib/children/locks";
import { childWhere, fieldWhere, type Who } from "./access";
import { INVITATION_HOURS, hashSecret, newCode, newToken, normaliseCode } from "./codes";
import type { CreateFieldInvitationInput, CreateInvitationInput, InvitationSecret } from "./schemas";

/** Code guesses a person (and an address) may make in 15 minutes. */
export const CODE_GUESSES_PER_15_MIN = 10;

const codeLimits = (userId: string, ip: string): Limit[] => [
  { key: `invite-code:user:${userId}`, max: CODE_GUESSES_PER_15_MIN, windowSeconds: 900 },
  { key: `invite-code:ip:${ip}`, max: CODE_GUESSES_PER_15_MIN * 5, windowSeconds: 900 },
];

type Status = "open" | "accepted" | "declined" | "revoked" | "expired";

function statusOf(row: { acceptedAt: Date | null; declinedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): Status {
  if (row.acceptedAt) return "accepted";
  if (row.declinedAt) return "declined";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "open";
}

export async function createInvitation(who: Who, childId: string, input: CreateInvitationInput, userId: string) {
  const db = await getDb();
  const child = await db.child.findFirst({ where: childWhere(who, childId), select: { id: true } });
  if (!child) throw new AppError("not_found", { detail: "child" });
  return insertInvitation({ childId }, input.role, userId);
}

/** The field's owner invites someone as worker or viewer; the same link, code and limits as a child's. */
export async function createFieldInvitation(who: Who, fieldId: string, input: CreateFieldInvitationInput, userId: string) {
  const db = await getDb();
  const field = await db.field.findFirst({ where: fieldWhere(who, fieldId), select: { id: true } });
  if (!field) throw new AppError("not_found", { detail: "field" });
  return insertInvitation({ fieldId }, input.role, userId);
}

async function insertInvitation<R extends string>(target: { childId: string } | { fieldId: string }, role: R, userId: string) {
  const db = await getDb();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600_000);
  // A code can collide with a live one (about 40 bits): draw again, a few times at most.
  for (let attempt = 0; ; attempt++) {
    const token = newToken();
    const code = newCode();
    try {
      const row = await db.invitation.create({
        data: { ...target, role, tokenHash: hashSecret(token), codeHash: hashSecret(normaliseCode(code)!), createdBy: userId, expiresAt },
        select: { id: true },
      });
      return { id: row.id, role, token, code, link: `${publicOrigin()}/invite/${token}`, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The invitation a token or code names (404 when none); a code guess counts against the limits. */
async function findBySecret(secret: InvitationSecret, userId: string, ip: string) {
  let where: { tokenHash: string } | { codeHash: string };
  if (secret.code !== undefined) {
    for (const limit of codeLimits(userId, ip)) await consume(limit);
    const code = normaliseCode(secret.code);
    if (!code) throw new AppError("not_found", { detail: "invitation" });
    where = { codeHash: hashSecret(code) };
  } else {
    where = { tokenHash: hashSecret(secret.token!) };
  }
  const db = await getDb();
  const row = await db.invitation.findUnique({
    where: where as { tokenHash: string },
    include: {
      child: { select: { id: true, name: true, userId: true, deletedAt: true } },
      field: { select: { id: true, name: true, fieldKey: true, userId: true } },
      creator: { select: { name: true } },
    },
  });
  if (!row) throw new AppError("not_found", { detail: "invitation" });
  const target = row.child
    ? { kind: "child" as const, id: row.child.id, name: row.child.name, ownerId: row.child.userId, gone: row.child.deletedAt !== null }
    : row.field
      ? { kind: "field" as const, id: row.field.id, name: row.field.name ?? row.field.fieldKey, ownerId: row.field.userId, gone: false }
      : null;
  if (!target || target.gone) throw new AppError("not_found", { detail: "invitation" });
  return { ...row, target };
}

export async function previewInvitation(secret: InvitationSecret, userId: string, ip: string) {
  const row = await findBySecret(secret, userId, ip);
  return {
    id: row.id,
    kind: row.target.kind,
    targetName: row.target.name,
    inviterName: row.creator.name,
    role: row.role as "caregiver" | "viewer" | "worker",
    status: statusOf(row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Makes the caller a member with the invitation's role. The invitation row is locked, so two
 * acceptances of one invitation cannot both succeed; the creator, the owner and an existing
 * member are refused (no way to change one's own role through an invitation).
 */
export async function acceptInvitation(secret: InvitationSecret, userId: string, ip: string) {
  const found = await findBySecret(secret, userId, ip);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { activeChildId } = await lockUser(tx, userId);
    const [row] = await tx.$queryRaw<{ accepted_at: Date | null; declined_at: Date | null; revoked_at: Date | null; expires_at: Date }[]>`
      SELECT accepted_at, declined_at, revoked_at, expires_at FROM invitations WHERE id = ${found.id}::uuid FOR UPDATE`;
    if (!row) throw new AppError("not_found", { detail: "invitation" });
    const state = statusOf({ acceptedAt: row.accepted_at, declinedAt: row.declined_at, revokedAt: row.revoked_at, expiresAt: row.expires_at });
    if (state !== "open") throw new AppError("invitation_closed");
    const { target } = found;
    const isMember =
      target.kind === "child"
        ? (await tx.childMember.count({ where: { childId: target.id, userId } })) > 0
        : (await tx.fieldMember.count({ where: { fieldId: target.id, userId } })) > 0;
    if (found.createdBy === userId || target.ownerId === userId || isMember) throw new AppError("invitation_not_for_you");
    await tx.invitation.update({ where: { id: found.id }, data: { acceptedAt: new Date(), acceptedBy: userId } });
    if (target.kind === "field") {
      await tx.fieldMember.create({ data: { fieldId: target.id, userId, role: found.role } });
      return { fieldId: target.id, role: found.role as "worker" | "viewer" };
    }
    await tx.childMember.create({ data: { childId: target.id, userId, role: found.role } });
    // Someone with no child yet lands on the shared one.
    await ensureSelection(tx, userId, activeChildId);
    return { childId: target.id, role: found.role as "caregiver" | "viewer" };
  });
}

export async function declineInvitation(secret: InvitationSecret, userId: string, ip: string): Promise<void> {
  const found = await findBySecret(secret, userId, ip);
  const db = await getDb();
  const { count } = await db.invitation.updateMany({
    where: { id: found.id, acceptedAt: null, declinedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { declinedAt: new Date() },
  });
  if (count === 0) throw new AppError("invitation_closed");
}

/** The owner withdraws an invitation not used yet; 404 for one already used or unknown. */
export async function revokeInvitation(who: Who, childId: string, invitationId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.invitation.updateMany({
    where: { id: invitationId, child: childWhere(who, childId), acceptedAt: null, declinedAt: null, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw new AppError("not_found", { detail: "invitation" });
}

/** The field's owner withdraws an invitation not used yet; 404 for one already used or unknown. */
export async function revokeFieldInvitation(who: Who, fieldId: string, invitationId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.invitation.updateMany({
    where: { id: invitationId, field: fieldWhere(who, fieldId), acceptedAt: null, declinedAt: null, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw new AppError("not_found", { detail: "invitation" });
}
