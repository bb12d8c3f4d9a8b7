// The soil analysis request (docs/api-guide.md section 6). One schema validates the JSON body (or
// the `payload` part of a multipart request), gives the TypeScript type and documents the API.
// Unknown fields are stripped (zod's default), strings are trimmed and bounded. Photos are not part
// of this schema: the route reads them separately (docs/decisions/003-soil-api.md, "Request").
import { z } from "zod";
import { tashkentYear } from "@/lib/time";
import { EC_METHODS, LAB_RANGES, MAX_AREA_HA, MAX_LAST_CROPS, MAX_OBSERVATIONS, MIN_CROP_YEAR } from "./limits";
import { isStorableText, normalizeApostrophes } from "./text";

export { EC_METHODS, MAX_LAST_CROPS, MIN_CROP_YEAR };

/** A closed list (docs/api-guide.md section 6): furrow, drip, sprinkler. */
export const IRRIGATION_TYPES = ["ariqqa", "tomchilatib", "yomg'irlatib"] as const;
export type IrrigationType = (typeof IRRIGATION_TYPES)[number];

/**
 * Latest accepted crop year: next year on the Tashkent calendar (a crop already sown for next
 * season; the web form offers only up to the current year, as it asks for a yield). Read per call.
 */
export function maxCropYear(now: Date = new Date()): number {
  return tashkentYear(now) + 1;
}

// Text that PostgreSQL cannot store (NUL, broken UTF-16) is a 400, never a 500 later.
const text = (max: number) =>
  z.string().trim().max(max).refine(isStorableText, { message: "Contains characters that cannot be stored (NUL or broken Unicode)." });

export const coordinatesSchema = z
  .object({
    lat: z.number().min(-90).max(90).describe("Latitude, WGS84 degrees (-90..90)."),
    lng: z.number().min(-180).max(180).describe("Longitude, WGS84 degrees (-180..180)."),
  })
  .describe("Coordinates of the field.");

export const locationSchema = z
  .union([
    coordinatesSchema,
    text(100).min(1).describe('Region name in Uzbek, Russian or English, e.g. "Samarqand", "Самарканд", "Samarkand".'),
  ])
  .describe("Where the field is: { lat, lng } or a region text. Mapped to a region of Uzbekistan.");

export const lastCropSchema = z
  .object({
    year: z
      .number()
      .int()
      .min(MIN_CROP_YEAR)
      .refine((year) => year <= maxCropYear(), { message: "Year is in the future" })
      .describe(`Season year, ${MIN_CROP_YEAR} to next year.`),
    crop: text(60).min(1).describe("Crop grown that season, as the farmer names it (e.g. \"paxta\", \"bug'doy\")."),
    yield: text(60)
      .default("")
      .describe('Qualitative yield, e.g. "yaxshi", "o\'rtacha", "past", "35 s/ga"; empty when unknown.'),
  })
  .describe("One crop of one season.");

export const irrigationTypeSchema = z
  .preprocess(
    // "Yomg`irlatib", "yomgʻirlatib " and "YOMG'IRLATIB" are the same choice.
    (value) => (typeof value === "string" ? normalizeApostrophes(value).trim().toLowerCase() : value),
    z.enum(IRRIGATION_TYPES),
  )
  .describe("Irrigation: ariqqa (furrow), tomchilatib (drip), yomg'irlatib (sprinkler). Apostrophe variants accepted.");

const labNumber = ([min, max]: readonly [number, number], description: string) =>
  z.number().min(min).max(max).optional().describe(description);

/**
 * Units follow Uzbek agrochemical laboratory practice (docs/soil-rules.md section 3 and the P, K
 * rows of section 5), so the values map straight onto the lab classes used by the rules.
 */
export const labResultsSchema = z
  .object({
    ph: labNumber(LAB_RANGES.ph, "Soil pH in water, 3-11."),
    nitrogenMgKg: labNumber(LAB_RANGES.nitrogenMgKg, "Nitrate nitrogen N-NO3, mg/kg soil."),
    phosphorusMgKg: labNumber(LAB_RANGES.phosphorusMgKg, "Mobile phosphorus P2O5 (Machigin method), mg/kg soil."),
    potassiumMgKg: labNumber(LAB_RANGES.potassiumMgKg, "Exchangeable potassium K2O (Machigin method), mg/kg soil."),
    humusPercent: labNumber(LAB_RANGES.humusPercent, "Humus (organic matter), % of soil mass, 0-15."),
    salinityPercent: labNumber(LAB_RANGES.salinityPercent, "Total soluble salts (water-extract dry residue), % of soil mass, 0-10."),
    ecDsM: labNumber(LAB_RANGES.ecDsM, "Electrical conductivity of a soil extract, dS/m (= mS/cm), 0-100; needs ecMethod."),
    ecMethod: z
      .enum(EC_METHODS)
      .optional()
      .describe("How ecDsM was measured: ECe (saturated-paste extract) or EC1:5 (1:5 soil:water extract, converted to ECe approximately)."),
  })
  // An EC without its method cannot be classified (a 1:5 value is about 6 times lower), and a
  // method alone is no result.
  .refine((lab) => (lab.ecDsM === undefined) === (lab.ecMethod === undefined), {
    message: "ecDsM and ecMethod go together: give both or neither.",
    path: ["ecMethod"],
  })
  .describe("Laboratory results; every value optional.");

export const soilPhysicalPropertiesSchema = z
  .object({
    colour: text(200).optional().describe("Soil colour, e.g. \"och kulrang\" (light grey)."),
    structure: text(200).optional().describe("Structure, e.g. \"kesakli\" (cloddy), \"changsimon\" (dusty)."),
    feel: text(200).optional().describe("Feel when pressed by hand, e.g. \"yopishqoq\" (sticky), \"qumloq\" (sandy)."),
  })
  .describe("What the farmer sees and feels; every value optional.");

export const soilSubmissionSchema = z
  .object({
    fieldId: text(100).min(1).describe("The client's identifier of the field (unique per user)."),
    fieldName: text(100).min(1).optional().describe("Display name of the field."),
    sharedFieldId: z
      .uuid()
      .optional()
      .describe(
        "The server id (`id` in GET /api/soil/shared-fields or GET /api/soil/fields) of a field shared with you as worker, or of your own: " +
          "the report is stored under that field, its owner's, with you as the one who submitted it. fieldId is then not used to find the " +
          "field (send any, e.g. your app's own id for it) and fieldName is ignored; the report carries the field's own fieldId. " +
          "A viewer of the field gets 403 forbidden_role; anyone else, and a removed member, 404 not_found.",
      ),
    location: locationSchema,
    area: z.number().gt(0).max(MAX_AREA_HA).describe("Field area in hectares, more than 0 and at most 10000."),
    lastCrops: z
      .array(lastCropSchema)
      .min(1)
      .max(MAX_LAST_CROPS)
      .describe(`Crops of recent seasons (the last 2-3 years); 1 to ${MAX_LAST_CROPS} entries. Two crops may share a year (e.g. mung bean after wheat).`),
    irrigationType: irrigationTypeSchema,
    farmerObservations: text(MAX_OBSERVATIONS).describe("The farmer's own remarks about the soil, up to 2000 characters; may be empty."),
    labResults: labResultsSchema
      .nullable()
      .optional()
      // An object with no value is no lab result: the analysis must say "no laboratory data".
      .transform((lab) => (lab && Object.values(lab).some((v) => v !== undefined) ? lab : null))
      .describe("Laboratory results, or null when there are none."),
    soilPhysicalProperties: soilPhysicalPropertiesSchema.optional(),
  })
  .describe("Soil analysis request.");

export type SoilSubmissionInput = z.input<typeof soilSubmissionSchema>;
export type SoilSubmission = z.output<typeof soilSubmissionSchema>;
export type LabResults = z.output<typeof labResultsSchema>;
export type LastCrop = z.output<typeof lastCropSchema>;
export type SoilPhysicalProperties = z.output<typeof soilPhysicalPropertiesSchema>;

/** True when the submission carries at least one lab value. */
export function hasLabResults(submission: Pick<SoilSubmission, "labResults">): boolean {
  return submission.labResults !== null;
}
