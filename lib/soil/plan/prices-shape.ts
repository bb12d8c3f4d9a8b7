// The prices as the API returns them: every product, null where the user has no price.
import type { Prices } from "./cost";
import { PLAN_PRODUCT_IDS } from "./products";
import type { PricesResponse } from "./response-schema";

export function pricesResponseShape(prices: Prices): PricesResponse {
  return {
    currency: "UZS",
    bagKg: 50,
    prices: Object.fromEntries(PLAN_PRODUCT_IDS.map((id) => [id, prices[id] ?? null])) as PricesResponse["prices"],
  };
}
