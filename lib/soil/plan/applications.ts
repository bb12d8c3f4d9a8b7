// Nutrient needs -> product amounts per crop stage, held to the sanitiser's caps
// (docs/soil-rules.md section 12, "Products" and "Caps"). Phosphorus comes as ammofos and its
// nitrogen counts toward the season's nitrogen; the rest of the nitrogen is karbamid; potassium
// is kaliy xlorid. Each line also names the product that can replace it (ammiakli selitra,
// superfosfat) in the amount that carries the same nutrient. Amounts here are exact; rounding is
// the plan's (plan.ts).
import { NUTRIENT_CAPS, PRODUCTS, type Content, type Nutrient } from "../products";
import type { PlanCrop, Rates, StageId } from "./crops";
import { ALTERNATIVE, MAIN_PRODUCT, PLAN_PRODUCTS, type PlanProductId } from "./products";

export type Line = { stage: StageId; product: PlanProductId; kgPerHa: number; alternative?: { product: PlanProductId; kgPerHa: number } };

const NUTRIENTS: Nutrient[] = ["nitrogen", "phosphorus", "potassium"];

/** How the sanitiser reads a product (its upper contents): the caps are checked with these. */
export function sanitiserContent(product: PlanProductId): Content {
  const found = PRODUCTS.find((p) => p.id === product);
  if (!found) throw new Error(`no sanitiser content for ${product}`);
  return found.content;
}

/** kg/ha of each nutrient the sanitiser reads in a set of product amounts. */
export function sanitiserReading(amounts: { product: PlanProductId; kgPerHa: number }[]): Rates {
  const read: Rates = { nitrogen: 0, phosphorus: 0, potassium: 0 };
  for (const { product, kgPerHa } of amounts) for (const n of NUTRIENTS) read[n] += kgPerHa * (sanitiserContent(product)[n] ?? 0);
  return read;
}

function scale(lines: Line[], product: PlanProductId, factor: number) {
  for (const line of lines) if (line.product === product) line.kgPerHa *= factor;
}

/** Lowers whole products until every nutrient, as the sanitiser reads it, is within its cap. */
export function holdToCaps(lines: Line[], limited: Set<string>) {
  const main: [Nutrient, PlanProductId][] = [["phosphorus", "ammophos"], ["nitrogen", "urea"], ["potassium", "potassium_chloride"]];
  for (const [nutrient, product] of main) {
    const read = sanitiserReading(lines)[nutrient];
    if (read <= NUTRIENT_CAPS[nutrient]) continue;
    const own = sanitiserReading(lines.filter((l) => l.product === product))[nutrient];
    const factor = Math.max(0, (own - (read - NUTRIENT_CAPS[nutrient])) / own);
    scale(lines, product, factor);
    limited.add(nutrient);
  }
}

/** The replacement products, in the same nutrient, themselves held to the caps. */
function addAlternatives(lines: Line[], limited: Set<string>) {
  for (const line of lines) {
    const other = ALTERNATIVE[line.product];
    if (!other) continue;
    const nutrient = line.product === "ammophos" ? "phosphorus" : "nitrogen";
    const carried = line.kgPerHa * (PLAN_PRODUCTS[line.product][nutrient] ?? 0);
    line.alternative = { product: other, kgPerHa: carried / (PLAN_PRODUCTS[other][nutrient] ?? 1) };
  }
  for (const product of ["ammonium_nitrate", "superphosphate"] as const) {
    const alternatives = lines.flatMap((l) => (l.alternative?.product === product ? [l.alternative] : []));
    const total = alternatives.reduce((sum, a) => sum + a.kgPerHa, 0);
    const read = sanitiserReading([{ product, kgPerHa: total }]);
    const nutrient = product === "superphosphate" ? "phosphorus" : "nitrogen";
    if (read[nutrient] <= NUTRIENT_CAPS[nutrient]) continue;
    const factor = NUTRIENT_CAPS[nutrient] / read[nutrient];
    for (const a of alternatives) a.kgPerHa *= factor;
    limited.add(product);
  }
}

/**
 * The season's products, stage by stage, for one set of needs (kg/ha). `limited` names the
 * nutrients (and replacement products) lowered to a cap.
 */
export function productLines(crop: PlanCrop, needs: Rates): { lines: Line[]; limited: string[] } {
  const ammophos = needs.phosphorus / (PLAN_PRODUCTS.ammophos.phosphorus ?? 1);
  const ammophosN = ammophos * (PLAN_PRODUCTS.ammophos.nitrogen ?? 0);
  const ureaN = Math.max(0, needs.nitrogen - ammophosN);
  const totals: Record<Nutrient, number> = {
    phosphorus: ammophos,
    nitrogen: ureaN / (PLAN_PRODUCTS.urea.nitrogen ?? 1),
    potassium: needs.potassium / (PLAN_PRODUCTS.potassium_chloride.potassium ?? 1),
  };
  const lines: Line[] = [];
  for (const stage of crop.stages) {
    for (const nutrient of ["phosphorus", "nitrogen", "potassium"] as const) {
      const share = stage.share[nutrient] ?? 0;
      const kgPerHa = totals[nutrient] * share;
      if (kgPerHa > 0) lines.push({ stage: stage.id, product: MAIN_PRODUCT[nutrient], kgPerHa });
    }
  }
  const limited = new Set<string>();
  holdToCaps(lines, limited);
  addAlternatives(lines, limited);
  return { lines, limited: [...limited] };
}
