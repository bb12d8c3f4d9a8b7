// The plan in the reader's language (docs/api-guide.md, "Fertiliser plan"): codes and numbers
// from plan.ts with the names, reasons and notes of lib/i18n/farmers-plan.ts beside them.
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import type { Locale } from "@/lib/i18n/locale";
import { countText } from "@/lib/i18n/plural";
import { formatRange } from "@/lib/i18n/format";
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
    applications: plan.applications.map(({ alternative, product, movedFrom, ...a }) => ({
      ...a,
      stageName: t.stages[a.stage].name,
      reason: t.stages[a.stage].reason,
      movedFrom: movedFrom.map((stage) => ({ stage, stageName: t.stages[stage].name })),
      ...named(product),
      methodText: a.doses > 1 ? `${t.methods[a.method]} ${countText(t.splitDoses, a.doses, locale, { kg: formatRange(a.doseKgPerHa, locale) })}` : t.methods[a.method],
      alternative: alternative && { ...alternative, ...named(alternative.product), extra: alternative.extra && { ...alternative.extra, productName: t.products[alternative.extra.product].name } },
    })),
    missed: plan.missed.map((m) => ({ ...m, stageName: t.stages[m.stage].name, movedToName: t.stages[m.movedTo].name })),
    totals: plan.totals.map((total) => ({ ...total, productName: t.products[total.product].name })),
    manure: plan.manure,
    leaching: plan.leaching && { ...plan.leaching, salinityClass: plan.leaching.salinity, salinity: t.salinity[plan.leaching.salinity], texture: t.textures[plan.leaching.texture] },
    salt: plan.salt,
    notes: plan.notes.map((code) => ({ code, text: t.notes[code] })),
    sources: planSources(plan.crop, { saline: plan.leaching !== null, splitNitrogen: plan.applications.some((a) => a.doses > 1) }, locale),
    cost,
    disclaimer: t.disclaimer,
  };
}
