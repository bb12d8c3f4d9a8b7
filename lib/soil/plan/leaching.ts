// The leaching water norm for a saline field (docs/soil-rules.md section 12, "Leaching"): only
// from the lab's dry residue or EC, never from the region's prior; by salinity class and soil
// texture, in m³/ha, given in two or three floods in late autumn and winter with the drains
// working. Derived from Uzbek leaching practice and FAO Irrigation and Drainage Paper 29; held
// to the sanitiser's water cap (8000 m³/ha), so the strongest classes say "more than one season".
import { DOSE_RANGES } from "../doses";
import { salinityClassFromEce, salinityClassFromPercent, worseSalinity, type SalinityClass } from "../rules/lab-classes";
import { foldedWords } from "../text";
import type { LabBasis, Range } from "./needs";

export type Texture = "light" | "medium" | "heavy";
export type SalineClass = Exclude<SalinityClass, "none">;

export const LEACHING_NORMS: Record<Texture, Record<SalineClass, Range>> = {
  light: { weak: { min: 1500, max: 2000 }, moderate: { min: 2500, max: 3500 }, strong: { min: 3500, max: 5000 }, solonchak: { min: 5000, max: 6000 } },
  medium: { weak: { min: 2000, max: 2500 }, moderate: { min: 3000, max: 4000 }, strong: { min: 4000, max: 6000 }, solonchak: { min: 6000, max: 7000 } },
  heavy: { weak: { min: 2500, max: 3000 }, moderate: { min: 4000, max: 5000 }, strong: { min: 5000, max: 7000 }, solonchak: { min: 7000, max: DOSE_RANGES.water.max } },
};

/** The measured salinity class: the worse of dry residue and EC (as the estimator reads them), or null. */
export function measuredSalinity(lab: LabBasis | null): SalinityClass | null {
  if (!lab) return null;
  const classes = [
    lab.salinityPercent !== undefined ? salinityClassFromPercent(lab.salinityPercent) : null,
    lab.eceDsM !== undefined ? salinityClassFromEce(lab.eceDsM) : null,
  ].filter((c): c is SalinityClass => c !== null);
  return classes.length ? classes.reduce(worseSalinity) : null;
}

// The farmer's words for texture ("feel when pressed"), folded like every keyword (text.ts: no
// apostrophes): sandy soils are light, sticky clay heavy.
const LIGHT = ["qum", "qumloq", "qumli", "sandy", "sand", "песок", "песчан", "супес"];
const HEAVY = ["loy", "loyli", "yopishqoq", "ogir", "clay", "sticky", "heavy", "глин", "тяжел", "липк"];

/** Texture from the farmer's description, or null when it does not say. */
export function textureFromWords(text: string): Texture | null {
  const words = foldedWords(text);
  const has = (stems: string[]) => words.some((w) => stems.some((stem) => w.startsWith(stem)));
  if (has(HEAVY)) return "heavy";
  if (has(LIGHT)) return "light";
  return null;
}

/**
 * Floods and winters for a leaching norm. One flood puts about 1500-2000 m³/ha on the field (15-20
 * cm of water in a levelled check, as much as a basin holds without breaking its banks), so the
 * norm is split into norm/2000 to norm/1500 floods, a week or more apart so the drains carry the
 * salt away. The norm of a solonchak, and of strong salinity on heavy soil, is held to the
 * sanitiser's 8000 m³/ha although the salt needs more: they are leached over two winters.
 */
export const FLOOD_M3 = { min: 1500, max: 2000 } as const;

export function leachingSchedule(norm: Range, salinity: SalineClass, texture: Texture): { floods: Range; seasons: number } {
  const floods = { min: Math.max(1, Math.ceil(norm.min / FLOOD_M3.max)), max: Math.max(1, Math.ceil(norm.max / FLOOD_M3.min)) };
  const seasons = salinity === "solonchak" || (salinity === "strong" && texture === "heavy") ? 2 : 1;
  return { floods, seasons };
}

/** ECe the salt-tolerance rule reads: the measured ECe, else the lower edge of the dry residue's class (never a worse guess). */
export const CLASS_LOWER_ECE: Record<SalineClass, number> = { weak: 2, moderate: 4, strong: 8, solonchak: 16 };

export type SaltVerdict = { ece: number; estimated: boolean; relativeYield: number | null; verdict: "fails" | "yield_loss" | "tolerates" | "unknown" };

/**
 * The Maas-Hoffman relative yield 100 - slope x (ECe - threshold) (FAO Irrigation and Drainage
 * Paper 29, table 4): under 50 % the crop will not establish or pay for itself ("fails"); 50-90 %
 * a real loss; from 90 % it tolerates the field. Null when no salt was measured.
 */
export function saltVerdict(salt: { threshold: number; slope: number } | null, lab: LabBasis | null, salinity: SalinityClass | null): SaltVerdict | null {
  if (!salinity || salinity === "none") return lab?.eceDsM !== undefined && salt && lab.eceDsM > salt.threshold ? verdictAt(salt, lab.eceDsM, false) : null;
  const ece = lab?.eceDsM ?? CLASS_LOWER_ECE[salinity];
  if (!salt) return { ece, estimated: lab?.eceDsM === undefined, relativeYield: null, verdict: "unknown" };
  return verdictAt(salt, ece, lab?.eceDsM === undefined);
}

function verdictAt(salt: { threshold: number; slope: number }, ece: number, estimated: boolean): SaltVerdict {
  const relativeYield = Math.max(0, Math.min(100, Math.round(100 - salt.slope * Math.max(0, ece - salt.threshold))));
  return { ece, estimated, relativeYield, verdict: relativeYield < 50 ? "fails" : relativeYield < 90 ? "yield_loss" : "tolerates" };
}
