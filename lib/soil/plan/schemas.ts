// Request schemas of the plan and prices endpoints (docs/api-guide.md, "Fertiliser plan"): one
// schema each for the route, the page's server action and the OpenAPI document.
import { z } from "zod";
import { PLAN_CROP_IDS } from "./crops";
import { PLAN_PRODUCT_IDS, type PlanProductId } from "./products";
import type { Prices } from "./cost";

/** A price per 50 kg bag in so'm: a whole number, 1 to 10 000 000. */
export const MAX_PRICE = 10_000_000;
const price = z.number().int().min(1).max(MAX_PRICE);

const PAIR = /^([a-z_]+):(\d{1,8})$/;

/**
 * `?prices=urea:350000,ammophos:480000`: product:price pairs separated by commas, each product
 * once, prices whole so'm per 50 kg bag.
 */
export const pricesParamSchema = z
  .string()
  .max(200)
  .transform((text, ctx): Prices => {
    const prices: Prices = {};
    for (const pair of text.split(",")) {
      const match = PAIR.exec(pair.trim());
      const product = match?.[1] as PlanProductId | undefined;
      const value = match ? Number(match[2]) : NaN;
      if (!match || !product || !(PLAN_PRODUCT_IDS as readonly string[]).includes(product) || !price.safeParse(value).success || product in prices) {
        ctx.addIssue({ code: "custom", message: `Expected product:price pairs (products ${PLAN_PRODUCT_IDS.join(", ")}; prices 1-${MAX_PRICE} so'm per bag), each product once: "${pair.slice(0, 40)}"` });
        return z.NEVER;
      }
      prices[product] = value;
    }
    return prices;
  })
  .describe(`Prices per 50 kg bag in so'm, as product:price pairs separated by commas, e.g. "urea:350000,ammophos:480000". Products: ${PLAN_PRODUCT_IDS.join(", ")}.`);

/** The most any field can be (the submission's own limit); the report's field is checked in the service. */
export const MAX_PLAN_AREA_HA = 10_000;

/** `?area=0.05`: hectares, more than 0; at most the field's area (checked against the report). */
export const planAreaSchema = z.coerce
  .number()
  .gt(0, "The area must be more than 0 ha.")
  .max(MAX_PLAN_AREA_HA)
  .describe("The area to plan for, in hectares (1 sotix = 0.01 ha): more than 0 and at most the field's area. Default: the whole field.");

export const planQuerySchema = z.object({
  crop: z.enum(PLAN_CROP_IDS).describe(`The crop: ${PLAN_CROP_IDS.join(", ")}.`),
  area: planAreaSchema.optional(),
  prices: pricesParamSchema.optional(),
});

export const planCalendarQuerySchema = z.object({ crop: planQuerySchema.shape.crop, area: planAreaSchema.optional() });

/** PUT /api/soil/prices: the whole set; a product left out or null has no price. */
export const savePricesSchema = z
  .object({
    prices: z
      .object(Object.fromEntries(PLAN_PRODUCT_IDS.map((id) => [id, price.nullable().optional()])) as Record<PlanProductId, z.ZodOptional<z.ZodNullable<typeof price>>>)
      .describe("Price per 50 kg bag in so'm (1-10 000 000) by product; null or absent: no price."),
  })
  .describe("The farmer's prices per 50 kg bag.");

export type SavePrices = z.output<typeof savePricesSchema>;
