// Uzbek/CIS laboratory interpretation classes (docs/soil-rules.md section 5, P, K, N, humus and
// salinity rows), mapped onto the three words of the answer: past (very low + low), o'rtacha
// (medium), yetarli (high + very high). Class edges follow the published tables: "past 15.1-30"
// means 30 is still past.
import { formatNumber } from "@/lib/i18n/format";
import type { NutrientStatus, OrganicMatterLevel } from "../answer-schema";

export type LabClass = "juda past" | "past" | "o'rtacha" | "yuqori" | "juda yuqori";
export type Status3 = Exclude<NutrientStatus, "unknown">;
export type SalinityClass = "none" | "weak" | "moderate" | "strong" | "solonchak";

function fiveClasses(value: number, edges: [number, number, number, number]): LabClass {
  if (value <= edges[0]) return "juda past";
  if (value <= edges[1]) return "past";
  if (value <= edges[2]) return "o'rtacha";
  if (value <= edges[3]) return "yuqori";
  return "juda yuqori";
}

/** Mobile P2O5 (Machigin), mg/kg: <=15 very low, <=30 low, <=45 medium, <=60 high, >60 very high. */
export function phosphorusClass(mgKg: number): LabClass {
  return fiveClasses(mgKg, [15, 30, 45, 60]);
}

/** Exchangeable K2O (Machigin), mg/kg: <=100 very low, <=200 low, <=300 medium, <=400 high. */
export function potassiumClass(mgKg: number): LabClass {
  return fiveClasses(mgKg, [100, 200, 300, 400]);
}

/** Five lab classes -> the answer's three words. */
export function toStatus(labClass: LabClass): Status3 {
  if (labClass === "juda past" || labClass === "past") return "past";
  if (labClass === "o'rtacha") return "o'rtacha";
  return "yetarli";
}

/** Nitrate N-NO3, mg/kg: <=20 past, <=30 o'rtacha, >30 yetarli (N-dose coefficients 1.5/1.25, 1.0, <=0.75). */
export function nitrogenStatus(mgKg: number): Status3 {
  if (mgKg <= 20) return "past";
  if (mgKg <= 30) return "o'rtacha";
  return "yetarli";
}

/** Very low nitrate (0-10 mg/kg, N-dose coefficient 1.5): a high-severity deficiency. */
export function nitrogenVeryLow(mgKg: number): boolean {
  return mgKg <= 10;
}

/**
 * Humus of the irrigated plough layer, %: <0.8 past, 0.8-1.5 o'rtacha, >1.5 yuqori. The
 * genetic scale (<2 % "very low") calls every irrigated Uzbek soil very low, so it cannot rank.
 */
export function humusLevel(percent: number): OrganicMatterLevel {
  if (percent < 0.8) return "past";
  if (percent <= 1.5) return "o'rtacha";
  return "yuqori";
}

/** Water-extract dry residue, %: <0.3 none, <1 weak, <2 moderate, <3 strong, >=3 solonchak. */
export function salinityClassFromPercent(percent: number): SalinityClass {
  if (percent < 0.3) return "none";
  if (percent < 1.0) return "weak";
  if (percent < 2.0) return "moderate";
  if (percent < 3.0) return "strong";
  return "solonchak";
}

/** How a lab measured electrical conductivity: saturated-paste extract (ECe) or 1:5 soil:water extract. */
export type EcMethod = "ECe" | "EC1:5";

/**
 * EC1:5 -> ECe multiplier. 6.4 (Talsma 1968; the same 6.1-6.5 in Loveday 1972, Murray 1980,
 * Lyons 2003: Rayment & Lyons, Soil Chemical Methods - Australasia, table 14.2). The factor
 * grows with sand (about 4.6-9.9 across textures, Kargas et al. 2022), so a converted value is
 * approximate and the answer says so.
 */
export const EC15_TO_ECE = 6.4;

/** ECe in dS/m from a lab EC and its method. */
export function toEce(ec: number, method: EcMethod): number {
  return method === "ECe" ? ec : ec * EC15_TO_ECE;
}

/**
 * FAO salinity classes of ECe, dS/m (FAO Irrigation and Drainage Paper 29; FAO soil salinity
 * classes): <2 non-saline, 2-4 slightly, 4-8 moderately, 8-16 strongly, >16 very strongly saline,
 * mapped onto the dry-residue classes none / weak / moderate / strong / solonchak.
 */
export function salinityClassFromEce(ece: number): SalinityClass {
  if (ece < 2) return "none";
  if (ece < 4) return "weak";
  if (ece < 8) return "moderate";
  if (ece < 16) return "strong";
  return "solonchak";
}

/** Rough ECe (dS/m) of each salinity class, for the Maas-Hoffman yield formula. */
export const SALINITY_ECE: Record<SalinityClass, number> = { none: 1.5, weak: 3, moderate: 6, strong: 10, solonchak: 16 };

export const SALINITY_ORDER: readonly SalinityClass[] = ["none", "weak", "moderate", "strong", "solonchak"];

/** The more saline of two classes (dry residue and EC both measured: trust the worse). */
export function worseSalinity(a: SalinityClass, b: SalinityClass): SalinityClass {
  return SALINITY_ORDER.indexOf(a) >= SALINITY_ORDER.indexOf(b) ? a : b;
}

export function salinityAtLeast(value: SalinityClass, floor: SalinityClass): boolean {
  return SALINITY_ORDER.indexOf(value) >= SALINITY_ORDER.indexOf(floor);
}

/** Soil reaction class (SSSA/USDA) in Uzbek. */
/**
 * A number in the estimator's Uzbek texts, written as the Uzbek pages write numbers (decimal
 * comma, lib/i18n/format.ts): "pH 8,1", not "pH 8.1" beside a form that asks for "2,5".
 */
export const uzNumber = (value: number, maxDigits = 1, minDigits = 1) => formatNumber(value, "uz", maxDigits, minDigits);

export function phReactionUz(ph: number): string {
  return PH_REACTIONS_UZ[phReactionIndex(ph)];
}

/** The soil reaction class's place, 0 (extremely acid) to 7 (very strongly alkaline). */
export function phReactionIndex(ph: number): number {
  const upper = [4.5, 5.5, 6.5, 7.3, 7.8, 8.4, 9.0];
  const index = upper.findIndex((edge, i) => (i === 0 ? ph < edge : ph <= edge));
  return index === -1 ? upper.length : index;
}

export const PH_REACTIONS_UZ = [
  "o'ta kuchli kislotali",
  "kuchli kislotali",
  "kuchsiz kislotali",
  "neytral",
  "kuchsiz ishqoriy",
  "o'rtacha ishqoriy",
  "kuchli ishqoriy",
  "o'ta kuchli ishqoriy",
] as const;

const STEPS: readonly Status3[] = ["past", "o'rtacha", "yetarli"];
const OM_STEPS: readonly OrganicMatterLevel[] = ["past", "o'rtacha", "yuqori"];

/** One step up or down the three-word scale, staying inside it. */
export function shiftStatus(status: Status3, by: number): Status3 {
  return STEPS[Math.min(2, Math.max(0, STEPS.indexOf(status) + by))];
}

export function shiftOrganicMatter(level: OrganicMatterLevel, by: number): OrganicMatterLevel {
  return OM_STEPS[Math.min(2, Math.max(0, OM_STEPS.indexOf(level) + by))];
}
