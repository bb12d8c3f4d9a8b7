// The cost of the plan's products for the field from the farmer's own prices per 50 kg bag
// (docs/api-guide.md, "Fertiliser plan"). No price is built in: they change every month. Bags are
// bought whole, so the cost is bags x price.
import type { Range } from "./needs";
import type { FertiliserPlan } from "./plan";
import type { PlanProductId } from "./products";

export type Prices = Partial<Record<PlanProductId, number>>;

export type PlanCost = {
  currency: "UZS";
  lines: { product: PlanProductId; bags: Range; pricePerBag: number; cost: Range }[];
  /** The sum of the priced lines. */
  total: Range;
  /** Products of the plan without a price: not in the total. */
  missing: PlanProductId[];
};

/** The cost, or null when none of the plan's products has a price. */
export function planCost(plan: Pick<FertiliserPlan, "totals">, prices: Prices): PlanCost | null {
  const lines = plan.totals.flatMap(({ product, bags }) => {
    const price = prices[product];
    return price === undefined ? [] : [{ product, bags, pricePerBag: price, cost: { min: bags.min * price, max: bags.max * price } }];
  });
  if (!lines.length) return null;
  return {
    currency: "UZS",
    lines,
    total: { min: lines.reduce((s, l) => s + l.cost.min, 0), max: lines.reduce((s, l) => s + l.cost.max, 0) },
    missing: plan.totals.map((t) => t.product).filter((p) => prices[p] === undefined),
  };
}
