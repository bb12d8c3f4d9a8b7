// The season's nutrient needs in kg/ha (docs/soil-rules.md section 12, "Rates"): the crop's rate
// adjusted by the lab classes of the report's input, or a range without them. Humus (Tyurin)
// sets nitrogen; mobile P2O5 and exchangeable K2O (Machigin) set phosphorus and potassium with
// the correction coefficients of Uzbek agrochemical practice. Nothing exceeds the sanitiser's caps.
import type { OrganicMatterLevel } from "../answer-schema";
import { NUTRIENT_CAPS, type Nutrient } from "../products";
import { humusLevel, phosphorusClass, potassiumClass, type LabClass } from "../rules/lab-classes";
import type { PlanCrop } from "./crops";

export type Range = { min: number; max: number };

/** Lab values the plan reads, in the units of the submission (docs/soil-rules.md section 2). */
export type LabBasis = {
  humusPercent?: number;
  phosphorusMgKg?: number;
  potassiumMgKg?: number;
  /** Nitrate N-NO3, mg/kg: read only to say why the plan does not use it (a snapshot of one day). */
  nitrateMgKg?: number;
  salinityPercent?: number;
  eceDsM?: number;
};

/** Machigin class -> rate coefficient (1.0 at "low", the class the base rates are for). */
export const CLASS_FACTOR: Record<LabClass, number> = { "juda past": 1.25, past: 1, "o'rtacha": 0.75, yuqori: 0.5, "juda yuqori": 0.25 };

/** Humus class -> nitrogen coefficient (engineering choice, not verified: docs section 12). */
export const HUMUS_N_FACTOR: Record<OrganicMatterLevel, number> = { past: 1.15, "o'rtacha": 1, yuqori: 0.85 };

export type Basis = { humus: OrganicMatterLevel | null; phosphorus: LabClass | null; potassium: LabClass | null };

export function basisOf(lab: LabBasis | null): Basis {
  return {
    humus: lab?.humusPercent !== undefined ? humusLevel(lab.humusPercent) : null,
    phosphorus: lab?.phosphorusMgKg !== undefined ? phosphorusClass(lab.phosphorusMgKg) : null,
    potassium: lab?.potassiumMgKg !== undefined ? potassiumClass(lab.potassiumMgKg) : null,
  };
}

const capped = (nutrient: Nutrient, value: number) => Math.min(NUTRIENT_CAPS[nutrient], Math.round(value));

function classRate(crop: PlanCrop, nutrient: "phosphorus" | "potassium", labClass: LabClass): number {
  return crop.byClass?.[nutrient][labClass] ?? crop.base[nutrient] * CLASS_FACTOR[labClass];
}

/**
 * Needs for one season. Without a value: nitrogen from medium to low humus; phosphorus from the
 * low to the very low class (irrigated grey soils test 4-13.5 mg/kg); potassium from the medium
 * to the low class (100-213 mg/kg). The lab narrows each range to one number.
 */
export function nutrientNeeds(crop: PlanCrop, basis: Basis): Record<Nutrient, Range> {
  const n = (level: OrganicMatterLevel) => capped("nitrogen", crop.base.nitrogen * HUMUS_N_FACTOR[level]);
  const p = (c: LabClass) => capped("phosphorus", classRate(crop, "phosphorus", c));
  const k = (c: LabClass) => capped("potassium", classRate(crop, "potassium", c));
  const range = (low: number, high: number): Range => ({ min: Math.min(low, high), max: Math.max(low, high) });
  return {
    nitrogen: basis.humus ? range(n(basis.humus), n(basis.humus)) : range(n("o'rtacha"), n("past")),
    phosphorus: basis.phosphorus ? range(p(basis.phosphorus), p(basis.phosphorus)) : range(p("past"), p("juda past")),
    potassium: basis.potassium ? range(k(basis.potassium), k(basis.potassium)) : range(k("o'rtacha"), k("past")),
  };
}
