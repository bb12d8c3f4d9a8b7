// Nitrogen on strongly saline land (docs/soil-rules.md section 12, "Salinity"). Karbamid and
// ammiakli selitra are soluble salts: a large dose raises the salt in the soil water around roots
// that already draw water with difficulty, and the nitrate it turns into leaves with the next
// heavy irrigation or leaching flood. On strongly saline land and on a solonchak the plan holds
// the autumn nitrogen back until the leaching (schedule.ts) and gives every nitrogen line in
// smaller doses, each at most SALINE_N_DOSE_KG of N a hectare, a week or so apart with the
// irrigations. The season's total is not cut: the same kilograms, in more, smaller doses.
import type { SalinityClass } from "../rules/lab-classes";
import type { Range } from "./needs";
import { PLAN_PRODUCTS, type PlanProductId } from "./products";

/** Most N (kg/ha) one nitrogen application carries on strongly saline land: 100 kg karbamid. */
export const SALINE_N_DOSE_KG = 46;

/** The products whose lines are split: the plan's nitrogen fertilisers. */
export const NITROGEN_PRODUCTS: readonly PlanProductId[] = ["urea", "ammonium_nitrate"];

/** Whether the measured class splits the nitrogen: strongly saline and solonchak. */
export const splitsNitrogen = (salinity: SalinityClass | null) => salinity === "strong" || salinity === "solonchak";

/** N in kg/ha carried by an amount of a product. */
const nitrogenIn = (product: PlanProductId, kgPerHa: number) => kgPerHa * (PLAN_PRODUCTS[product].nitrogen ?? 0);

/**
 * Into how many equal doses a line goes: 1, or, when the nitrogen is split, as many as keep each
 * dose of every product given (the line's and its replacement's) within the cap.
 */
export function dosesOf(split: boolean, lines: { product: PlanProductId; kgPerHa: Range }[]): number {
  if (!split) return 1;
  const needed = lines.map(({ product, kgPerHa }) => (NITROGEN_PRODUCTS.includes(product) ? Math.ceil(nitrogenIn(product, kgPerHa.max) / SALINE_N_DOSE_KG - 1e-9) : 1));
  return Math.max(1, ...needed);
}

/** kg/ha of product in one dose, rounded down like every plan amount. */
export const perDose = (kgPerHa: Range, doses: number): Range => ({ min: Math.floor(kgPerHa.min / doses + 1e-9), max: Math.floor(kgPerHa.max / doses + 1e-9) });
