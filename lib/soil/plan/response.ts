// The plan in the reader's language (docs/api-guide.md, "Fertiliser plan"): codes and numbers
// from plan.ts with the names, reasons and notes of lib/i18n/farmers-plan.ts beside them.
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import type { Locale } from "@/lib/i18n/locale";
import type { Region } from "../regions";
import type { PlanCost } from "./cost";
import type { FertiliserPlan } from "./plan";
import type { PlanProductId } from "./products";
import type { PlanResponse } from "./response-schema";
import { planSources } from "./sources";

export type PlanContext = { reportId: string; fieldId: string; region: Region | null };

export function planResponse(plan: FertiliserPlan, context: PlanContext, cost: (PlanCost & { pricesFrom: "query" | "saved" }) | null, locale: Locale): PlanResponse {
  const t = PLAN_MESSAGES[locale];
  const named = (product: PlanProductId) => ({ product, productName: t.products[product].name, analysis: t.products[product].analysis });
  const { region } = context;
  return {
    reportId: context.reportId,
    fieldId: context.fieldId,
    region: region && { code: region.code, name: locale === "ru" ? region.nameRu : locale === "en" ? region.nameEn : region.nameUz },
    crop: { id: plan.crop, name: t.crops[plan.crop] },
    zone: plan.zone,
    areaHa: plan.areaHa,
    seasonYear: plan.seasonYear,
    basis: {
      lab: plan.basis.lab,
      humus: plan.basis.humus && t.humus[plan.basis.humus],
      phosphorus: plan.basis.phosphorus && t.labClasses[plan.basis.phosphorus],
      potassium: plan.basis.potassium && t.labClasses[plan.basis.potassium],
    },
    nutrients: plan.nutrients,
    applications: plan.applications.map(({ alternative, product, ...a }) => ({
      ...a,
      stageName: t.stages[a.stage].name,
      reason: t.stages[a.stage].reason,
      ...named(product),
      alternative: alternative && { ...alternative, ...named(alternative.product) },
    })),
    totals: plan.totals.map((total) => ({ ...total, productName: t.products[total.product].name })),
    manure: plan.manure,
    leaching: plan.leaching && { ...plan.leaching, salinity: t.salinity[plan.leaching.salinity], texture: t.textures[plan.leaching.texture] },
    notes: plan.notes.map((code) => ({ code, text: t.notes[code] })),
    sources: planSources(plan.crop, plan.leaching !== null),
    cost,
    disclaimer: t.disclaimer,
  };
}
