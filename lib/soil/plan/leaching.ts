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
