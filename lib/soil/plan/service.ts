// The plan of one of the user's reports (docs/api-guide.md, "Fertiliser plan"): the report's
// own input (area, lab values, the farmer's words on texture) and the field's region, read in one
// owner-scoped query. Someone else's report, a failed or a pending attempt are "not found", as
// for GET /api/soil/reports/{id}. Prices: those of the request, else the user's saved ones.
import "server-only";
import { reportWhere, whoId, type Who } from "@/lib/sharing/access";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { AppError } from "@/lib/problems/error";
import { tashkentDate } from "@/lib/time";
import { REPORT_STATUS } from "../constants";
import type { LabContext } from "../prompt-lab";
import { getRegion } from "../regions";
import { planCost, type Prices } from "./cost";
import type { PlanCropId } from "./crops";
import { textureFromWords } from "./leaching";
import type { LabBasis } from "./needs";
import { buildPlan, type FertiliserPlan } from "./plan";
import { readPrices } from "./prices-store";
import { planResponse, type PlanContext } from "./response";
import type { PlanResponse } from "./response-schema";

type StoredContext = {
  field?: { area_ha?: number };
  lab_results?: LabContext;
  soil_physical_properties?: Record<string, string>;
};

/** Lab values of a stored context (unit-bearing keys, docs/soil-rules.md section 3). */
export function labBasisOf(lab: LabContext | undefined): LabBasis | null {
  if (!lab) return null;
  const basis: LabBasis = {
    humusPercent: lab.humus_percent,
    phosphorusMgKg: lab.phosphorus_p2o5_mg_kg,
    potassiumMgKg: lab.potassium_k2o_mg_kg,
    nitrateMgKg: lab.nitrogen_no3_mg_kg,
    salinityPercent: lab.salinity_percent,
    eceDsM: lab.ece_ds_m,
  };
  return Object.values(basis).some((v) => v !== undefined) ? basis : null;
}

export type ReportPlan = { plan: FertiliserPlan; context: PlanContext; fieldName: string | null; fieldAreaHa: number };

/**
 * The plan for one of the reports the caller may read, or 404; for `areaHa` of the field when
 * given (a part of it), which may not be more than the field: 400 validation_failed on `area`,
 * nothing read further.
 */
export async function reportPlan(who: Who, reportId: string, cropId: PlanCropId, options: { areaHa?: number; today?: string } = {}): Promise<ReportPlan> {
  const db = await getDb();
  const row = await db.soilReport.findFirst({
    where: { id: reportId, status: REPORT_STATUS.ok, ...reportWhere(who) },
    select: { context: true, field: { select: { fieldKey: true, name: true, regionCode: true, areaHa: true } } },
  });
  if (!row) throw new AppError("not_found", { detail: "report" });
  const context = row.context as StoredContext;
  const physical = Object.values(context.soil_physical_properties ?? {}).join(" ");
  const region = row.field.regionCode ? getRegion(row.field.regionCode) : null;
  const fieldAreaHa = context.field?.area_ha ?? row.field.areaHa;
  if (options.areaHa !== undefined && options.areaHa > fieldAreaHa + 1e-9) {
    throw new AppError("validation_failed", { errors: [{ path: "area", message: `At most the field's area, ${fieldAreaHa} ha.` }] });
  }
  const plan = buildPlan({
    cropId,
    areaHa: options.areaHa ?? fieldAreaHa,
    regionCode: region?.code ?? null,
    lab: labBasisOf(context.lab_results),
    texture: textureFromWords(physical),
    today: options.today ?? tashkentDate(),
  });
  return {
    plan,
    fieldAreaHa,
    fieldName: row.field.name,
    context: { reportId, fieldId: row.field.fieldKey, region },
  };
}

/** The API's answer: the plan in the reader's language, with the cost from the given or saved prices. */
export async function reportPlanResponse(who: Who, reportId: string, query: { crop: PlanCropId; area?: number; prices?: Prices }, locale: Locale): Promise<PlanResponse> {
  const { plan, context } = await reportPlan(who, reportId, query.crop, { areaHa: query.area });
  const pricesFrom = query.prices ? "query" : "saved";
  // Prices are the reader's own, never the field owner's (docs/sharing.md).
  const cost = planCost(plan, query.prices ?? (await readPrices(whoId(who))));
  return planResponse(plan, context, cost && { ...cost, pricesFrom }, locale);
}
