// The plan as the API returns it (docs/api-guide.md, "Fertiliser plan"): the output schema of
// GET /api/soil/reports/{id}/plan, named FertiliserPlan in the OpenAPI document.
import { z } from "zod";
import { PLAN_CROP_IDS } from "./crops";
import { NOTE_CODES } from "./notes";
import { PLAN_PRODUCT_IDS } from "./products";

const range = (what: string) => z.object({ min: z.number(), max: z.number() }).describe(`${what}; min = max when the lab measured what it depends on.`);
const window = z.object({ start: z.string().describe("YYYY-MM-DD, Tashkent calendar."), end: z.string().describe("YYYY-MM-DD, the last day.") });
const product = z.enum(PLAN_PRODUCT_IDS);
const amounts = {
  kgPerHa: range("kg of product per hectare, rounded down"),
  fieldKg: range("kg for the whole field, rounded down to 0.1"),
  sotixKg: range("kg per sotix (100 m²), rounded down to 0.01"),
  bags: range("50 kg bags for the field, rounded up"),
};
const nutrient = z.object({ kgPerHa: range("kg of the nutrient per hectare"), fieldKg: range("kg for the field") });
const share = z.object({ nitrogen: z.number().optional(), phosphorus: z.number().optional(), potassium: z.number().optional() });

export const planResponseSchema = z
  .object({
    reportId: z.string(),
    fieldId: z.string(),
    crop: z.object({ id: z.enum(PLAN_CROP_IDS), name: z.string() }),
    region: z.object({ code: z.string(), name: z.string() }).nullable(),
    zone: z.enum(["south", "central", "north"]).describe("Calendar zone: south (Surxondaryo, Qashqadaryo) about 10 days earlier in spring, north (Qoraqalpog'iston, Xorazm) later."),
    areaHa: z.number(),
    seasonYear: z.number().int().describe("The harvest year the plan is for."),
    basis: z.object({
      lab: z.boolean(),
      humus: z.string().nullable().describe("Humus class (Tyurin) of the report's lab value, null when not measured."),
      phosphorus: z.string().nullable().describe("Machigin P2O5 class, null when not measured."),
      potassium: z.string().nullable().describe("Machigin K2O class, null when not measured."),
    }),
    nutrients: z.object({ nitrogen: nutrient, phosphorus: nutrient, potassium: nutrient }).describe("Season's needs of N, P2O5 and K2O."),
    applications: z.array(
      z.object({
        stage: z.string(),
        stageName: z.string(),
        reason: z.string(),
        window,
        passed: z.boolean().describe("The window ended before today."),
        shares: share.describe("This stage's share (0-1) of the season's nutrients."),
        product,
        productName: z.string(),
        analysis: z.string(),
        ...amounts,
        alternative: z.object({ product, productName: z.string(), analysis: z.string(), ...amounts }).nullable().describe("The product that can replace it, in the amount carrying the same nutrient."),
      }),
    ),
    totals: z.array(z.object({ product, productName: z.string(), fieldKg: range("kg for the field"), bags: range("50 kg bags, rounded up") })),
    manure: z.object({ tPerHa: z.number(), fieldT: z.number(), sotixKg: z.number(), window, passed: z.boolean() }).nullable().describe("Manure or compost where humus is low or not measured."),
    leaching: z
      .object({ salinity: z.string(), texture: z.string(), textureAssumed: z.boolean(), m3PerHa: range("m³ of water per hectare"), fieldM3: range("m³ for the field"), window })
      .nullable()
      .describe("Only when the report's lab values (dry residue or EC) show salt."),
    notes: z.array(z.object({ code: z.enum(NOTE_CODES), text: z.string() })),
    sources: z.array(z.object({ id: z.string(), title: z.string(), url: z.string().optional() })),
    cost: z
      .object({
        currency: z.literal("UZS"),
        pricesFrom: z.enum(["query", "saved"]),
        lines: z.array(z.object({ product, bags: range("bags"), pricePerBag: z.number().int(), cost: range("so'm") })),
        total: range("so'm"),
        missing: z.array(product).describe("Products of the plan without a price (not in the total)."),
      })
      .nullable()
      .describe("With ?prices= or the user's saved prices; null when none of the plan's products has a price."),
    disclaimer: z.string(),
  })
  .describe("A fertiliser plan for one report's field and a crop.");

export type PlanResponse = z.output<typeof planResponseSchema>;

export const pricesResponseSchema = z
  .object({
    currency: z.literal("UZS"),
    bagKg: z.literal(50),
    prices: z.object(Object.fromEntries(PLAN_PRODUCT_IDS.map((id) => [id, z.number().int().nullable()])) as Record<(typeof PLAN_PRODUCT_IDS)[number], z.ZodNullable<z.ZodNumber>>),
  })
  .describe("The user's prices per 50 kg bag (null: none).");

export type PricesResponse = z.output<typeof pricesResponseSchema>;
