// Reading soil data back (docs/decisions/003-soil-api.md, "Endpoints"): the user's stored reports,
// fields and photos. Ownership lives in every query (userId in the where clause); someone else's
// record, a failed or still-running attempt all look like "not found". Failed attempts are internal
// records (kept with the raw answer for model improvement), not reports for the farmer.
import "server-only";
import { reportWhere, whoId, type Who } from "@/lib/sharing/access";
import { recordersOf } from "@/lib/sharing/recorders";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/problems/error";
import { REPORT_STATUS } from "./constants";
import type { SoilReportBody } from "./report-body";
import { servedReport } from "./served-report";

export const DEFAULT_REPORT_LIMIT = 20;
export const MAX_REPORT_LIMIT = 100;

/**
 * The stored reports of the user's own fields, newest first, whoever submitted them (a worker's
 * analysis is stored under the owner's field: docs/sharing.md); only those of one field (the
 * client's fieldId) when `fieldId` is given. An unknown fieldId is an empty list, not an error: a
 * field the app created locally simply has no reports yet. A worker's analyses of someone else's
 * field are that field's, not in the worker's own list.
 */
export async function listReports(userId: string, options: { fieldId?: string; limit?: number } = {}): Promise<SoilReportBody[]> {
  const db = await getDb();
  const rows = await db.soilReport.findMany({
    where: { status: REPORT_STATUS.ok, field: { userId, ...(options.fieldId ? { fieldKey: options.fieldId } : {}) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(MAX_REPORT_LIMIT, Math.max(1, options.limit ?? DEFAULT_REPORT_LIMIT)),
    select: REPORT_SELECT,
  });
  if (rows.length === 0) return [];
  // The owner's own submissions need one look-up of their name; a field's workers are looked up
  // per field (whether they are still members is the field's own question).
  const fieldIds = [...new Set(rows.filter((row) => row.userId !== userId).map((row) => row.fieldId))];
  const [own, ...others] = await Promise.all([
    recordersOf("field", rows[0].fieldId, [userId], userId),
    ...fieldIds.map((fieldId) => recordersOf("field", fieldId, rows.filter((row) => row.fieldId === fieldId).map((row) => row.userId), userId)),
  ]);
  const byField = new Map(fieldIds.map((fieldId, i) => [fieldId, others[i]]));
  return rows.map((row) => {
    const recordedBy = row.userId === userId ? own : byField.get(row.fieldId)!;
    return { ...servedReport(row.response as unknown as SoilReportBody), recordedBy: recordedBy(row.userId) };
  });
}

/** One stored report of the user, or 404 (unknown, another user's, failed or pending). */
export async function getReport(who: Who, reportId: string): Promise<SoilReportBody> {
  const db = await getDb();
  const row = await db.soilReport.findFirst({
    where: { id: reportId, status: REPORT_STATUS.ok, ...reportWhere(who) },
    select: REPORT_SELECT,
  });
  if (!row) throw new AppError("not_found", { detail: "report" });
  return readBack(row, whoId(who));
}

/** A stored report with its submitter (the report's user) and the field's people now. */
const REPORT_SELECT = { response: true, userId: true, fieldId: true } satisfies Prisma.SoilReportSelect;

async function readBack(row: Prisma.SoilReportGetPayload<{ select: typeof REPORT_SELECT }>, callerId: string): Promise<SoilReportBody> {
  const recordedBy = await recordersOf("field", row.fieldId, [row.userId], callerId);
  return { ...servedReport(row.response as unknown as SoilReportBody), recordedBy: recordedBy(row.userId) };
}

export type SoilFieldSummary = {
  /** The server's id: what the field's sharing endpoints name (docs/sharing.md). */
  id: string;
  fieldId: string;
  name: string | null;
  region: string | null;
  regionCode: string | null;
  location: { lat: number; lng: number } | null;
  area: number;
  irrigationType: string;
  /** The stored seasons as lastCrops (newest first, up to 5 years), to prefill the form. */
  lastCrops: { year: number; crop: string; yield: string }[];
  reportCount: number;
  lastReportAt: string | null;
  updatedAt: string;
};

/** The user's fields, most recently analysed or changed first. */
export async function listFields(userId: string): Promise<SoilFieldSummary[]> {
  const db = await getDb();
  const fields = await db.field.findMany({ where: { userId }, orderBy: [{ updatedAt: "desc" }, { id: "desc" }], include: FIELD_SUMMARY });
  return fields.map(fieldSummary);
}

/** The user's field with this client key (fieldId), or null: one query, not the whole list. */
export async function findField(userId: string, fieldId: string): Promise<SoilFieldSummary | null> {
  const db = await getDb();
  const field = await db.field.findFirst({ where: { userId, fieldKey: fieldId }, include: FIELD_SUMMARY });
  return field && fieldSummary(field);
}

export const FIELD_SUMMARY = {
  seasons: { orderBy: { year: "desc" }, take: 5, include: { plots: { orderBy: { id: "asc" } } } },
  reports: { where: { status: REPORT_STATUS.ok }, orderBy: { createdAt: "desc" }, take: 1, select: { createdAt: true } },
  _count: { select: { reports: { where: { status: REPORT_STATUS.ok } } } },
} satisfies Prisma.FieldInclude;

export function fieldSummary(field: Prisma.FieldGetPayload<{ include: typeof FIELD_SUMMARY }>): SoilFieldSummary {
  return {
    id: field.id,
    fieldId: field.fieldKey,
    name: field.name,
    region: field.regionName,
    regionCode: field.regionCode,
    location: field.lat != null && field.lng != null ? { lat: field.lat, lng: field.lng } : null,
    area: field.areaHa,
    irrigationType: field.irrigationType,
    lastCrops: field.seasons.flatMap((season) => season.plots.map((plot) => ({ year: season.year, crop: plot.crop, yield: plot.yield }))).slice(0, 5),
    reportCount: field._count.reports,
    lastReportAt: field.reports[0]?.createdAt.toISOString() ?? null,
    updatedAt: field.updatedAt.toISOString(),
  };
}

/** A stored photo of one of the user's reports, or 404. */
export async function getPhoto(who: Who, photoId: string): Promise<{ contentType: string; data: Uint8Array }> {
  const db = await getDb();
  const photo = await db.soilPhoto.findFirst({
    where: { id: photoId, report: { status: REPORT_STATUS.ok, ...reportWhere(who) } },
    select: { contentType: true, data: true },
  });
  if (!photo) throw new AppError("not_found", { detail: "photo" });
  return photo;
}
