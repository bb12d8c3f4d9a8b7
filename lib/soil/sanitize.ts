// Checks and repairs a model answer (docs/soil-rules.md section 6). Not ok when
// the answer is not JSON, a required section is missing or mistyped, or nitrogen / organic
// matter has a value outside its enumeration (the contract (docs/spec/README.md) has no "unknown" for them, and guessing
// one would be inventing data). Everything else is repaired and reported in `flags`.
// Decisions and ranges: docs/soil-rules.md.
import { findAggressive, type AggressiveContext } from "./aggressive";
import { ANSWER_LIMITS, rawSoilAnswerSchema, soilAnswerSchema, type NitrogenStatus, type NutrientStatus, type OrganicMatterLevel, type Priority, type Severity, type SoilAction, type SoilAnswer, type SoilCrop, type SoilIssue } from "./answer-schema";
import { normalizeIssueCode } from "./issue-labels";
import { yieldLossPercent } from "./yield-loss";
import { alignPhQuotes, applyEvidence, type Evidence } from "./lab-check";
import { DECIMAL_COMMA, DEFAULT_REPORT_LANGUAGE, NEUTRAL_PRODUCTS, REPORT_FIXED_TEXTS, type ReportLanguage } from "./report-language";
import { clampDoses, removeBrands } from "./sanitize-text";
import { normalizeForCompare, splitSentences, toStorableText, truncateWords, uzDecimalCommas } from "./text";

/** `readablePhotos`: how many of the sent photos the model could read as soil (all, when it did not say). */
export type SanitizeResult = { ok: true; answer: SoilAnswer; flags: string[]; readablePhotos: number } | { ok: false; reason: string };
export type SanitizeOptions = {
  hasLab?: boolean;
  /** The submission's lab values and photo count; when given, lab values beat the model (lab-check.ts). */
  evidence?: Evidence;
  /** The language the answer was asked for; the fixed texts put in follow it (uz when absent). */
  language?: ReportLanguage;
};

// Synonyms the model may use for an enum value (after lower-casing and apostrophe folding).
// A model asked for a Russian report may write the enumerations in Russian too.
const LOW = ["past", "kam", "juda past", "juda kam", "low", "very low", "низкий", "низкое", "низкая", "очень низкий", "мало"];
const MEDIUM = ["o'rtacha", "o'rta", "medium", "moderate", "average", "normal", "средний", "среднее", "средняя", "умеренный", "нормальный"];
const HIGH = ["yetarli", "yuqori", "juda yuqori", "ko'p", "high", "very high", "sufficient", "adequate", "optimal", "высокий", "высокое", "высокая", "достаточный", "достаточно", "много"];
const UNKNOWN = ["unknown", "noma'lum", "aniqlanmagan", "n/a", "na", "none", "", "неизвестно", "неизвестный", "не определено"];

function pick<T extends string>(value: string, table: [T, string[]][]): T | null {
  const key = normalizeForCompare(value);
  return table.find(([, words]) => words.includes(key))?.[0] ?? null;
}

export const enumReaders = {
  nitrogen: (v: string) => pick<NitrogenStatus>(v, [["past", LOW], ["o'rtacha", MEDIUM], ["yetarli", HIGH]]),
  nutrient: (v: string) => pick<NutrientStatus>(v, [["unknown", UNKNOWN], ["past", LOW], ["o'rtacha", MEDIUM], ["yetarli", HIGH]]),
  organicMatter: (v: string) => pick<OrganicMatterLevel>(v, [["past", LOW], ["o'rtacha", MEDIUM], ["yuqori", HIGH]]),
  severity: (v: string) => pick<Severity>(v, [["low", [...LOW, "minor"]], ["medium", MEDIUM], ["high", [...HIGH, "jiddiy", "kuchli", "critical", "severe"]]]),
  priority: (v: string) => pick<Priority>(v, [["high", [...HIGH, "urgent", "shoshilinch"]], ["medium", MEDIUM], ["low", LOW]]),
};

/** Confidence-type number: 85 means 85 % (-> 0.85); anything else is clamped into 0..1. */
export function toUnitInterval(value: number): number {
  if (value > 1 && value <= 100) return value / 100;
  return Math.min(1, Math.max(0, value));
}

export function clampPh(value: number): number {
  return Math.min(11, Math.max(3, value));
}

/** A model reply as text -> JSON value (code fences allowed), or undefined. */
export function parseModelText(text: string): unknown {
  const body = text.trim().replace(/^```(?:json)?\s*/i, "").replace(/\s*```$/, "");
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** How many distinct sent photos the model named as soil; every one when it named none at all (an older answer). */
export function readablePhotoCount(list: readonly number[] | undefined, photoCount: number): number {
  if (list === undefined) return photoCount;
  return new Set(list.filter((n) => Number.isInteger(n) && n >= 1 && n <= photoCount)).size;
}

/** "7,8" -> 7.8 and "85%" -> 85 for the numeric fields, before the structural check. */
function coerceNumbers(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const toNumber = (v: unknown) => {
    if (typeof v !== "string") return v;
    const n = Number(v.replace(",", ".").replace("%", "").trim());
    return v.trim() && Number.isFinite(n) ? n : v;
  };
  const copy = structuredClone(raw) as Record<string, unknown>;
  const profile = copy.soil_profile as Record<string, unknown> | undefined;
  if (profile && typeof profile === "object") {
    profile.ph_estimate = toNumber(profile.ph_estimate);
    profile.ph_confidence = toNumber(profile.ph_confidence);
  }
  if (Array.isArray(copy.recommended_crops)) {
    for (const crop of copy.recommended_crops) if (crop && typeof crop === "object") crop.suitability_score = toNumber(crop.suitability_score);
  }
  return copy;
}

const isOnlyNeutral = (text: string) => NEUTRAL_PRODUCTS.includes(normalizeForCompare(text).replace(/[.!?]$/, ""));

type Cleaner = AggressiveContext & { flags: Set<string>; labPh?: number; language: ReportLanguage };

/** A sentence's quoted pH made to agree with the measured pH, or null when it cannot agree. */
function alignPh(sentence: string, c: Cleaner): string | null {
  if (c.labPh === undefined) return sentence;
  const { text, replaced } = alignPhQuotes(sentence, c.labPh);
  if (replaced) c.flags.add(text === null ? "ph_quote_hidden" : "ph_quote_replaced");
  return text;
}

// "12 тыс. м³" and "на 1 кв. м" are not sentence ends: rejoined, so a dose is judged whole.
function sentencesOf(text: string): string[] {
  return splitSentences(text).reduce<string[]>((out, part) => {
    const last = out[out.length - 1];
    if (last !== undefined && /(?:тыс|кв|куб|kv|kub)\.$/iu.test(last)) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
    return out;
  }, []);
}

/** Brands out, aggressive sentences out, doses clamped, decimal commas, length bounded. */
function cleanText(text: string, max: number, c: Cleaner): string {
  const neutral = REPORT_FIXED_TEXTS[c.language].neutralProduct;
  const comma = DECIMAL_COMMA[c.language];
  const { text: unbranded, removed } = removeBrands(toStorableText(text), neutral);
  if (removed) c.flags.add("brand_removed");
  const kept = sentencesOf(unbranded)
    .map((sentence) => alignPh(sentence, c))
    .filter((sentence): sentence is string => {
      if (sentence === null) return false;
      const rule = findAggressive(sentence, c);
      if (rule) c.flags.add(`aggressive_removed:${rule}`);
      // A dose that cannot be checked (per plant of an unknown crop, litres of an unknown product) is never shown.
      const unchecked = !rule && clampDoses(sentence, comma).unchecked;
      if (unchecked) c.flags.add("aggressive_removed:dose_unchecked");
      return !rule && !unchecked;
    })
    // A sentence that began with a removed name begins with the neutral phrase: capitalise it.
    .map((sentence) => (sentence.startsWith(neutral) ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence));
  const { text: clamped, clamped: kinds } = clampDoses(kept.join(" "), comma);
  kinds.forEach((kind) => c.flags.add(`dose_clamped:${kind}`));
  // Uzbek and Russian texts write decimals with a comma, as the pages do ("pH 7,9"); English keeps the point.
  return truncateWords(comma ? uzDecimalCommas(clamped) : clamped, max);
}

/** An action is hidden, not repaired, when it is aggressive or its dose is above range. */
function cleanAction(raw: { type: string; description_uz: string; priority: string }, c: Cleaner): SoilAction | null {
  const { text: unbranded, removed } = removeBrands(toStorableText(raw.description_uz), REPORT_FIXED_TEXTS[c.language].neutralProduct);
  if (removed) c.flags.add("brand_removed");
  const rule = sentencesOf(unbranded).map((s) => findAggressive(s, c)).find(Boolean);
  if (rule) {
    c.flags.add(`action_hidden:${rule}`);
    return null;
  }
  const doses = clampDoses(unbranded, DECIMAL_COMMA[c.language]);
  if (doses.overRange || doses.unchecked) {
    c.flags.add(doses.overRange ? "action_hidden:dose_above_range" : "action_hidden:dose_unchecked");
    return null;
  }
  const description = cleanText(unbranded, ANSWER_LIMITS.description, c);
  if (!description || isOnlyNeutral(description)) return null;
  let priority = enumReaders.priority(raw.priority);
  if (!priority) {
    c.flags.add("priority_defaulted");
    priority = "medium";
  }
  const type = normalizeIssueCode(raw.type).slice(0, ANSWER_LIMITS.code) || "other";
  return { type, description_uz: description, priority };
}

export function sanitizeAnswer(raw: unknown, options: SanitizeOptions = {}): SanitizeResult {
  const value = typeof raw === "string" ? parseModelText(raw) : raw;
  if (value === undefined || value === null || typeof value !== "object") return { ok: false, reason: "not_json" };
  const parsed = rawSoilAnswerSchema.safeParse(coerceNumbers(value));
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join(".") || "answer";
    return { ok: false, reason: `invalid_structure:${path}` };
  }
  const a = parsed.data;
  const flags = new Set<string>();

  const nitrogen = enumReaders.nitrogen(a.soil_profile.nitrogen_status);
  if (!nitrogen) return { ok: false, reason: "invalid_enum:soil_profile.nitrogen_status" };
  const organicMatter = enumReaders.organicMatter(a.soil_profile.organic_matter_level);
  if (!organicMatter) return { ok: false, reason: "invalid_enum:soil_profile.organic_matter_level" };
  const nutrient = (v: string, name: string) => {
    const status = enumReaders.nutrient(v);
    if (!status) flags.add(`${name}_unknown`); // an invented value is no basis: say "unknown"
    return status ?? "unknown";
  };
  if (!Number.isFinite(a.soil_profile.ph_estimate)) return { ok: false, reason: "invalid_number:ph_estimate" };
  const clampedPh = clampPh(a.soil_profile.ph_estimate);
  if (clampedPh !== a.soil_profile.ph_estimate) flags.add("ph_clamped");
  const modelConfidence = toUnitInterval(a.soil_profile.ph_confidence);
  if (modelConfidence !== a.soil_profile.ph_confidence) flags.add("confidence_corrected");
  const modelProfile = {
    ph: clampedPh,
    phConfidence: modelConfidence,
    phosphorus: nutrient(a.soil_profile.phosphorus_status, "phosphorus"),
    potassium: nutrient(a.soil_profile.potassium_status, "potassium"),
  };
  const { ph, phConfidence, phosphorus, potassium } = options.evidence ? applyEvidence(modelProfile, options.evidence, flags) : modelProfile;

  // Severity first: the salinity context decides whether deep ploughing is aggressive.
  const severities = a.issues.map((issue) => enumReaders.severity(issue.severity));
  const saline =
    a.issues.some((issue, i) => /salin|sho'r|shor|засол|солонч/i.test(normalizeForCompare(`${issue.code} ${issue.description_uz}`)) && severities[i] !== "low") ||
    /sho'r|засол|солонч|salin/.test(normalizeForCompare(a.soil_profile.estimated_type));
  // Liming advice is judged against the measured pH when there is one.
  const language = options.language ?? DEFAULT_REPORT_LANGUAGE;
  const fixed = REPORT_FIXED_TEXTS[language];
  const c: Cleaner = { flags, saline, ph: options.evidence?.lab?.ph ?? ph, labPh: options.evidence?.lab?.ph, language };

  const issues: SoilIssue[] = [];
  a.issues.forEach((issue, i) => {
    const description = cleanText(issue.description_uz, ANSWER_LIMITS.description, c);
    if (!description) return void flags.add("issue_dropped");
    if (!severities[i]) flags.add("severity_defaulted");
    issues.push({ code: normalizeIssueCode(issue.code).slice(0, ANSWER_LIMITS.code) || "other", severity: severities[i] ?? "medium", description_uz: description });
  });
  const actions = a.recommended_actions.map((item) => cleanAction(item, c)).filter((item): item is SoilAction => item !== null);
  const crops: SoilCrop[] = [];
  for (const crop of a.recommended_crops) {
    const name = cleanText(crop.name, ANSWER_LIMITS.code, c);
    if (!name || isOnlyNeutral(name)) {
      flags.add("crop_dropped");
      continue;
    }
    let score = toUnitInterval(crop.suitability_score);
    if (score !== crop.suitability_score) flags.add("score_corrected");
    const reason = cleanText(crop.reason_uz, ANSWER_LIMITS.description, c) || fixed.fallbackReason;
    // A score must agree with the risk written beside it (issue 28): "may cut the yield by ~7 %"
    // leaves at most 93 %.
    const loss = yieldLossPercent(reason);
    if (loss !== null && score > 1 - loss / 100 + 1e-9) {
      score = Math.round((1 - loss / 100) * 100) / 100;
      flags.add("score_capped_by_risk");
    }
    crops.push({ name, reason_uz: reason, suitability_score: score });
  }

  let summary = cleanText(a.summary_for_farmer_uz, ANSWER_LIMITS.summary, c);
  if (!summary) {
    flags.add("summary_replaced");
    summary = fixed.fallbackSummary;
  }
  const photoCount = options.evidence?.photoCount ?? 0;
  const readablePhotos = readablePhotoCount(a.readable_photos, photoCount);
  if (photoCount > 0 && readablePhotos === 0) {
    // Photos of no soil (a wall, a face): the farmer is told why they did not count (issue 34).
    flags.add("no_soil_in_photos");
    summary = truncateWords(`${fixed.noSoilPhotos} ${summary}`, ANSWER_LIMITS.summary);
  }
  if (options.hasLab === false && !/laborator|лаборатор/i.test(summary)) {
    flags.add("no_lab_note_added");
    summary = truncateWords(`${fixed.noLabNote} ${summary}`, ANSWER_LIMITS.summary);
  }
  if (a.disclaimer_uz?.trim() !== fixed.disclaimer) flags.add("disclaimer_set");
  const limit = ANSWER_LIMITS.listItems;
  if (issues.length > limit || actions.length > limit || crops.length > limit) flags.add("list_truncated");

  const answer: SoilAnswer = {
    soil_profile: {
      estimated_type: cleanText(a.soil_profile.estimated_type, ANSWER_LIMITS.shortText, c) || fixed.unknownType,
      ph_estimate: ph,
      ph_confidence: phConfidence,
      nitrogen_status: nitrogen,
      phosphorus_status: phosphorus,
      potassium_status: potassium,
      organic_matter_level: organicMatter,
    },
    issues: issues.slice(0, limit),
    recommended_actions: actions.slice(0, limit),
    recommended_crops: crops.slice(0, limit),
    summary_for_farmer_uz: summary,
    disclaimer_uz: fixed.disclaimer,
  };
  const checked = soilAnswerSchema.safeParse(answer);
  if (!checked.success) return { ok: false, reason: `invalid_after_sanitising:${checked.error.issues[0]?.path.join(".")}` };
  return { ok: true, answer: checked.data, flags: [...flags], readablePhotos };
}
