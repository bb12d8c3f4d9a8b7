// The user's prices per 50 kg bag (fertiliser_prices; docs/api-guide.md, "Fertiliser plan").
// Part of the user's own data: deleted with the account (ON DELETE CASCADE), and to be included
// in an export of it.
import "server-only";
import { getDb } from "@/lib/db/client";
import type { Prices } from "./cost";
import { PLAN_PRODUCT_IDS, type PlanProductId } from "./products";
import type { SavePrices } from "./schemas";

export async function readPrices(userId: string): Promise<Prices> {
  const db = await getDb();
  const rows = await db.fertiliserPrice.findMany({ where: { userId }, select: { product: true, pricePerBag: true } });
  return Object.fromEntries(rows.filter((r) => (PLAN_PRODUCT_IDS as readonly string[]).includes(r.product)).map((r) => [r.product, r.pricePerBag])) as Prices;
}

/** Replaces the user's whole set of prices in one transaction: a product left out or null has none. */
export async function savePrices(userId: string, body: SavePrices): Promise<Prices> {
  const db = await getDb();
  const entries = PLAN_PRODUCT_IDS.flatMap((product): [PlanProductId, number][] => {
    const price = body.prices[product];
    return typeof price === "number" ? [[product, price]] : [];
  });
  await db.$transaction([
    db.fertiliserPrice.deleteMany({ where: { userId } }),
    db.fertiliserPrice.createMany({ data: entries.map(([product, pricePerBag]) => ({ userId, product, pricePerBag })) }),
  ]);
  return Object.fromEntries(entries) as Prices;
}
