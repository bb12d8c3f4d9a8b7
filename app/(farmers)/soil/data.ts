// Server-side data of the soil pages: the user's reports and fields through lib/soil (the
// same services as the API), turned into what the pages need; 404s become notFound().
import type { Locale } from "@/lib/i18n/locale";
import { findField as findStoredField, getReport, type SoilFieldSummary, type SoilReportBody } from "@/lib/soil";
import { loadRegionRows } from "@/lib/soil/data-files";
import { getRegion } from "@/lib/soil/regions";
import { CROPS } from "@/lib/soil/rules/crops";
import type { RegionOption } from "@/components/farmers/form/draft";
import { loadRecord } from "@/app/load-record";
import type { Who } from "@/lib/sharing/access";
import { roleAllows } from "@/lib/sharing/roles";
import { reportField, type ReportField } from "@/lib/sharing/shared-fields";
import { fieldAccess } from "./access";

/**
 * A report `who` may read, or the not-found page (unknown, someone else's, malformed id). A user
 * id alone is the field's owner; the report pages pass fieldAccess(user, "viewer"), so a shared
 * field's members read them too (docs/sharing.md).
 */
export function loadReport(who: Who, reportId: string): Promise<SoilReportBody> {
  return loadRecord(reportId, () => getReport(who, reportId));
}

/** A report any of the field's people may read, with its field and the reader's role; else not found. */
export function loadSharedReport(userId: string, reportId: string): Promise<[SoilReportBody, ReportField]> {
  return loadRecord(reportId, () => Promise.all([getReport(fieldAccess(userId, "viewer"), reportId), reportField(fieldAccess(userId, "viewer"), reportId)]));
}

/** Where a field's pages live for its reader: the owner's history by key, a member's by server id. */
export const fieldHistoryHref = (field: ReportField) =>
  field.role === "owner" ? `/soil/fields/${encodeURIComponent(field.fieldKey)}` : `/soil/shared/${field.id}`;

/** The new-analysis form for the field, for a reader who may submit one (owner, worker); null for a viewer. */
export function analyseAgainHref(field: ReportField): string | null {
  if (field.role === "owner") return `/soil/new?field=${encodeURIComponent(field.fieldKey)}`;
  return roleAllows("field", field.role, "worker") ? `/soil/new?shared=${field.id}` : null;
}

/** The user's field with this fieldId, or null (a field the form has not sent yet). */
export function findField(userId: string, fieldId: string): Promise<SoilFieldSummary | null> {
  return findStoredField(userId, fieldId);
}

/** A fieldId from the path: percent-decoded once (a key may hold spaces or Cyrillic letters). */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a lone "%" is part of the key itself
  }
}

/** A field's display name: its name, else the client's key. */
export const fieldTitle = (field: Pick<SoilFieldSummary, "name" | "fieldId"> | null, fieldId: string) => field?.name ?? fieldId;

/**
 * The 14 regions for the form's list, labelled in the reader's language. The value sent is the
 * Uzbek name (ASCII apostrophe), which the API's region lookup reads.
 */
export function regionOptions(locale: Locale): RegionOption[] {
  const options = loadRegionRows().flatMap((row) => {
    const region = getRegion(row.iso_3166_2);
    if (!region) return [];
    const label = locale === "ru" ? region.nameRu : locale === "en" ? region.nameEn : region.nameUz;
    return [{ code: region.code, name: region.nameUz, label }];
  });
  return options.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Crop names the estimator knows, as suggestions for the form (free text stays allowed). */
export const cropSuggestions = () => CROPS.map((crop) => crop.nameUz);
