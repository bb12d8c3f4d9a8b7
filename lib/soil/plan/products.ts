// Fertiliser products sold in Uzbekistan that the plan uses, with the analysis the plan counts
// (docs/soil-rules.md section 12, "Products"). Ids are those of the sanitiser's product table
// (lib/soil/products.ts), so the caps test reads every plan amount with the sanitiser's own
// (upper) contents. Manure is not bagged: it has its own row in the plan.
import type { Content, Nutrient } from "../products";

export const PLAN_PRODUCT_IDS = ["urea", "ammonium_nitrate", "ammophos", "superphosphate", "potassium_chloride", "potassium_sulphate"] as const;
export type PlanProductId = (typeof PLAN_PRODUCT_IDS)[number];

/** Mineral fertilisers are sold in 50 kg bags; the plan rounds bags up. */
export const BAG_KG = 50;

/** A sotix (sotka), the tomorqa's unit, is 100 m²: a hectare (10 000 m²) has 100 of them. */
export const SOTIX_PER_HA = 100;

/**
 * Mass fractions of N, P2O5 and K2O. Karbamid 46 % N, ammiakli selitra 34 % N, ammofos 11-46,
 * kaliy xlorid 60 % K2O, kaliy sulfat 50 % K2O (the chloride-free potash); superfosfat is the ammoniated granular superphosphate made from
 * Central Asian phosphorite: 14-15 % P2O5 and 1.5-2.5 % N, counted at 14 % P2O5 (the lower
 * value: the farmer gets at least the phosphorus the plan promises) and its N left out.
 */
export const PLAN_PRODUCTS: Record<PlanProductId, Content> = {
  urea: { nitrogen: 0.46 },
  ammonium_nitrate: { nitrogen: 0.34 },
  ammophos: { nitrogen: 0.11, phosphorus: 0.46 },
  superphosphate: { phosphorus: 0.14 },
  potassium_chloride: { potassium: 0.6 },
  potassium_sulphate: { potassium: 0.5 },
};

/** The product that carries each nutrient in the plan, and the one offered instead. */
export const MAIN_PRODUCT: Record<Nutrient, PlanProductId> = { nitrogen: "urea", phosphorus: "ammophos", potassium: "potassium_chloride" };
export const ALTERNATIVE: Partial<Record<PlanProductId, PlanProductId>> = { urea: "ammonium_nitrate", ammophos: "superphosphate", potassium_chloride: "potassium_sulphate" };

/**
 * The potash of a plan: potassium sulphate for a chloride-sensitive crop and on any field whose
 * lab found salt (chloride adds to the salt the roots already struggle with); potassium chloride,
 * the cheaper one, everywhere else (docs/soil-rules.md section 12, "Salinity").
 */
export function potashFor(chlorideSensitive: boolean, saline: boolean): PlanProductId {
  return chlorideSensitive || saline ? "potassium_sulphate" : "potassium_chloride";
}

/**
 * Manure (go'ng) or compost: about 0.5 % N, 0.25 % P2O5 and 0.6 % K2O in well-rotted cattle
 * manure; the real content varies by half either way with the animal, bedding and storage, so
 * the plan states it and does not subtract it from the mineral fertiliser.
 */
export const MANURE = { tPerHa: 20, content: { nitrogen: 0.005, phosphorus: 0.0025, potassium: 0.006 }, uncertainty: 0.5 } as const;
