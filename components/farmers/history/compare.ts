// What changed between two reports of one field, as better or worse (issue 28): pH (closer to
// neutral is better), soil type, nutrient statuses (more of a nutrient is better; "unknown" ->
// a status is a first measurement, not a change) and issues added, resolved or kept (matched
// by issue code, so a reworded description is still the same issue). An issue that appears
// because something was measured for the first time is "newly measured", never a new problem;
// a kept issue whose severity moved says why (what it rests on changed, or the soil did). Each
// row comes to one verdict (issue 34): better, worse, same or first measured.
import { normalizeIssueCode } from "@/lib/soil/issue-labels";
import { fallbackSources, type FindingSource, type FindingSources } from "@/lib/soil/finding-sources";
import type { SoilReportBody, SoilReportDetails } from "@/lib/soil";
import { statusRank } from "../format";

/** measured: unknown -> a status (a first measurement); unmeasured: a status -> unknown. */
export type Trend = "improved" | "worsened" | "unchanged" | "measured" | "unmeasured";
export type Issue = SoilReportDetails["issues"][number];

export const NUTRIENTS = ["nitrogen", "phosphorus", "potassium", "organicMatter"] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export type KeptIssue = {
  before: Issue;
  after: Issue;
  /** Severity up is worse, down is better; "measured" when what it rests on became a lab value. */
  trend: Trend;
  sources: { before: FindingSource; after: FindingSource };
};

export type Comparison = {
  ph: { before: number; after: number; delta: number; trend: Trend };
  type: { before: string; after: string; changed: boolean; trend: Trend };
  nutrients: { key: Nutrient; before: string; after: string; trend: Trend }[];
  /** How sure each report is, in three plain levels; more sure is better (issue 34). */
  confidence: { before: number; after: number; levels: { before: ConfidenceLevel; after: ConfidenceLevel }; trend: Trend };
  added: Issue[];
  /** Issues that appear because their quantity was measured for the first time. */
  measured: Issue[];
  resolved: Issue[];
  kept: KeptIssue[];
};

export function statusTrend(before: string, after: string): Trend {
  if (before === after) return "unchanged";
  const [a, b] = [statusRank(before), statusRank(after)];
  if (a === null && b !== null) return "measured";
  if (a !== null && b === null) return "unmeasured";
  if (a === null || b === null) return "unchanged";
  return b > a ? "improved" : b < a ? "worsened" : "unchanged";
}

// Neutral soil (the "neytral" band of the Uzbek texts, 6.5-7.3) suits most crops: moving
// towards it is better, away from it worse.
const NEUTRAL: [number, number] = [6.5, 7.3];
const offNeutral = (ph: number) => Math.max(0, NEUTRAL[0] - ph, ph - NEUTRAL[1]);

export function phTrend(before: number, after: number): Trend {
  const [a, b] = [offNeutral(before), offNeutral(after)];
  if (Math.abs(b - a) < 0.05) return "unchanged";
  return b < a ? "improved" : "worsened";
}

// In every report language (issue 34): Uzbek, Russian and English soil type names.
const SALINE = /sho'rlangan|sho'rxok|засол|солонча|saline|solonchak/iu;

export type ConfidenceLevel = "low" | "medium" | "high";

/** A report's overall confidence as a farmer reads it: a rough estimate, partly sure, fairly sure. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence < 0.45) return "low";
  return confidence < 0.7 ? "medium" : "high";
}

const LEVEL_RANK: Record<ConfidenceLevel, number> = { low: 0, medium: 1, high: 2 };

function confidenceTrend(before: ConfidenceLevel, after: ConfidenceLevel): Trend {
  const [a, b] = [LEVEL_RANK[before], LEVEL_RANK[after]];
  return a === b ? "unchanged" : b > a ? "improved" : "worsened";
}

/** A soil type that became saline is worse, one that stopped being saline better. */
function typeTrend(before: string, after: string): Trend {
  if (before === after) return "unchanged";
  const [a, b] = [SALINE.test(before), SALINE.test(after)];
  return a === b ? "unchanged" : b ? "worsened" : "improved";
}

const issueKey = (issue: Issue) => normalizeIssueCode(issue.code) || issue.label;
const SEVERITY: Record<string, number> = { low: 0, medium: 1, high: 2 };

/** The profile quantity an issue code is about, when it has one. */
function quantityOf(code: string): keyof Omit<FindingSources, "issues"> | null {
  return (
    ({ high_ph: "ph", low_ph: "ph", nitrogen_deficiency: "nitrogen", phosphorus_deficiency: "phosphorus", potassium_deficiency: "potassium", low_organic_matter: "organicMatter" } as const)[code] ??
    null
  );
}

const sourcesOf = (report: SoilReportBody) => report.details.sources ?? fallbackSources(report.details);
const issueSource = (report: SoilReportBody, issue: Issue) => sourcesOf(report).issues[report.details.issues.indexOf(issue)] ?? "estimate";

function confidenceChange(before: number, after: number): Comparison["confidence"] {
  const levels = { before: confidenceLevel(before), after: confidenceLevel(after) };
  return { before, after, levels, trend: confidenceTrend(levels.before, levels.after) };
}

/** `earlier` and `later` are two reports of the same field, in time order. */
export function compareReports(earlier: SoilReportBody, later: SoilReportBody): Comparison {
  const [a, b] = [earlier.details.soilProfile, later.details.soilProfile];
  const [sa, sb] = [sourcesOf(earlier), sourcesOf(later)];
  const beforeIssues = new Map(earlier.details.issues.map((issue) => [issueKey(issue), issue]));
  const afterIssues = new Map(later.details.issues.map((issue) => [issueKey(issue), issue]));
  const appeared = [...afterIssues].filter(([key]) => !beforeIssues.has(key)).map(([, issue]) => issue);
  // A first measurement: the later report rests on the lab, the earlier one did not measure it.
  const firstMeasured = (issue: Issue) => {
    if (issueSource(later, issue) !== "lab") return false;
    const quantity = quantityOf(normalizeIssueCode(issue.code));
    // Salinity has no profile entry: measured for the first time when the earlier report had no lab values.
    return quantity ? sa[quantity] !== "lab" : !earlier.details.hasLabResults;
  };
  return {
    // The farmer response's pH is rounded to 0.1; the difference is rounded the same way.
    ph: {
      before: earlier.soilProfile.ph,
      after: later.soilProfile.ph,
      delta: Math.round((later.soilProfile.ph - earlier.soilProfile.ph) * 10) / 10,
      trend: sa.ph !== "lab" && sb.ph === "lab" ? "measured" : phTrend(earlier.soilProfile.ph, later.soilProfile.ph),
    },
    type: { before: a.type, after: b.type, changed: a.type !== b.type, trend: typeTrend(a.type, b.type) },
    nutrients: NUTRIENTS.map((key) => {
      const trend = statusTrend(a[key], b[key]);
      // A status the lab gives for the first time is a measurement, even when it differs.
      return { key, before: a[key], after: b[key], trend: trend !== "unchanged" && sa[key] !== "lab" && sb[key] === "lab" ? "measured" : trend };
    }),
    confidence: confidenceChange(earlier.soilProfile.confidence, later.soilProfile.confidence),
    added: appeared.filter((issue) => !firstMeasured(issue)),
    measured: appeared.filter(firstMeasured),
    resolved: [...beforeIssues].filter(([key]) => !afterIssues.has(key)).map(([, issue]) => issue),
    kept: [...afterIssues]
      .filter(([key]) => beforeIssues.has(key))
      .map(([key, after]) => {
        const before = beforeIssues.get(key)!;
        const sources = { before: issueSource(earlier, before), after: issueSource(later, after) };
        const [x, y] = [SEVERITY[before.severity] ?? 1, SEVERITY[after.severity] ?? 1];
        const trend: Trend = x === y ? "unchanged" : sources.before !== "lab" && sources.after === "lab" ? "measured" : y > x ? "worsened" : "improved";
        return { before, after, trend, sources };
      }),
  };
}
