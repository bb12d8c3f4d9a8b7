// What changed between two reports of one field: pH, soil type, nutrient statuses (more of a
// nutrient counts as better; "unknown" cannot be judged) and issues added, resolved or kept
// (matched by issue code, so a reworded description is still the same issue).
import { normalizeIssueCode } from "@/lib/soil/issue-labels";
import type { SoilReportBody, SoilReportDetails } from "@/lib/soil";
import { statusRank } from "../format";

export type Trend = "improved" | "worsened" | "unchanged" | "changed";
export type Issue = SoilReportDetails["issues"][number];

export const NUTRIENTS = ["nitrogen", "phosphorus", "potassium", "organicMatter"] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export type Comparison = {
  ph: { before: number; after: number; delta: number };
  type: { before: string; after: string; changed: boolean };
  nutrients: { key: Nutrient; before: string; after: string; trend: Trend }[];
  confidence: { before: number; after: number };
  added: Issue[];
  resolved: Issue[];
  kept: { before: Issue; after: Issue }[];
};

export function statusTrend(before: string, after: string): Trend {
  if (before === after) return "unchanged";
  const [a, b] = [statusRank(before), statusRank(after)];
  if (a === null || b === null) return "changed";
  return b > a ? "improved" : b < a ? "worsened" : "unchanged";
}

const issueKey = (issue: Issue) => normalizeIssueCode(issue.code) || issue.label;

/** `earlier` and `later` are two reports of the same field, in time order. */
export function compareReports(earlier: SoilReportBody, later: SoilReportBody): Comparison {
  const [a, b] = [earlier.details.soilProfile, later.details.soilProfile];
  const beforeIssues = new Map(earlier.details.issues.map((issue) => [issueKey(issue), issue]));
  const afterIssues = new Map(later.details.issues.map((issue) => [issueKey(issue), issue]));
  return {
    // The farmer response's pH is rounded to 0.1; the difference is rounded the same way.
    ph: { before: earlier.soilProfile.ph, after: later.soilProfile.ph, delta: Math.round((later.soilProfile.ph - earlier.soilProfile.ph) * 10) / 10 },
    type: { before: a.type, after: b.type, changed: a.type !== b.type },
    nutrients: NUTRIENTS.map((key) => ({ key, before: a[key], after: b[key], trend: statusTrend(a[key], b[key]) })),
    confidence: { before: earlier.soilProfile.confidence, after: later.soilProfile.confidence },
    added: [...afterIssues].filter(([key]) => !beforeIssues.has(key)).map(([, issue]) => issue),
    resolved: [...beforeIssues].filter(([key]) => !afterIssues.has(key)).map(([, issue]) => issue),
    kept: [...afterIssues].filter(([key]) => beforeIssues.has(key)).map(([key, issue]) => ({ before: beforeIssues.get(key)!, after: issue })),
  };
}
