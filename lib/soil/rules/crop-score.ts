// Crop suitability 0-1 (docs/soil-rules.md section 5, "Crops"):
// start at 100; pH band S1 -0, S2 -20, S3 -45, N -80, a quarter of that when the pH is only the
// regional prior; salinity caps the score at the Maas-Hoffman relative yield when salinity is
// observed or measured; low humus -10 for vegetables; waterlogging -15 (all but rice);
// rotation: the crop repeated in the last years -20 (last season's crop -10), a legume after
// cotton/wheat +10; a main crop of the region +5 (proven locally; engineering choice). The 0-1
// clamp comes last, so the ranking keeps the bonus. Only crops that fit the climate and the
// farm are candidates (see candidateCrops).
import type { SoilCrop } from "../answer-schema";
import type { SoilState } from "./assess";
import { CROPS, isHumusSensitive, type CropRule } from "./crops";
import { identifyCrop } from "./history";
import { fill } from "@/lib/i18n/bundle";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import { isPlanCrop } from "../plan/crops";
import { salinityAtLeast } from "./lab-classes";
import { RULES_TEXTS } from "./texts";

export type PhBand = "S1" | "S2" | "S3" | "N";

export const PH_PENALTY: Record<PhBand, number> = { S1: 0, S2: 20, S3: 45, N: 80 };

/**
 * Share of the pH penalty when the pH is the regional prior, not a measurement [E]: the prior's
 * range (e.g. 7.3-8.2 in Andijan) spans two or three bands, so the band at its average is a weak
 * guess. A quarter keeps an unsuitable crop (N: -20) well below suited ones while a band edge
 * (S2: -5) weighs no more than the regional bonus.
 */
export const PRIOR_PH_FACTOR = 0.25;

export function phBand(rule: CropRule, ph: number): PhBand {
  if (!rule.ph) return "S1";
  const { s1, s2, s3 } = rule.ph;
  if (ph >= s1[0] && ph <= s1[1]) return "S1";
  if (ph >= s2[0] && ph <= s2[1]) return "S2";
  if (ph >= s3[0] && ph <= s3[1]) return "S3";
  return "N";
}

/** Maas-Hoffman relative yield, %: 100 - b (ECe - a), within 0..100; 100 without a known ECe. */
export function relativeYield(rule: CropRule, ece: number | null): number {
  if (!rule.salt || ece === null || ece <= rule.salt.a) return 100;
  return Math.max(0, Math.min(100, 100 - rule.salt.b * (ece - rule.salt.a)));
}

function isUrbanGarden(state: SoilState): boolean {
  return state.mainCrops.some((crop) => /tomorqa|issiqxona/.test(crop));
}

/** Position of the crop in the region's main-crop list, or -1. */
function regionalRank(rule: CropRule, state: SoilState): number {
  return regionalCropIds(state.mainCrops).indexOf(rule.id);
}

// The region's list is read once per list, not once per crop scored: the lists are the regions'
// constant statistics (regions.ts), so a WeakMap on them stays as small as the regions.
const REGIONAL_IDS = new WeakMap<readonly string[], (string | undefined)[]>();
function regionalCropIds(mainCrops: readonly string[]): (string | undefined)[] {
  let ids = REGIONAL_IDS.get(mainCrops);
  if (!ids) REGIONAL_IDS.set(mainCrops, (ids = mainCrops.map((crop) => identifyCrop(crop)?.id)));
  return ids;
}

function isRegionalCrop(rule: CropRule, state: SoilState): boolean {
  return regionalRank(rule, state) >= 0;
}

/**
 * Crops worth scoring here: heat-loving crops not in cold (Köppen D) climates; rice only with
 * furrow/flood irrigation where it is already grown (region list or the field's own history);
 * city gardens (Tashkent city) only vegetables and mung bean.
 */
export function candidateCrops(state: SoilState): CropRule[] {
  const grewRice = state.history.seasons.some((season) => season.cropIds.includes("rice"));
  return CROPS.filter((rule) => {
    if (!rule.recommendable) return false;
    if (rule.warmSeason && state.climateZone?.startsWith("D")) return false;
    if (rule.id === "rice" && (state.irrigation !== "ariqqa" || !(isRegionalCrop(rule, state) || grewRice))) return false;
    if (isUrbanGarden(state) && rule.group !== "vegetable" && rule.id !== "mungbean") return false;
    return true;
  });
}

type RatedCrop = { crop: SoilCrop; raw: number; rule: CropRule };

function rateCrop(rule: CropRule, state: SoilState, language: Locale): RatedCrop {
  const t = RULES_TEXTS[language].crops;
  const reasons: string[] = [];
  // A regional prior is said to be one, so "pH 7.7 noqulay" is not read as a measurement.
  const value = formatNumber(state.ph, language, 1, 1);
  const ph = state.phFromLab ? value : fill(t.phEstimated, { ph: value });
  const band = phBand(rule, state.ph);
  // `risk`: the penalties of the risks named in the reasons. Bonuses (a legume after a repeat, a
  // main crop of the region) rank a crop higher but never lift its shown score over what those
  // risks leave (issue 28: "Moslik 100%" beside "may cut the yield by ~7%").
  let risk = PH_PENALTY[band] * (state.phFromLab ? 1 : PRIOR_PH_FACTOR);
  let score = 100 - risk;
  reasons.push(fill(t.phBand[band], { ph }));

  const yieldPct = relativeYield(rule, state.ece);
  if (yieldPct < 100) reasons.push(fill(t.saltLoss, { pct: Math.round(100 - yieldPct) }));
  else if (salinityAtLeast(state.salinity, "weak")) reasons.push(t.saltTolerant);
  score = Math.min(score, yieldPct);

  if (state.organicMatter === "past" && isHumusSensitive(rule)) {
    score -= 10;
    risk += 10;
    reasons.push(t.humusLow);
  }
  if ((state.signals.waterlogging || state.signals.shallowGroundwater) && rule.id !== "rice") {
    score -= 15;
    risk += 15;
    reasons.push(t.waterlogging);
  }
  const { repeatedCropId, repeatedYears, cottonWheatOnly } = state.history;
  const lastSeason = state.history.seasons[state.history.seasons.length - 1];
  if (rule.id === repeatedCropId) {
    score -= 20;
    risk += 20;
    reasons.push(fill(t.repeated, { years: repeatedYears }));
  } else if (!rule.legume && lastSeason?.cropIds.includes(rule.id)) {
    // Sowing it again would start a repeat (wheat after wheat): prefer another crop.
    score -= 10;
    risk += 10;
    reasons.push(t.lastSeason);
  }
  const cerealRepeat = repeatedCropId === "cotton" || repeatedCropId === "wheat";
  if (rule.legume && (cottonWheatOnly || cerealRepeat)) {
    score += 10;
    reasons.push(t.legumeRotation);
  } else if (rule.legume) {
    reasons.push(t.legume);
  }
  if (regionalRank(rule, state) >= 0) {
    score += 5;
    reasons.push(t.regional);
  }
  if (rule.id === "rice") reasons.push(t.riceWater);

  const text = reasons.join("; ");
  const crop = {
    // Other languages take the plan's crop names, the one table of them in three languages.
    name: language !== "uz" && isPlanCrop(rule.id) ? PLAN_MESSAGES[language].crops[rule.id] : rule.nameUz,
    // "pH" keeps its lower-case p; other reasons start with a capital.
    reason_uz: (text.startsWith("pH") ? text : text.charAt(0).toUpperCase() + text.slice(1)) + ".",
    // The salt cap as written in the reason ("7%" -> at most 93), so text and score agree.
    suitability_score: Math.round(Math.max(0, Math.min(100, score, 100 - risk, yieldPct < 100 ? 100 - Math.round(100 - yieldPct) : 100))) / 100,
  };
  return { crop, raw: Math.round(score * 10) / 10, rule };
}

export function scoreCrop(rule: CropRule, state: SoilState, language: Locale = "uz"): SoilCrop {
  return rateCrop(rule, state, language).crop;
}

/**
 * The best crops for the field, best first (at most `limit`, none below 0.2). Ranked by the
 * unclamped score; ties go to the region's main crops in their listed order, then to the crop
 * table's order (major field crops first), never to the alphabet.
 */
export function recommendCrops(state: SoilState, limit = 5, language: Locale = "uz"): SoilCrop[] {
  const rank = (rule: CropRule) => {
    const position = regionalRank(rule, state);
    return position >= 0 ? position : Infinity;
  };
  return candidateCrops(state)
    .map((rule) => rateCrop(rule, state, language))
    .filter((rated) => rated.crop.suitability_score >= 0.2)
    .sort((a, b) => b.raw - a.raw || rank(a.rule) - rank(b.rule) || CROPS.indexOf(a.rule) - CROPS.indexOf(b.rule))
    .slice(0, limit)
    .map((rated) => rated.crop);
}
