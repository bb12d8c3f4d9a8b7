// The farmer's summary of a rule-based estimate, in the reader's language (texts.ts), always
// explicit about what the estimate rests on (laboratory data or only regional averages and
// observations).
import { fill } from "@/lib/i18n/bundle";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import type { SoilAction, SoilCrop, SoilIssue } from "../answer-schema";
import type { SoilState } from "./assess";
import { phReactionIndex } from "./lab-classes";
import { RULES_TEXTS } from "./texts";

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** `state.regionName` and `state.soilType` are read as given: the caller passes them in `language`. */
export function summarize(state: SoilState, issues: SoilIssue[], actions: SoilAction[], crops: SoilCrop[], language: Locale = "uz"): string {
  const t = RULES_TEXTS[language].summary;
  const labels: Record<string, string> = REPORT_MESSAGES[language].issues;
  const sentences: string[] = [];
  const where = state.regionName ? fill(t.whereRegion, { region: state.regionName }) : t.whereUnknown;
  const reaction = RULES_TEXTS[language].phReactions[phReactionIndex(state.ph)];
  const ph = `pH ${state.phFromLab ? "" : t.phAbout}${formatNumber(state.ph, language, 1, 1)} (${reaction})`;
  sentences.push(fill(t.soilLine, { where, soil: state.soilType, ph }));

  sentences.push(state.hasLab ? t.withLab : t.noLab);
  if (!state.regionKnown) sentences.push(t.regionUnknown);

  const main = [...issues]
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
    .slice(0, 3)
    .map((item) => (labels[item.code] ?? item.code).toLowerCase());
  sentences.push(main.length ? fill(t.mainIssues, { list: main.join(", ") }) : t.noIssues);

  const first = actions[0];
  if (first) sentences.push(fill(t.first, { action: `${first.description_uz.charAt(0).toLowerCase()}${first.description_uz.slice(1)}` }));
  if (crops.length) sentences.push(fill(t.crops, { list: crops.slice(0, 3).map((crop) => crop.name).join(", ") }));
  return sentences.join(" ");
}
