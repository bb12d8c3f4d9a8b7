// Issues and actions of the rule-based estimator. Each rule is one `if` over the SoilState, with
// the agronomic reason in docs/soil-rules.md; the words are in texts.ts, in the reader's language.
// Texts name no brands and give no doses: doses need a laboratory analysis and a local agronomist.
import type { Priority, Severity, SoilAction, SoilIssue } from "../answer-schema";
import type { SoilState } from "./assess";
import { fill } from "@/lib/i18n/bundle";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { phReactionIndex, salinityAtLeast } from "./lab-classes";
import { RULES_TEXTS } from "./texts";

const issue = (code: string, severity: Severity, description_uz: string): SoilIssue => ({ code, severity, description_uz });
const action = (type: string, priority: Priority, description_uz: string): SoilAction => ({ type, priority, description_uz });

export function findIssues(s: SoilState, language: Locale = "uz"): SoilIssue[] {
  const t = RULES_TEXTS[language].issues;
  const reaction = RULES_TEXTS[language].phReactions[phReactionIndex(s.ph)];
  const num = (value: number, minDigits = 1) => formatNumber(value, language, minDigits === 0 ? 2 : 1, minDigits);
  const issues: SoilIssue[] = [];
  if (salinityAtLeast(s.salinity, "weak")) {
    const severity: Severity = salinityAtLeast(s.salinity, "strong") ? "high" : s.salinity === "moderate" ? "medium" : "low";
    const approx = s.eceConverted ? t.salinityApprox : "";
    const level = t.salinityClass[s.salinity as Exclude<typeof s.salinity, "none">];
    const text = s.salinityFromLab ? fill(t.salinityLab, { class: level, approx }) : fill(t.salinityObserved, { class: level });
    issues.push(issue("salinity_risk", severity, `${text} ${t.salinityHarm}`));
  } else if (s.salinityPossible) {
    // From the region (or weak hints) alone: a possibility to check, never a finding.
    issues.push(issue("salinity_risk", "low", t.salinityPossible));
  }
  if (s.ph >= 7.9) {
    const strong = s.ph >= 8.5;
    const severity: Severity = s.phFromLab ? (strong ? "high" : "medium") : strong ? "medium" : "low";
    issues.push(issue("high_ph", severity, fill(t.highPh, { reaction, ph: num(s.ph), estimated: s.phFromLab ? "" : t.estimated })));
  } else if (s.phFromLab && s.ph < 5.5) {
    issues.push(issue("low_ph", "medium", fill(t.lowPh, { reaction, ph: num(s.ph) })));
  }
  if (s.organicMatter === "past") {
    const severity: Severity = s.humusFromLab ? (s.humusPercent! < 0.5 ? "high" : "medium") : "low";
    const value = s.humusFromLab ? fill(t.humusValue, { value: num(s.humusPercent!, 0) }) : "";
    issues.push(issue("low_organic_matter", severity, fill(t.lowOrganicMatter, { value })));
  }
  if (s.nitrogen === "past") {
    const severity: Severity = s.nitrogenFromLab ? (s.nitrogenVeryLow ? "high" : "medium") : s.signals.yellowing ? "medium" : "low";
    const hint = s.signals.yellowing && !s.nitrogenFromLab ? t.yellowingHint : "";
    issues.push(issue("nitrogen_deficiency", severity, `${s.nitrogenFromLab ? t.nitrogenLab : t.nitrogenPossible}${hint}`));
  }
  if (s.phosphorus === "past") {
    issues.push(issue("phosphorus_deficiency", s.phosphorusClass === "juda past" ? "high" : "medium", fill(t.phosphorusLow, { class: RULES_TEXTS[language].labClasses[s.phosphorusClass!] })));
  }
  if (s.potassium === "past") {
    issues.push(issue("potassium_deficiency", s.potassiumClass === "juda past" ? "high" : "medium", fill(t.potassiumLow, { class: RULES_TEXTS[language].labClasses[s.potassiumClass!] })));
  }
  if (s.signals.hardening) {
    issues.push(issue("compaction", "medium", t.compaction));
  }
  if (s.signals.waterlogging) {
    issues.push(issue("waterlogging", salinityAtLeast(s.salinity, "moderate") ? "high" : "medium", t.waterlogging));
  } else if (s.signals.shallowGroundwater) {
    issues.push(issue("shallow_groundwater", "low", t.shallowGroundwater));
  }
  const { repeatedCropId, repeatedYears, cottonWheatOnly, riceLastSeason, decliningYield } = s.history;
  if (repeatedCropId) {
    issues.push(issue("monoculture", repeatedYears >= 3 ? "medium" : "low", fill(t.monoculture, { years: repeatedYears })));
  } else if (cottonWheatOnly) {
    issues.push(issue("narrow_rotation", "low", t.narrowRotation));
  }
  if (riceLastSeason) {
    issues.push(issue("after_rice", salinityAtLeast(s.salinity, "weak") ? "medium" : "low", t.afterRice));
  }
  if (decliningYield) {
    issues.push(issue("declining_yield", "medium", t.decliningYield));
  }
  if (s.signals.poorGrowth) {
    issues.push(issue("poor_growth", "low", t.poorGrowth));
  }
  return issues;
}

/**
 * Rotation advice (docs/soil-rules.md section 5, "Actions"): legumes after cotton/wheat (mosh as a
 * catch crop after winter wheat, beda); on saline land legumes fail (mosh threshold ECe 1.8), so
 * salt-tolerant crops come first and legumes after leaching.
 */
export function rotationAdvice(s: SoilState, language: Locale = "uz"): string {
  const t = RULES_TEXTS[language].rotation;
  if (salinityAtLeast(s.salinity, "moderate")) return t.saline;
  if (s.history.repeatedCropId === "cotton") return t.afterCotton;
  if (s.history.repeatedCropId === "wheat") return t.afterWheat;
  return t.general;
}

export function findActions(s: SoilState, language: Locale = "uz"): SoilAction[] {
  const t = RULES_TEXTS[language].actions;
  const actions: SoilAction[] = [];
  const saline = salinityAtLeast(s.salinity, "moderate");
  // Rule 4 (docs/soil-rules.md section 5, "Actions"): falling yields on saline land: diagnose and
  // leach before fertilizer.
  const salinityFirst = s.history.decliningYield && (s.salinityPossible || salinityAtLeast(s.salinity, "weak"));
  // A salinity test: an EC meter reading of a 1:5 soil-water mix is cheap and quick; a lab
  // gives dry residue or EC. Asked for whenever salinity is possible or only observed.
  const needsSalinityTest = !s.salinityFromLab && (s.salinityPossible || s.salinityBasis === "observation");
  if (!s.hasLab) {
    const ec = needsSalinityTest ? ` ${t.salinityTest}` : "";
    actions.push(action("lab_test", "high", `${t.labTest}${ec}`));
  } else if (needsSalinityTest) {
    const why = salinityFirst ? t.salinityFirst : t.salinityNotMeasured;
    actions.push(action("lab_test", salinityFirst ? "high" : "medium", `${why} ${t.salinityTest}`));
  }
  // Leaching only for salinity that was seen or measured; a leaching norm needs a measurement.
  if (saline) {
    actions.push(action("irrigation", "high", t.leaching));
  } else if (s.salinity === "weak") {
    actions.push(action("irrigation", salinityFirst ? "high" : "medium", t.watchWeakSalinity));
  }
  if (s.sodic) {
    // Gypsum's calcium replaces the sodium that disperses clay (sodic soils); saline soils need
    // leaching, not gypsum, and many here already contain gypsum.
    actions.push(action("soil_improvement", "medium", fill(t.sodic, { why: s.signals.sodic ? t.sodicObserved : t.sodicPh })));
  }
  if (s.signals.waterlogging || s.history.riceLastSeason) {
    actions.push(action("irrigation", s.signals.waterlogging ? "high" : "medium", t.drains));
  }
  const rotationNeeded = s.history.repeatedCropId !== null || s.history.cottonWheatOnly;
  if (rotationNeeded) {
    actions.push(action("rotation", s.history.repeatedYears >= 3 || s.history.cottonWheatOnly ? "high" : "medium", rotationAdvice(s, language)));
  }
  if (s.organicMatter === "past") {
    actions.push(action("soil_improvement", "medium", t.organic));
  }
  if (s.signals.hardening) {
    actions.push(action("soil_improvement", "medium", t.hardening));
  }
  const fertilizerPriority: Priority = salinityFirst ? "low" : "medium";
  if (s.nitrogen === "past") {
    actions.push(action("fertilizer", fertilizerPriority, t.nitrogen));
  }
  if (s.phosphorus === "past") {
    actions.push(action("fertilizer", fertilizerPriority, t.phosphorus));
  }
  if (s.potassium === "past") {
    actions.push(action("fertilizer", fertilizerPriority, t.potassium));
  }
  if (s.ph >= 7.9) {
    actions.push(action("soil_improvement", "low", t.alkalineOrganic));
  }
  const order: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
  return actions.sort((a, b) => order[a.priority] - order[b.priority]);
}
