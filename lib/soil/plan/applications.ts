// Nutrient needs -> product amounts per crop stage, held to the sanitiser's caps
// (docs/soil-rules.md section 12, "Products" and "Caps"). Phosphorus comes as ammofos and its
// nitrogen counts toward the season's nitrogen; the rest of the nitrogen is karbamid; potassium
// is kaliy xlorid, or kaliy sulfat on saline land and for chloride-sensitive crops. Each line
// also names the product that can replace it (ammiakli selitra, superfosfat, kaliy sulfat) in
// the amount that carries the same nutrient; superfosfat, which has no nitrogen, comes with the
// karbamid that replaces ammofos's. Amounts here are exact; rounding is the plan's (plan.ts).
import { NUTRIENT_CAPS, PRODUCTS, type Content, type Nutrient } from "../products";
import type { Rates, StageId } from "./crops";
import { ALTERNATIVE, PLAN_PRODUCTS, type PlanProductId } from "./products";
import type { ScheduledStage } from "./schedule";

type Amount = { product: PlanProductId; kgPerHa: number };
export type Line = Amount & { stage: StageId; alternative?: Amount & { extra?: Amount } };

const NUTRIENTS: Nutrient[] = ["nitrogen", "phosphorus", "potassium"];

/** How the sanitiser reads a product (its upper contents): the caps are checked with these. */
export function sanitiserContent(product: PlanProductId): Content {
  const found = SANITISER_CONTENT.get(product);
  if (!found) throw new Error(`no sanitiser content for ${product}`);
  return found;
}
// Looked up once per product: a plan reads the table some fifty times (holdToCaps).
const SANITISER_CONTENT = new Map(PRODUCTS.map((p) => [p.id, p.content]));

/** kg/ha of each nutrient the sanitiser reads in a set of product amounts. */
export function sanitiserReading(amounts: { product: PlanProductId; kgPerHa: number }[]): Rates {
  const read: Rates = { nitrogen: 0, phosphorus: 0, potassium: 0 };
  for (const { product, kgPerHa } of amounts) {
    const content = sanitiserContent(product);
    for (const n of NUTRIENTS) read[n] += kgPerHa * (content[n] ?? 0);
  }
  return read;
}

function scale(lines: Line[], product: PlanProductId, factor: number) {
  for (const line of lines) if (line.product === product) line.kgPerHa *= factor;
}

/** Lowers whole products until every nutrient, as the sanitiser reads it, is within its cap. */
export function holdToCaps(lines: Line[], limited: Set<string>) {
  const potash = lines.find((l) => l.product === "potassium_sulphate") ? "potassium_sulphate" : "potassium_chloride";
  const main: [Nutrient, PlanProductId][] = [["phosphorus", "ammophos"], ["nitrogen", "urea"], ["potassium", potash]];
  for (const [nutrient, product] of main) {
    const read = sanitiserReading(lines)[nutrient];
    if (read <= NUTRIENT_CAPS[nutrient]) continue;
    const own = sanitiserReading(lines.filter((l) => l.product === product))[nutrient];
    const factor = Math.max(0, (own - (read - NUTRIENT_CAPS[nutrient])) / own);
    scale(lines, product, factor);
    limited.add(nutrient);
  }
}

const carrier = (product: PlanProductId): Nutrient => (product === "ammophos" ? "phosphorus" : product === "urea" ? "nitrogen" : "potassium");

/**
 * The replacement products, in the same nutrient. Superfosfat brings karbamid for the nitrogen
 * ammofos carried. The sanitiser reads superfosfat at 20 % P2O5 where the plan counts 14 %, so a
 * season's superfosfat that would read above the P2O5 cap is not offered at all (and the plan
 * says so) rather than offered short of the phosphorus it must replace.
 */
export function addAlternatives(lines: Line[], limited: Set<string>) {
  for (const line of lines) {
    const other = ALTERNATIVE[line.product];
    if (!other) continue;
    const nutrient = carrier(line.product);
    const carried = line.kgPerHa * (PLAN_PRODUCTS[line.product][nutrient] ?? 0);
    line.alternative = { product: other, kgPerHa: carried / (PLAN_PRODUCTS[other][nutrient] ?? 1) };
    const lostN = line.kgPerHa * (PLAN_PRODUCTS[line.product].nitrogen ?? 0) - line.alternative.kgPerHa * (PLAN_PRODUCTS[other].nitrogen ?? 0);
    if (nutrient !== "nitrogen" && lostN > 0) line.alternative.extra = { product: "urea", kgPerHa: lostN / (PLAN_PRODUCTS.urea.nitrogen ?? 1) };
  }
  const superphosphate = lines.flatMap((l) => (l.alternative?.product === "superphosphate" ? [l.alternative] : []));
  const read = sanitiserReading(superphosphate).phosphorus;
  if (read > NUTRIENT_CAPS.phosphorus) {
    for (const line of lines) if (line.alternative?.product === "superphosphate") delete line.alternative;
    limited.add("superphosphate");
  }
}

/**
 * The season's products, stage by stage, for one set of needs (kg/ha). `limited` names the
 * nutrients (and replacement products) lowered to a cap.
 */
export function productLines(stages: Pick<ScheduledStage, "id" | "share">[], needs: Rates, potash: PlanProductId): { lines: Line[]; limited: string[] } {
  const ammophos = needs.phosphorus / (PLAN_PRODUCTS.ammophos.phosphorus ?? 1);
  const ammophosN = ammophos * (PLAN_PRODUCTS.ammophos.nitrogen ?? 0);
  const ureaN = Math.max(0, needs.nitrogen - ammophosN);
  const totals: Record<Nutrient, number> = {
    phosphorus: ammophos,
    nitrogen: ureaN / (PLAN_PRODUCTS.urea.nitrogen ?? 1),
    potassium: needs.potassium / (PLAN_PRODUCTS[potash].potassium ?? 1),
  };
  const product: Record<Nutrient, PlanProductId> = { nitrogen: "urea", phosphorus: "ammophos", potassium: potash };
  const lines: Line[] = [];
  for (const stage of stages) {
    for (const nutrient of ["phosphorus", "nitrogen", "potassium"] as const) {
      const share = stage.share[nutrient] ?? 0;
      const kgPerHa = totals[nutrient] * share;
      if (kgPerHa > 0) lines.push({ stage: stage.id, product: product[nutrient], kgPerHa });
    }
  }
  const limited = new Set<string>();
  holdToCaps(lines, limited);
  addAlternatives(lines, limited);
  return { lines, limited: [...limited] };
}
