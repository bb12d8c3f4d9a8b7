// The roles of a shared child or field (docs/sharing.md) and the one rule between them: a role
// may do what every lower role may. Pure, so the endpoint definitions, route() and the pages read
// the same order.

export const CHILD_ROLES = ["viewer", "caregiver", "owner"] as const;
export const FIELD_ROLES = ["viewer", "worker", "owner"] as const;
export type ChildRole = (typeof CHILD_ROLES)[number];
export type FieldRole = (typeof FIELD_ROLES)[number];
/** The roles a member row can hold: the owner is the record's own user_id, never a member row. */
export type ChildMemberRole = Exclude<ChildRole, "owner">;
export type FieldMemberRole = Exclude<FieldRole, "owner">;

/**
 * What an endpoint needs (its definition's `access`, lib/endpoints): "public" (no sign-in),
 * "account" (the signed-in person's own data, no shared record named), or the least role on the
 * child or field the request names.
 */
export type AccessRule = "public" | "account" | { child: ChildRole } | { field: FieldRole };

export type ResourceKind = "child" | "field";

const orderOf = (kind: ResourceKind): readonly string[] => (kind === "child" ? CHILD_ROLES : FIELD_ROLES);

/** Whether someone holding `have` may do what needs `need`. Unknown roles allow nothing. */
export function roleAllows(kind: ResourceKind, have: string, need: string): boolean {
  const order = orderOf(kind);
  const haveRank = order.indexOf(have);
  const needRank = order.indexOf(need);
  return haveRank >= 0 && needRank >= 0 && haveRank >= needRank;
}

/** The member roles (never "owner") that satisfy `need`: what the SQL checks a member row against. */
export function memberRolesFor(kind: ResourceKind, need: string): string[] {
  return orderOf(kind).filter((role) => role !== "owner" && roleAllows(kind, role, need));
}

export const isChildMemberRole = (role: string): role is ChildMemberRole => role === "caregiver" || role === "viewer";
export const isFieldMemberRole = (role: string): role is FieldMemberRole => role === "worker" || role === "viewer";

/** The rule's kind and least role, or null for "public" and "account". */
export function ruleTarget(rule: AccessRule): { kind: ResourceKind; need: string } | null {
  if (typeof rule === "string") return null;
  return "child" in rule ? { kind: "child", need: rule.child } : { kind: "field", need: rule.field };
}
