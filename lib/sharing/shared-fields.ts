// What a field's members read (docs/sharing.md): the fields shared with them, and a field's
// reports. The caller's own fields and reports keep their endpoints (GET /api/soil/fields and
// /api/soil/reports); these add the shared ones without changing those shapes.
import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { REPORT_STATUS } from "@/lib/soil/constants";
import { servedReport } from "@/lib/soil/served-report";
import { FIELD_SUMMARY, fieldSummary, type SoilFieldSummary } from "@/lib/soil/reports";
import type { SoilReportBody } from "@/lib/soil/report-body";
import { recordersOf } from "./recorders";
import { fieldWhere, reportWhere, whoId, type Who } from "./access";
import { memberRolesFor, type FieldRole } from "./roles";

/** The fields shared with the user, most recently joined first; never the owner's other fields. */
export async function listSharedFields(userId: string) {
  const db = await getDb();
  const rows = await db.fieldMember.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { fieldId: "asc" }],
    select: {
      role: true,
      field: {
        select: {
          id: true,
          name: true,
          fieldKey: true,
          user: { select: { name: true } },
          reports: { where: { status: REPORT_STATUS.ok }, orderBy: { createdAt: "desc" }, take: 1, select: { createdAt: true } },
          _count: { select: { reports: { where: { status: REPORT_STATUS.ok } } } },
        },
      },
    },
  });
  return rows.map(({ role, field }) => ({
    id: field.id,
    name: field.name ?? field.fieldKey,
    ownerName: field.user.name,
    role: role as "worker" | "viewer",
    reportCount: field._count.reports,
    lastReportAt: field.reports[0]?.createdAt.toISOString() ?? null,
  }));
}

/** The field `who` may reach with the access' role (its id and client key); 404 otherwise. */
export async function findNamedField(who: Who, fieldId: string): Promise<{ id: string; fieldKey: string }> {
  const db = await getDb();
  const field = await db.field.findFirst({ where: fieldWhere(who, fieldId), select: { id: true, fieldKey: true } });
  if (!field) throw new AppError("not_found", { detail: "field" });
  return field;
}

/** A field shared with the user as worker, as the soil form starts from it, with its owner's name. */
export type SubmittableField = SoilFieldSummary & { ownerName: string };

/**
 * The fields shared with the user whose role lets them submit an analysis (worker), most
 * recently joined first: the soil form offers them beside the user's own fields.
 */
export async function listSubmittableSharedFields(userId: string): Promise<SubmittableField[]> {
  const db = await getDb();
  const rows = await db.fieldMember.findMany({
    where: { userId, role: { in: memberRolesFor("field", "worker") } },
    orderBy: [{ createdAt: "desc" }, { fieldId: "asc" }],
    select: { field: { include: { ...FIELD_SUMMARY, user: { select: { name: true } } } } },
  });
  return rows.map(({ field }) => ({ ...fieldSummary(field), ownerName: field.user.name }));
}

export const FIELD_REPORT_LIMIT = 50;

/** The stored reports of a field `who` may read, newest first, each saying who submitted it; 404 otherwise. */
export async function listFieldReports(who: Who, fieldId: string): Promise<SoilReportBody[]> {
  const db = await getDb();
  const field = await db.field.findFirst({
    where: fieldWhere(who, fieldId),
    select: {
      reports: {
        where: { status: REPORT_STATUS.ok },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: FIELD_REPORT_LIMIT,
        select: { response: true, userId: true },
      },
    },
  });
  if (!field) throw new AppError("not_found", { detail: "field" });
  const recordedBy = await recordersOf("field", fieldId, field.reports.map((r) => r.userId), whoId(who));
  return field.reports.map((r) => ({ ...servedReport(r.response as unknown as SoilReportBody), recordedBy: recordedBy(r.userId) }));
}

/** The field of a report as its reader sees it: where its pages link, and which controls they show. */
export type ReportField = { id: string; name: string; fieldKey: string; role: FieldRole };

/**
 * The field of a stored report `who` may read, with the reader's role on it (the owner, or their
 * member row's role); 404 otherwise, as the report itself.
 */
export async function reportField(who: Who, reportId: string): Promise<ReportField> {
  const userId = whoId(who);
  const db = await getDb();
  const row = await db.soilReport.findFirst({
    where: { id: reportId, status: REPORT_STATUS.ok, ...reportWhere(who) },
    select: { field: { select: { id: true, name: true, fieldKey: true, userId: true, members: { where: { userId }, select: { role: true } } } } },
  });
  if (!row) throw new AppError("not_found", { detail: "report" });
  const { field } = row;
  const role = field.userId === userId ? "owner" : (field.members[0]?.role as FieldRole | undefined);
  if (!role) throw new AppError("not_found", { detail: "report" });
  return { id: field.id, name: field.name ?? field.fieldKey, fieldKey: field.fieldKey, role };
}
