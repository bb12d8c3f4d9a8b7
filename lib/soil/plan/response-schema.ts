// The plan as the API returns it (docs/api-guide.md, "Fertiliser plan"): the output schema of
// GET /api/soil/reports/{id}/plan, named FertiliserPlan in the OpenAPI document.
import { z } from "zod";
import { PLAN_CROP_IDS } from "./crops";
import { METHOD_CODES } from "./methods";
import { NOTE_CODES } from "./notes";
import { PLAN_PRODUCT_IDS } from "./products";

const range = (what: string) => z.object({ min: z.number(), max: z.number() }).describe(`${what}; min = max when the lab measured what it depends on.`);
const window = z.object({ start: z.string().describe("YYYY-MM-DD, Tashkent calendar."), end: z.string().describe("YYYY-MM-DD, the last day.") });
const product = z.enum(PLAN_PRODUCT_IDS);
const amounts = {
  kgPerHa: range("kg of product per hectare, rounded down"),
  fieldKg: range("kg for the whole field, rounded down: to 0.1 kg from 10 kg, 0.01 kg from 1 kg, the gram below"),
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
        passed: z.boolean().describe("Always false: a stage whose window has ended is not listed; its share moved to the next stage (see `missed`)."),
        movedFrom: z.array(z.object({ stage: z.string(), stageName: z.string() })).describe("Missed stages whose share this stage carries."),
        shares: share.describe("This stage's share (0-1) of the season's nutrients, including the shares moved to it."),
        product,
        productName: z.string(),
        analysis: z.string(),
        method: z.enum(METHOD_CODES).describe("How to apply it: plough_in, work_in_before_sowing, place_beside_rows, drill_between_rows, urea_work_in_and_water, urea_before_irrigation."),
        methodText: z.string().describe("How to apply it, in the reader's language; on strongly saline land a nitrogen line also says in how many doses."),
        doses: z.number().int().min(1).describe("Equal doses the line is given in: 1, or on strongly saline land (strong, solonchak) as many as keep each nitrogen dose within 46 kg N/ha (100 kg karbamid)."),
        doseKgPerHa: range("kg of product per hectare in one dose, rounded down; the whole line when doses is 1"),
        ...amounts,
        alternative: z
          .object({
            product,
            productName: z.string(),
            analysis: z.string(),
            ...amounts,
            extra: z.object({ product, productName: z.string(), ...amounts }).nullable().describe("Added with the replacement: karbamid for the nitrogen ammofos carried, when superfosfat replaces it."),
          })
          .nullable()
          .describe("The product that can replace it, in the amount carrying the same nutrient; null when none can (superfosfat above the season's safe amount)."),
      }),
    ).describe("Only what is still to apply, in order: the first stage is what to do now or next."),
    missed: z
      .array(z.object({ stage: z.string(), stageName: z.string(), window, reason: z.enum(["passed", "before_leaching"]), movedTo: z.string(), movedToName: z.string() }))
      .describe("Stages not listed: their window ended before today (passed), or they would go on before the leaching of a saline field; their shares moved to `movedTo`."),
    totals: z.array(z.object({ product, productName: z.string(), fieldKg: range("kg for the field"), bags: range("50 kg bags, rounded up") })),
    manure: z.object({ tPerHa: z.number(), fieldT: z.number(), sotixKg: z.number(), window, passed: z.boolean() }).nullable().describe("Manure or compost where humus is low or not measured."),
    leaching: z
      .object({
        salinityClass: z.enum(["weak", "moderate", "strong", "solonchak"]),
        salinity: z.string(),
        texture: z.string(),
        textureAssumed: z.boolean(),
        m3PerHa: range("m³ of water per hectare"),
        fieldM3: range("m³ for the field"),
        floods: range("number of floods the norm is given in (1500-2000 m³/ha each)"),
        seasons: z.number().int().describe("Winters the leaching takes: 2 for a solonchak and for strong salinity on heavy soil."),
        window,
      })
      .nullable()
      .describe("Only when the report's lab values (dry residue or EC) show salt."),
    salt: z
      .object({
        ece: z.number().describe("dS/m: measured, or the lower edge of the dry residue's class when `estimated`."),
        estimated: z.boolean(),
        relativeYield: z.number().nullable().describe("% of a full yield on the Maas-Hoffman line; null when the crop has no published threshold."),
        verdict: z.enum(["fails", "yield_loss", "tolerates", "unknown"]),
      })
      .nullable()
      .describe("The crop's tolerance of the measured salinity; null when none was measured."),
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
