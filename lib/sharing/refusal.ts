// 403 or 404 for a refused request of a role rule (docs/security.md, "Shared children and
// fields"). A service scoped by its Access answers 404 for anything it may not reach; only on
// that error path does route() ask whether the caller is a member of the named child or field
// whose role is too low, and then answers 403 forbidden_role instead. Strangers, removed members
// and people whose invitation was revoked hold no member row: they keep the 404, so an id never
// tells them the record exists. A good request pays nothing for this.
import "server-only";
import { hotQuery } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import type { Access } from "./access";
import { roleAllows } from "./roles";

// The member's role on the child or field behind the path's id, by what the id names.
const ROLE_SQL: Record<string, string> = {
  child: `SELECT cm.role FROM child_members cm JOIN children c ON c.id = cm.child_id
    WHERE cm.child_id = $1::uuid AND cm.user_id = $2::uuid AND c.deleted_at IS NULL`,
  field: `SELECT fm.role FROM field_members fm WHERE fm.field_id = $1::uuid AND fm.user_id = $2::uuid`,
  report: `SELECT fm.role FROM soil_reports r JOIN field_members fm ON fm.field_id = r.field_id
    WHERE r.id = $1::uuid AND fm.user_id = $2::uuid`,
  photo: `SELECT fm.role FROM soil_photos p JOIN soil_reports r ON r.id = p.report_id JOIN field_members fm ON fm.field_id = r.field_id
    WHERE p.id = $1::uuid AND fm.user_id = $2::uuid`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: unknown, key: string): string | undefined => {
  const id = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof id === "string" && UUID.test(id) ? id : undefined;
};

/** The error to answer with: forbidden_role when a not_found hides a member whose role is too low. */
export async function roleRefusal(error: unknown, access: Access, resource: string | undefined, params: unknown, query: unknown): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== "not_found") return error;
  // The child is the path's id on child endpoints, the query's childId on the activities ones;
  // a field named in a body (the analysis' sharedFieldId) is the access's own target.
  const named = access.targetId !== undefined && UUID.test(access.targetId) ? access.targetId : undefined;
  const kind = named ? access.kind : resource !== undefined && resource in ROLE_SQL ? resource : access.kind === "child" ? "child" : undefined;
  const id = named ?? (kind === resource ? idOf(params, "id") : idOf(query, "childId"));
  if (!kind || !id) return error;
  try {
    const [row] = await hotQuery<{ role: string }>(`member_role_${kind}`, ROLE_SQL[kind], [id, access.userId]);
    return row && !roleAllows(access.kind, row.role, access.need) ? new AppError("forbidden_role") : error;
  } catch {
    return error; // the database is down: the original refusal stands
  }
}
