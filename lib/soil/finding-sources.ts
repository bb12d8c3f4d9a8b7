// Where each finding of a report comes from, so the page can say it in plain words (issue 28):
// the farmer's lab test, their observation, their photos, their crop records, the region's
// statistics, or an estimate. A model statement about something the farmer did not report and
// no photo could show (a salt crust "seen" with no observation and no photo) is the model's
// guess, never a finding. Rules: docs/soil-rules.md section 13. Pure: the evidence is what the
// submission carried.
import type { SoilAnswer } from "./answer-schema";
import { normalizeIssueCode } from "./issue-labels";
import { readObservations } from "./rules/observations";
import type { LabResults } from "./submission-schema";

export const FINDING_SOURCES = ["lab", "observation", "photo", "history", "region", "estimate", "model_guess", "none"] as const;
export type FindingSource = (typeof FINDING_SOURCES)[number];

export type SourceEvidence = {
  lab: LabResults | null;
  /** The farmer's observation text. */
  observations: string;
  /** The soil's look and feel as the farmer described it (colour, structure, feel), joined. */
  physical: string;
  /** Photos something looked at: the model's photos; 0 for the rules, which look at none. */
  photoCount: number;
  regionKnown: boolean;
};

export type FindingSources = {
  ph: FindingSource;
  nitrogen: FindingSource;
  /** "lab" or "none": phosphorus and potassium are only ever measured. */
  phosphorus: FindingSource;
  potassium: FindingSource;
  organicMatter: FindingSource;
  /** One per issue of the answer, in the answer's order. */
  issues: FindingSource[];
};

// A text that says something was seen: "ko'rinib turibdi", "oq qatlam bor", "видна корка".
const SEEN = /ko'rin|ko'zga tashlan|kuzatil|oq qatlam|oq qobiq|oq dog'|qatqaloq|видн|виден|наблюда|корк|налёт|налет|visible|seen|crust|patches/iu;

const has = (value: number | undefined) => value !== undefined;

function priorSource(evidence: SourceEvidence): FindingSource {
  return evidence.regionKnown ? "region" : "estimate";
}

/** Where each status and issue of a sanitised answer comes from, given the submission's evidence. */
export function findingSources(answer: Pick<SoilAnswer, "issues">, evidence: SourceEvidence): FindingSources {
  const lab = evidence.lab ?? {};
  const signals = readObservations(evidence.observations, evidence.physical);
  const photos = evidence.photoCount > 0;
  const ph: FindingSource = has(lab.ph) ? "lab" : priorSource(evidence);
  const organicMatter: FindingSource = has(lab.humusPercent) ? "lab" : photos ? "photo" : priorSource(evidence);
  const nitrogen: FindingSource = has(lab.nitrogenMgKg) ? "lab" : signals.yellowing ? "observation" : "estimate";
  // What a sign the farmer can see rests on: their words, else their photos, else nothing.
  const seen = (observed: boolean): FindingSource => (observed ? "observation" : photos ? "photo" : "model_guess");

  const issues = answer.issues.map((issue): FindingSource => {
    const code = normalizeIssueCode(issue.code);
    const claimsSeen = SEEN.test(issue.description_uz);
    switch (code) {
      case "salinity_risk":
      case "salinity": {
        if (has(lab.salinityPercent) || has(lab.ecDsM)) return "lab";
        if (signals.saltCrust || signals.sodic) return "observation";
        if (photos) return "photo";
        // A crust "seen" that nobody reported and no photo showed is the model's guess; a risk
        // from the region's statistics is the region's.
        return claimsSeen ? "model_guess" : signals.waterlogging || signals.shallowGroundwater || signals.poorGrowth ? "observation" : priorSource(evidence);
      }
      case "high_ph":
      case "low_ph":
        return ph;
      case "low_organic_matter":
        return organicMatter;
      case "nitrogen_deficiency":
        return nitrogen;
      case "phosphorus_deficiency":
        return has(lab.phosphorusMgKg) ? "lab" : "model_guess";
      case "potassium_deficiency":
        return has(lab.potassiumMgKg) ? "lab" : "model_guess";
      case "compaction":
        return seen(signals.hardening);
      case "waterlogging":
        return seen(signals.waterlogging);
      case "shallow_groundwater":
        return signals.shallowGroundwater ? "observation" : "model_guess";
      case "poor_growth":
        return seen(signals.poorGrowth);
      case "sandy_soil":
        return seen(signals.sandy);
      case "monoculture":
      case "narrow_rotation":
      case "after_rice":
      case "declining_yield":
        return "history";
      default:
        if (photos) return "photo";
        return claimsSeen ? "model_guess" : "estimate";
    }
  });
  return {
    ph,
    nitrogen,
    phosphorus: has(lab.phosphorusMgKg) ? "lab" : "none",
    potassium: has(lab.potassiumMgKg) ? "lab" : "none",
    organicMatter,
    issues,
  };
}

/** The evidence of a submission (the physical description joined into one text). */
export function sourceEvidence(
  submission: { labResults?: LabResults | null; farmerObservations: string; soilPhysicalProperties?: { colour?: string; structure?: string; feel?: string } },
  photoCount: number,
  regionKnown: boolean,
): SourceEvidence {
  const physical = Object.values(submission.soilPhysicalProperties ?? {})
    .filter((value): value is string => typeof value === "string")
    .join("\n");
  return { lab: submission.labResults ?? null, observations: submission.farmerObservations, physical, photoCount, regionKnown };
}

/**
 * Sources of a report stored before they were recorded: only "lab or not" and the photos are
 * known, so statuses fall back to the region's statistics or an estimate and no issue is called
 * a guess (nothing says what the farmer wrote).
 */
export function fallbackSources(details: { hasLabResults: boolean; photos: unknown[]; issues: { code: string }[]; soilProfile: { phosphorus: string; potassium: string } }): FindingSources {
  const measured: FindingSource = details.hasLabResults ? "lab" : "estimate";
  return {
    ph: measured,
    nitrogen: measured,
    phosphorus: details.hasLabResults && details.soilProfile.phosphorus !== "unknown" ? "lab" : "none",
    potassium: details.hasLabResults && details.soilProfile.potassium !== "unknown" ? "lab" : "none",
    organicMatter: measured,
    issues: details.issues.map(() => "estimate"),
  };
}

/**
 * The answer without the issues that rest on photos alone, for when the model could read none of
 * the photos sent as soil (a wall, a face, a blank): such a finding has nothing under it (issue
 * 34, docs/soil-rules.md section 13). `evidence` is the submission's, with the photos counted.
 */
export function withoutPhotoFindings<A extends Pick<SoilAnswer, "issues">>(answer: A, evidence: SourceEvidence): { answer: A; dropped: number } {
  const sources = findingSources(answer, { ...evidence, photoCount: Math.max(1, evidence.photoCount) }).issues;
  const issues = answer.issues.filter((_, i) => sources[i] !== "photo");
  return { answer: { ...answer, issues }, dropped: answer.issues.length - issues.length };
}
