// The built-in rule-based estimator (docs/soil-rules.md section 5): used when no model is
// configured. It produces the same JSON as the model (answer-schema.ts) from regional statistics,
// laboratory results, observations and crop history, and is tagged honestly (RULES_SOURCE =
// "rules_v1").
import { ANSWER_LIMITS, type SoilAnswer } from "../answer-schema";
import type { Locale } from "@/lib/i18n/locale";
import { REPORT_FIXED_TEXTS } from "../report-language";
import type { SoilContextInput } from "../prompt";
import { assessSoil } from "./assess";
import { recommendCrops } from "./crop-score";
import { findActions, findIssues } from "./findings";
import { summarize } from "./summary";
import { RULES_TEXTS, soilTypeIn } from "./texts";

export { assessSoil, type SoilState } from "./assess";
export { estimateSalinity, readSalinity, SALINITY_PRIOR } from "./salinity";
export { recommendCrops, scoreCrop, phBand, relativeYield, candidateCrops } from "./crop-score";
export { summarizeHistory, identifyCrop, readYield } from "./history";
export { readObservations, mentions } from "./observations";

/**
 * A full soil answer from rules only, in the reader's language (Uzbek by default: the
 * specification's language); deterministic for a given input.
 */
export function estimateSoil(input: SoilContextInput, language: Locale = "uz"): SoilAnswer {
  // The state's region name and soil type are Uzbek; the answer's are the reader's.
  const uzState = assessSoil(input);
  const region = input.region;
  const state = {
    ...uzState,
    regionName: region ? { uz: region.nameUz, ru: region.nameRu, en: region.nameEn }[language] : null,
    soilType: soilTypeIn(input.stats?.soilTypeUz ?? null, uzState.salinity, RULES_TEXTS[language]),
  };
  const issues = mostImportant(findIssues(state, language), (issue) => issue.severity);
  const actions = mostImportant(findActions(state, language), (action) => action.priority);
  const crops = recommendCrops(state, 5, language);
  return {
    soil_profile: {
      estimated_type: state.soilType,
      ph_estimate: Math.round(state.ph * 10) / 10,
      ph_confidence: state.phConfidence,
      nitrogen_status: state.nitrogen,
      phosphorus_status: state.phosphorus,
      potassium_status: state.potassium,
      organic_matter_level: state.organicMatter,
    },
    issues,
    recommended_actions: actions,
    recommended_crops: crops,
    summary_for_farmer_uz: summarize(state, issues, actions, crops, language),
    disclaimer_uz: REPORT_FIXED_TEXTS[language].disclaimer,
  };
}

const RANK = { high: 0, medium: 1, low: 2 } as const;

/**
 * At most the answer's list length (ANSWER_LIMITS.listItems), in the rules' own order: when a
 * field has more findings than that (a saline, compacted, depleted field with a falling yield),
 * the least important ones go, not whichever came last, and the report is whole as stored; the
 * sanitiser would otherwise cut the list at its end.
 */
function mostImportant<T>(items: T[], rankOf: (item: T) => keyof typeof RANK): T[] {
  if (items.length <= ANSWER_LIMITS.listItems) return items;
  const kept = new Set(
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => RANK[rankOf(a.item)] - RANK[rankOf(b.item)] || a.index - b.index)
      .slice(0, ANSWER_LIMITS.listItems)
      .map(({ item }) => item),
  );
  return items.filter((item) => kept.has(item));
}
