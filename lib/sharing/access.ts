// How a service applies an endpoint's role rule inside its own statement (docs/sharing.md,
// docs/decisions/014-roles-in-the-statement.md). route() hands the handler an Access built from
// the definition; the service turns it into the WHERE of the statement that reads or locks the
// child (or field), and that marks it applied. route() answers 500 when a handler of a role rule
// returns without applying it, as it does for an unchecked joined session.
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberRolesFor, type ResourceKind } from "./roles";

export interface Access {
  kind: ResourceKind;
  userId: string;
  /** The least role the endpoint needs. */
  need: string;
  /** Set once a statement scoped by this access was built. */
  applied: boolean;
  /**
   * The child or field the request names outside its path (the analysis' sharedFieldId): where
   * a refusal looks up the member's role (lib/sharing/refusal.ts). Unset for a path's id.
   */
  targetId?: string;
}

/** A user id alone is the owner (the pages and services that do not share yet); an Access is a rule. */
export type Who = string | Access;

export const whoId = (who: Who): string => (typeof who === "string" ? who : who.userId);
export const accessOf = (who: Who): Access | undefined => (typeof who === "string" ? undefined : who);

/** The member roles a statement accepts for `who`: none for a bare user id (owner only). */
export function acceptedMemberRoles(who: Who): string[] {
  if (typeof who === "string") return [];
  who.applied = true;
  return memberRolesFor(who.kind, who.need);
}

/**
 * The request names the caller's own record the way an owner-only client does (a field by their
 * own client id): the statement is scoped by the caller's user_id, so they are its owner.
 */
export function ownRecord(who: Who): void {
  if (typeof who !== "string") who.applied = true;
}

/** The active child `childId` as `who` may reach it: owner, or a member with an accepted role. */
export function childWhere(who: Who, childId: string): Prisma.ChildWhereInput {
  const userId = whoId(who);
  const roles = acceptedMemberRoles(who);
  const member: Prisma.ChildWhereInput[] = roles.length ? [{ members: { some: { userId, role: { in: roles } } } }] : [];
  return { id: childId, deletedAt: null, OR: [{ userId }, ...member] };
}

/** The field `fieldId` as `who` may reach it: owner, or a member with an accepted role. */
export function fieldWhere(who: Who, fieldId: string): Prisma.FieldWhereInput {
  const userId = whoId(who);
  const roles = acceptedMemberRoles(who);
  const member: Prisma.FieldWhereInput[] = roles.length ? [{ members: { some: { userId, role: { in: roles } } } }] : [];
  return { id: fieldId, OR: [{ userId }, ...member] };
}

/**
 * The same test in SQL for a children row aliased `alias`, with `$user` and `$roles` being the
 * placeholders of the user's id and the accepted roles (text[]).
 */
export function childAccessSql(alias: string, user: string, roles: string): string {
  return `(${alias}.user_id = ${user} OR EXISTS (SELECT 1 FROM child_members cm
    WHERE cm.child_id = ${alias}.id AND cm.user_id = ${user} AND cm.role = ANY(${roles})))`;
}

/**
 * Soil reports `who` may read: those of a field they own (whoever submitted them: a worker's
 * analysis is stored under the owner's field), and for an Access also those of a field shared
 * with them with an accepted role. Submitting a report gives no access of its own: a removed
 * worker no longer reads the reports (and photos) they submitted. Prices stay personal.
 */
export function reportWhere(who: Who): Prisma.SoilReportWhereInput {
  const userId = whoId(who);
  const roles = acceptedMemberRoles(who);
  if (roles.length === 0) return { field: { userId } };
  return { field: { OR: [{ userId }, { members: { some: { userId, role: { in: roles } } } }] } };
}
