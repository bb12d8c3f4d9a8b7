// The body of a soil report as the API returns it, after POST /api/soil/analyze and from
// GET /api/soil/reports/{id}: exactly the farmer response of docs/soil-rules.md section 7 (summary,
// soilProfile, chips, actions, recommendedCrops) plus reportId and disclaimer
// (docs/decisions/003-soil-api.md, "Report body"), plus additions for the web report page that
// leave those keys untouched: fieldId, source, createdAt and `details` (full profile, issues
// with severity, actions with priority, crops with reasons, photos, sanitiser flags). Documented in
// docs/decisions/003-soil-api.md.
import type { SoilAnswer } from "./answer-schema";
import { REPORT_FIXED_TEXTS, type ReportLanguage } from "./report-language";
import { findingSources, type FindingSources, type SourceEvidence } from "./finding-sources";
import { buildFarmerResponse, issueLabel, type ConfidenceSignals, type FarmerResponse } from "./response";
import type { RecordedBy } from "@/lib/sharing/recorded-by";

export type ReportPhoto = { id: string; url: string; contentType: string; width: number; height: number };

export type SoilReportDetails = {
  soilProfile: {
    type: string;
    ph: number;
    phConfidence: number;
    nitrogen: string;
    phosphorus: string;
    potassium: string;
    organicMatter: string;
  };
  issues: { code: string; label: string; severity: string; description: string }[];
  actions: { type: string; priority: string; description: string }[];
  crops: { name: string; reason: string; score: number }[];
  hasLabResults: boolean;
  /**
   * Which context was sent (docs/soil-rules.md section 3): A (from the submission) or B (stored
   * history).
   */
  contextForm: "A" | "B";
  photos: ReportPhoto[];
  /** What the sanitiser repaired or hid (docs/soil-rules.md section 6), e.g. "brand_removed". */
  flags: string[];
  /**
   * Where each status and issue comes from (docs/soil-rules.md section 13). Absent in reports
   * stored before it was recorded; the page then falls back to `fallbackSources`.
   */
  sources?: FindingSources;
};

export type SoilReportBody = FarmerResponse & {
  reportId: string;
  /**
   * The language the report's texts are written in (issue 34): the reader's for a model's answer,
   * uz for the rules'. Absent in reports stored before it was recorded: those are Uzbek.
   */
  language?: ReportLanguage;
  fieldId: string;
  disclaimer: string;
  source: string;
  createdAt: string;
  details: SoilReportDetails;
  /** Who submitted it (docs/sharing.md): added when a stored report is read back. */
  recordedBy?: RecordedBy;
};

export type ReportBodyInput = {
  reportId: string;
  fieldKey: string;
  source: string;
  createdAt: Date;
  answer: SoilAnswer;
  signals: ConfidenceSignals;
  contextForm: "A" | "B";
  photos: Omit<ReportPhoto, "url">[];
  flags: string[];
  /** What the submission carried, for `details.sources`. */
  evidence: SourceEvidence;
  language: ReportLanguage;
};

export const photoUrl = (id: string) => `/api/soil/photos/${id}`;

export function buildReportBody(input: ReportBodyInput): SoilReportBody {
  const { answer } = input;
  const profile = answer.soil_profile;
  return {
    reportId: input.reportId,
    language: input.language,
    ...buildFarmerResponse(answer, input.signals),
    disclaimer: REPORT_FIXED_TEXTS[input.language].disclaimer,
    fieldId: input.fieldKey,
    source: input.source,
    createdAt: input.createdAt.toISOString(),
    details: {
      soilProfile: {
        type: profile.estimated_type,
        ph: profile.ph_estimate,
        phConfidence: profile.ph_confidence,
        nitrogen: profile.nitrogen_status,
        phosphorus: profile.phosphorus_status,
        potassium: profile.potassium_status,
        organicMatter: profile.organic_matter_level,
      },
      issues: answer.issues.map((issue) => ({ code: issue.code, label: issueLabel(issue), severity: issue.severity, description: issue.description_uz })),
      actions: answer.recommended_actions.map((action) => ({ type: action.type, priority: action.priority, description: action.description_uz })),
      crops: answer.recommended_crops.map((crop) => ({ name: crop.name, reason: crop.reason_uz, score: crop.suitability_score })),
      hasLabResults: input.signals.hasLab,
      contextForm: input.contextForm,
      photos: input.photos.map((photo) => ({ ...photo, url: photoUrl(photo.id) })),
      flags: input.flags,
      sources: findingSources(answer, input.evidence),
    },
  };
}
