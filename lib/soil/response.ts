// The farmer response (docs/soil-rules.md section 7) derived from a sanitised answer, and the
// report's confidence_overall (its formula: docs/soil-rules.md section 7).
import type { Priority, Severity, SoilAction, SoilAnswer, SoilIssue } from "./answer-schema";
import { ISSUE_LABELS_UZ, normalizeIssueCode } from "./issue-labels";
import { normalizeForCompare, truncateWords } from "./text";

export type FarmerResponse = {
  summary: string;
  soilProfile: { type: string; ph: number; nitrogen: string; confidence: number };
  chips: string[];
  actions: string[];
  recommendedCrops: { name: string; score: number }[];
};

export type ConfidenceSignals = { hasLab: boolean; photoCount: number; hasHistory: boolean };

export const MAX_CHIPS = 6;
export const MAX_ACTIONS = 8;
export const CHIP_MAX_LENGTH = 32;

const SEVERITY_RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * 0..1. evidence = 0.2 + 0.4 (lab results) + 0.05 per photo (up to 4) + 0.1 (crop history),
 * so 0.2..0.9; overall = 0.6 evidence + 0.4 ph_confidence of the answer. It rises with each
 * signal, and without lab data it cannot exceed 0.7.
 */
export function confidenceOverall(answer: Pick<SoilAnswer, "soil_profile">, signals: ConfidenceSignals): number {
  const photos = Math.min(4, Math.max(0, Math.floor(signals.photoCount)));
  const evidence = 0.2 + (signals.hasLab ? 0.4 : 0) + 0.05 * photos + (signals.hasHistory ? 0.1 : 0);
  const model = Math.min(1, Math.max(0, answer.soil_profile.ph_confidence));
  return round2(Math.min(1, Math.max(0, 0.6 * evidence + 0.4 * model)));
}

/** Short label of an issue: the known label of its code, else the first clause of its text. */
export function issueLabel(issue: SoilIssue): string {
  const known = ISSUE_LABELS_UZ[normalizeIssueCode(issue.code)];
  if (known) return known;
  const clause = issue.description_uz.split(/[.,;:!?]/)[0]?.trim() || issue.code;
  return truncateWords(clause, CHIP_MAX_LENGTH);
}

/** Chips: issue labels, most severe first (stable within a severity), no duplicates, at most 6. */
export function chipsFromIssues(issues: SoilIssue[], max = MAX_CHIPS): string[] {
  const seen = new Set<string>();
  const chips: string[] = [];
  for (const issue of [...issues].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])) {
    const label = issueLabel(issue);
    const key = normalizeForCompare(label);
    if (!seen.has(key)) {
      seen.add(key);
      chips.push(label);
    }
  }
  return chips.slice(0, max);
}

/** Action texts in priority order high > medium > low (stable), no duplicates, at most 8. */
export function orderedActions(actions: SoilAction[], max = MAX_ACTIONS): string[] {
  const sorted = [...actions].sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
  return [...new Set(sorted.map((action) => action.description_uz))].slice(0, max);
}

export function buildFarmerResponse(answer: SoilAnswer, signals: ConfidenceSignals): FarmerResponse {
  return {
    summary: answer.summary_for_farmer_uz,
    soilProfile: {
      type: answer.soil_profile.estimated_type,
      ph: Math.round(answer.soil_profile.ph_estimate * 10) / 10,
      nitrogen: answer.soil_profile.nitrogen_status,
      confidence: confidenceOverall(answer, signals),
    },
    chips: chipsFromIssues(answer.issues),
    actions: orderedActions(answer.recommended_actions),
    recommendedCrops: answer.recommended_crops
      .map((crop, index) => ({ name: crop.name, score: round2(crop.suitability_score), index }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map(({ name, score }) => ({ name, score })),
  };
}
