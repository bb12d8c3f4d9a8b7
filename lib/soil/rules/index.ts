// The built-in rule-based estimator (docs/soil-rules.md section 5): used when no model is
// configured. It produces the same JSON as the model (answer-schema.ts) from regional statistics,
// laboratory results, observations and crop history, and is tagged honestly (RULES_SOURCE =
// "rules_v1").
import type { SoilAnswer } from "../answer-schema";
import { SOIL_DISCLAIMER_UZ } from "../constants";
import type { SoilContextInput } from "../prompt";
import { assessSoil } from "./assess";
import { recommendCrops } from "./crop-score";
import { findActions, findIssues } from "./findings";
import { summarize } from "./summary";

export { assessSoil, type SoilState } from "./assess";
export { estimateSalinity, readSalinity, SALINITY_PRIOR } from "./salinity";
export { recommendCrops, scoreCrop, phBand, relativeYield, candidateCrops } from "./crop-score";
export { summarizeHistory, identifyCrop, readYield } from "./history";
export { readObservations, mentions } from "./observations";

/** A full soil answer from rules only; deterministic for a given input. */
export function estimateSoil(input: SoilContextInput): SoilAnswer {
  const state = assessSoil(input);
  const issues = findIssues(state);
  const actions = findActions(state);
  const crops = recommendCrops(state);
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
    summary_for_farmer_uz: summarize(state, issues, actions, crops),
    disclaimer_uz: SOIL_DISCLAIMER_UZ,
  };
}
