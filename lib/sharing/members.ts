// The people of a shared child or field (docs/sharing.md): the owner sees them with the open invitations,
// changes a member's role or removes them; a member can leave. Removing deletes the member row,
// which every statement of every endpoint checks, so it takes effect on the next request.
import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { childWhere, fieldWhere, whoId, type Who } from "./access";

export async function listMembers(who: Who, childId: string) {
  const db = await getDb();
  const child = await db.child.findFirst({
    where: childWhere(who, childId),
    select: {
      createdAt: true,
      user: { select: { id: true, name: true } },
      members: { orderBy: [{ createdAt: "asc" }, { userId: "asc" }], select: { role: true, createdAt: true, user: { select: { id: true, name: true } } } },
      invitations: {
        where: { acceptedAt: null, declinedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
        orderBy: { createdAt: "asc" },
        select: { id: true, role: true, createdAt: true, expiresAt: true },
      },
    },
  });
  if (!child) throw new AppError("not_found", { detail: "child" });
  return {
    members: [
      { userId: child.user.id, name: child.user.name, role: "owner" as const, since: child.createdAt.toISOString() },
      ...child.members.map((m) => ({ userId: m.user.id, name: m.user.name, role: m.role as "caregiver" | "viewer", since: m.createdAt.toISOString() })),
    ],
    invitations: child.invitations.map((i) => ({
      id: i.id,
      role: i.role as "caregiver" | "viewer",
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

export async function changeMemberRole(who: Who, childId: string, memberId: string, role: "caregiver" | "viewer") {
  const db = await getDb();
  const { count } = await db.childMember.updateMany({ where: { childId, userId: memberId, child: childWhere(who, childId) }, data: { role } });
  if (count === 0) throw new AppError("not_found", { detail: "member" });
  return { userId: memberId, role };
}

export async function removeMember(who: Who, childId: string, memberId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.childMember.deleteMany({ where: { childId, userId: memberId, child: childWhere(who, childId) } });
  if (count === 0) throw new AppError("not_found", { detail: "member" });
}

/** A member leaves; the owner has no member row to leave (404: an owner deletes or hands over instead). */
export async function leaveChild(who: Who, childId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.childMember.deleteMany({ where: { childId, userId: whoId(who), child: childWhere(who, childId) } });
  if (count === 0) throw new AppError("not_found", { detail: "member" });
}

// The same for a field (docs/sharing.md): its owner is fields.user_id, members are worker or viewer.

export async function listFieldMembers(who: Who, fieldId: string) {
  const db = await getDb();
  const field = await db.field.findFirst({
    where: fieldWhere(who, fieldId),
    select: {
      createdAt: true,
      user: { select: { id: true, name: true } },
      members: { orderBy: [{ createdAt: "asc" }, { userId: "asc" }], select: { role: true, createdAt: true, user: { select: { id: true, name: true } } } },
      invitations: {
        where: { acceptedAt: null, declinedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
        orderBy: { createdAt: "asc" },
        select: { id: true, role: true, createdAt: true, expiresAt: true },
      },
    },
  });
  if (!field) throw new AppError("not_found", { detail: "field" });
  return {
    members: [
      { userId: field.user.id, name: field.user.name, role: "owner" as const, since: field.createdAt.toISOString() },
      ...field.members.map((m) => ({ userId: m.user.id, name: m.user.name, role: m.role as "worker" | "viewer", since: m.createdAt.toISOString() })),
    ],
    invitations: field.invitations.map((i) => ({
      id: i.id,
      role: i.role as "worker" | "viewer",
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

export async function changeFieldMemberRole(who: Who, fieldId: string, memberId: string, role: "worker" | "viewer") {
  const db = await getDb();
  const { count } = await db.fieldMember.updateMany({ where: { fieldId, userId: memberId, field: fieldWhere(who, fieldId) }, data: { role } });
  if (count === 0) throw new AppError("not_found", { detail: "member" });
  return { userId: memberId, role };
}

export async function removeFieldMember(who: Who, fieldId: string, memberId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.fieldMember.deleteMany({ where: { fieldId, userId: memberId, field: fieldWhere(who, fieldId) } });
  if (count === 0) throw new AppError("not_found", { detail: "member" });
}

/** A member leaves the field; the owner has no member row to leave (404). */
export async function leaveField(who: Who, fieldId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.fieldMember.deleteMany({ where: { fieldId, userId: whoId(who), field: fieldWhere(who, fieldId) } });
  if (count === 0) throw new AppError("not_found", { detail: "member" });
}
