// Status words and labels of the soil pages in the reader's language; numbers and dates come
// from lib/i18n/format.ts.
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";

/** 0..1 as a whole percentage number (0.35 -> 35). */
export const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100);

/** A soil status word of the analysis (past, o'rtacha, yetarli, yuqori, unknown) for the reader. */
export function statusLabel(status: string, t: FarmersMessages): string {
  const labels: Record<string, string> = {
    past: t.statusPast,
    "o'rtacha": t.statusOrtacha,
    yetarli: t.statusYetarli,
    yuqori: t.statusYuqori,
    unknown: t.statusUnknown,
  };
  return labels[status] ?? status;
}

/** Ordering of status words: higher is more of the nutrient; unknown has no rank. */
export function statusRank(status: string): number | null {
  const ranks: Record<string, number> = { past: 0, "o'rtacha": 1, yetarli: 2, yuqori: 2 };
  return ranks[status] ?? null;
}

export type Tone = "neutral" | "green" | "amber" | "sky" | "rose";

export function statusTone(status: string): Tone {
  return ({ past: "amber", "o'rtacha": "sky", yetarli: "green", yuqori: "green" } as Record<string, Tone>)[status] ?? "neutral";
}

const LEVEL_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** Sort order by severity or priority: high, medium, low, anything else last (stable). */
export const byLevel = <T,>(level: (item: T) => string) => (a: T, b: T) => (LEVEL_RANK[level(a)] ?? 3) - (LEVEL_RANK[level(b)] ?? 3);

export function severityTone(severity: string): Tone {
  return ({ high: "rose", medium: "amber", low: "sky" } as Record<string, Tone>)[severity] ?? "neutral";
}

export function severityLabel(severity: string, t: FarmersMessages): string {
  return ({ high: t.severityHigh, medium: t.severityMedium, low: t.severityLow } as Record<string, string>)[severity] ?? severity;
}

export function priorityLabel(priority: string, t: FarmersMessages): string {
  return ({ high: t.priorityHigh, medium: t.priorityMedium, low: t.priorityLow } as Record<string, string>)[priority] ?? priority;
}

export function irrigationLabel(type: string, t: FarmersMessages): string {
  return ({ ariqqa: t.irrigationAriqqa, tomchilatib: t.irrigationTomchilatib, "yomg'irlatib": t.irrigationYomgirlatib } as Record<string, string>)[type] ?? type;
}

/** Where a report came from, in words: the rules estimator or a named model ("gemini-2.5-flash_v1"). */
export function sourceLabel(source: string, t: FarmersMessages): string {
  return source === "rules_v1" ? t.sourceRules : fill(t.sourceModel, { model: source.replace(/_v\d+$/, "") });
}
