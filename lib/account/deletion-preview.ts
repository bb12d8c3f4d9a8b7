// What deleting the account would do to other people (docs/sharing.md, "Deleting an account"),
// for the account page and the mobile app to say before the password is asked: the owner's
// shared children and fields go for everyone who shares them; the person's memberships end
// and what they recorded on others' children stays there, named as a former member's.
import "server-only";
import { getDb } from "@/lib/db/client";
import type { DeletionPreview } from "./schemas";

export async function deletionPreview(userId: string): Promise<DeletionPreview> {
  const db = await getDb();
  const shared = { members: { some: {} } };
  const count = { _count: { select: { members: true } } } as const;
  const [children, fields, childMemberships, fieldMemberships] = await Promise.all([
    db.child.findMany({ where: { userId, deletedAt: null, ...shared }, orderBy: { createdAt: "asc" }, select: { id: true, name: true, ...count } }),
    db.field.findMany({ where: { userId, ...shared }, orderBy: { createdAt: "asc" }, select: { id: true, name: true, fieldKey: true, ...count } }),
    db.childMember.count({ where: { userId, child: { deletedAt: null } } }),
    db.fieldMember.count({ where: { userId } }),
  ]);
  return {
    sharedChildren: children.map((c) => ({ id: c.id, name: c.name, memberCount: c._count.members })),
    sharedFields: fields.map((f) => ({ id: f.id, name: f.name ?? f.fieldKey, memberCount: f._count.members })),
    memberships: { children: childMemberships, fields: fieldMemberships },
  };
}

/**
 * Where the account page sends the owner to hand each shared child or field over before deleting
 * (docs/sharing.md, "Handing ownership over"): the child's members page, the field's Share page
 * (addressed by the owner's own client id of the field, which the API's preview does not carry).
 */
export async function handOverPaths(userId: string, preview: DeletionPreview): Promise<Map<string, string>> {
  const paths = new Map(preview.sharedChildren.map((child) => [child.id, `/children/${child.id}/members`]));
  if (preview.sharedFields.length === 0) return paths;
  const db = await getDb();
  const fields = await db.field.findMany({ where: { userId, id: { in: preview.sharedFields.map((f) => f.id) } }, select: { id: true, fieldKey: true } });
  for (const field of fields) paths.set(field.id, `/soil/fields/${encodeURIComponent(field.fieldKey)}/share`);
  return paths;
}
