// The pure steps of a soil analysis, shared by POST /api/soil/analyze (analyze.ts, which adds the
// quota, the model call and the storing) and the demo seed (prisma/seed-demo-soil.ts), so both
// make a report the same way: the context from the submission and its merged field, the rules'
// answer through the sanitiser, the report body and its stored columns. Nothing here opens the
// database or calls a model.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SoilAnswer } from "./answer-schema";
import type { SavedField } from "./fields";
import type { SoilContextInput } from "./prompt";
import { climateZoneAt, getRegionStats } from "./regions";
import { buildReportBody, type ReportPhoto, type SoilReportBody } from "./report-body";
import { sourceEvidence, withoutPhotoFindings } from "./finding-sources";
import type { RawSoilAnswer } from "./answer-schema";
import { DEFAULT_REPORT_LANGUAGE, type ReportLanguage } from "./report-language";
import { estimateSoil } from "./rules";
import { sanitizeAnswer } from "./sanitize";
import { hasLabResults, type SoilSubmission } from "./submission-schema";

/** A model answer that parsed but failed sanitizeAnswer's checks. */
export class AnswerRejected extends Error {
  constructor(
    readonly reason: string,
    readonly text: string | null,
  ) {
    super(`answer rejected: ${reason}`);
    this.name = "AnswerRejected";
  }
}

/**
 * A checked answer; `photosSeen`: how many photos the answer's author looked at and could read as
 * soil (the rules: none); `language`: the language its texts are written in.
 */
export type Outcome = { answer: SoilAnswer; flags: string[]; rawAnswer: string | null; photosSeen: number; language: ReportLanguage };

/** What the prompt and the rules are given about a submission once its field is merged. */
export function contextInputFor(submission: SoilSubmission, field: SavedField): SoilContextInput {
  const { region, coordinates } = field.location;
  return {
    submission,
    region,
    stats: region ? getRegionStats(region.code) : null,
    climateZone: coordinates ? (climateZoneAt(coordinates.lat, coordinates.lng)?.code ?? null) : null,
    coordinates,
    history: field.hadHistory ? field.seasons : null,
  };
}

/**
 * A model's answer through the sanitiser, in the language it was asked for. When photos were sent
 * and it could read none as soil, the findings that rest on photos alone are dropped and the
 * photos count as unseen (the summary says why: sanitizeAnswer).
 */
export function checkModelAnswer(output: RawSoilAnswer, text: string | null, input: SoilContextInput, photoCount: number, language: ReportLanguage): Outcome {
  const { submission } = input;
  const evidence = { lab: submission.labResults ?? null, photoCount };
  const checked = sanitizeAnswer(output, { hasLab: hasLabResults(submission), evidence, language });
  if (!checked.ok) throw new AnswerRejected(checked.reason, text);
  let { answer } = checked;
  const flags = [...checked.flags];
  if (photoCount > 0 && checked.readablePhotos === 0) {
    const kept = withoutPhotoFindings(answer, sourceEvidence(submission, photoCount, input.region !== null));
    answer = kept.answer;
    if (kept.dropped > 0) flags.push(`photo_findings_dropped:${kept.dropped}`);
  }
  return { answer, flags, rawAnswer: text, photosSeen: checked.readablePhotos, language };
}

/** The rules' answer in the reader's language (Uzbek when none is named), through the same sanitiser as a model's. */
export function answerWithRules(input: SoilContextInput, language: ReportLanguage = DEFAULT_REPORT_LANGUAGE): Outcome {
  // The rules look at no photos: the same evidence check as for a model without photos.
  const evidence = { lab: input.submission.labResults ?? null, photoCount: 0 };
  const checked = sanitizeAnswer(estimateSoil(input, language), { hasLab: hasLabResults(input.submission), evidence, language });
  if (!checked.ok) throw new AnswerRejected(checked.reason, null);
  return { answer: checked.answer, flags: checked.flags, rawAnswer: null, photosSeen: 0, language };
}

/** The body of a finished report, as the API returns it and the report row keeps it. */
export function reportBodyFor(args: {
  reportId: string;
  submission: SoilSubmission;
  field: SavedField;
  source: string;
  createdAt: Date;
  outcome: Outcome;
  photos: Omit<ReportPhoto, "url">[];
  /** Whether the field's region is known, so its statistics can be a finding's source. */
  regionKnown: boolean;
}): SoilReportBody {
  const { field, outcome } = args;
  const seasonsWithPlots = field.seasons.filter((season) => season.plots.length > 0).length;
  return buildReportBody({
    reportId: args.reportId,
    fieldKey: args.submission.fieldId,
    source: args.source,
    createdAt: args.createdAt,
    answer: outcome.answer,
    // Photos count as evidence only when something looked at them: the rules do not.
    signals: { hasLab: hasLabResults(args.submission), photoCount: outcome.photosSeen, hasHistory: seasonsWithPlots >= 2 },
    contextForm: contextFormOf(field),
    photos: args.photos,
    flags: outcome.flags,
    evidence: sourceEvidence(args.submission, outcome.photosSeen, args.regionKnown),
    language: outcome.language,
  });
}

/** The prompt's form: "B" when the field already had a history of seasons, else "A". */
export function contextFormOf(field: SavedField): "A" | "B" {
  return field.hadHistory ? "B" : "A";
}

/** The stored columns of a finished report. */
export function reportColumns(answer: SoilAnswer, body: SoilReportBody) {
  return {
    soilProfileJson: answer.soil_profile,
    issuesJson: answer.issues,
    recommendedActionsJson: answer.recommended_actions,
    recommendedCropsJson: answer.recommended_crops,
    summaryForFarmerUz: answer.summary_for_farmer_uz,
    confidenceOverall: body.soilProfile.confidence,
    response: body as unknown as Prisma.InputJsonValue,
  };
}
