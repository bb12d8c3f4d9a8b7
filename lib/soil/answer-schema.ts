// The answer required from the AI model (docs/soil-rules.md section 4), in two shapes:
// - rawSoilAnswerSchema: LENIENT. Plain strings for enums, numbers without ranges, disclaimer
//   optional. Give this one to the model (AI SDK Output.object) so an answer we can repair
//   (85 instead of 0.85, "oʻrtacha" with another apostrophe) reaches sanitizeAnswer instead of
//   failing inside the SDK. No transforms: the SDK turns it into JSON Schema (io: "input").
// - soilAnswerSchema: STRICT. The shape after sanitizeAnswer; what is stored and returned.
// Every field is described as an instruction to the model; both shapes share the wording.
import { z } from "zod";

export const NITROGEN_STATUSES = ["past", "o'rtacha", "yetarli"] as const;
export const NUTRIENT_STATUSES = ["unknown", "past", "o'rtacha", "yetarli"] as const;
export const ORGANIC_MATTER_LEVELS = ["past", "o'rtacha", "yuqori"] as const;
export const SEVERITIES = ["low", "medium", "high"] as const;
export const PRIORITIES = ["high", "medium", "low"] as const;

export type NitrogenStatus = (typeof NITROGEN_STATUSES)[number];
export type NutrientStatus = (typeof NUTRIENT_STATUSES)[number];
export type OrganicMatterLevel = (typeof ORGANIC_MATTER_LEVELS)[number];
export type Severity = (typeof SEVERITIES)[number];
export type Priority = (typeof PRIORITIES)[number];

/** Size limits of the strict answer; sanitizeAnswer cuts longer texts and lists to these. */
export const ANSWER_LIMITS = {
  shortText: 200,
  code: 60,
  description: 600,
  summary: 2000,
  disclaimer: 500,
  listItems: 10,
} as const;

const D = {
  estimatedType:
    "Estimated soil type in the report's language, e.g. \"tipik bo'z tuproq\", \"o'tloq-allyuvial tuproq\"; add \"(sho'rlangan)\" when saline.",
  phEstimate: "Estimated topsoil pH (water), between 3 and 11. Use the laboratory pH when given; otherwise estimate from the region.",
  phConfidence: "Confidence in ph_estimate, 0 to 1. High (about 0.9) only with a laboratory pH; low (0.2-0.4) when estimated.",
  nitrogen: "Nitrogen status: exactly one of past, o'rtacha, yetarli.",
  phosphorus: "Phosphorus status: exactly one of unknown, past, o'rtacha, yetarli. Use unknown when there is no basis.",
  potassium: "Potassium status: exactly one of unknown, past, o'rtacha, yetarli. Use unknown when there is no basis.",
  organicMatter: "Organic matter (humus) level: exactly one of past, o'rtacha, yuqori.",
  soilProfile: "Estimated soil profile of the field.",
  issueCode: "Short English snake_case code, e.g. salinity_risk, low_organic_matter, compaction, waterlogging, monoculture, high_ph, nitrogen_deficiency.",
  severity: "Severity: exactly one of low, medium, high.",
  issueDescription: "One or two plain sentences in the report's language explaining the problem to the farmer.",
  issues: "Problems found, most serious first. Empty when none.",
  actionType: "Kind of action, e.g. fertilizer, soil_improvement, irrigation, rotation, lab_test.",
  actionDescription: "What to do, in plain words of the report's language. No brand or medicine names; no exact doses unless based on laboratory data.",
  priority: "Priority: exactly one of high, medium, low.",
  actions: "Recommended actions, most important first.",
  cropName: "Crop name in the report's language, e.g. \"paxta\", \"kuzgi bug'doy\", \"mosh\".",
  cropReason: "Why this crop suits the field, in plain words of the report's language.",
  suitability: "Suitability of the crop for this field, 0 to 1.",
  crops: "Crops that fit the local climate and this field, best first.",
  summary:
    "Plain-language summary for the farmer in the report's language, 3-6 sentences. Say explicitly when there are no laboratory data and that the values are estimates.",
  disclaimer: "Statement in the report's language that the analysis is approximate and does not replace a laboratory analysis.",
  answer: "Soil assessment of one field, in the report's language (the field names keep their _uz ending), as JSON only.",
  readablePhotos:
    "Numbers of the attached photos (1 = the first) that show soil you can read. Leave out a photo of anything else (a wall, a person, a blank). Empty when no photo shows soil or none is attached.",
} as const;

// ---------- lenient (raw) ----------

export const rawSoilAnswerSchema = z
  .object({
    soil_profile: z
      .object({
        estimated_type: z.string().describe(D.estimatedType),
        ph_estimate: z.number().describe(D.phEstimate),
        ph_confidence: z.number().describe(D.phConfidence),
        nitrogen_status: z.string().describe(D.nitrogen),
        phosphorus_status: z.string().describe(D.phosphorus),
        potassium_status: z.string().describe(D.potassium),
        organic_matter_level: z.string().describe(D.organicMatter),
      })
      .describe(D.soilProfile),
    issues: z
      .array(
        z.object({
          code: z.string().describe(D.issueCode),
          severity: z.string().describe(D.severity),
          description_uz: z.string().describe(D.issueDescription),
        }),
      )
      .describe(D.issues),
    recommended_actions: z
      .array(
        z.object({
          type: z.string().describe(D.actionType),
          description_uz: z.string().describe(D.actionDescription),
          priority: z.string().describe(D.priority),
        }),
      )
      .describe(D.actions),
    recommended_crops: z
      .array(
        z.object({
          name: z.string().describe(D.cropName),
          reason_uz: z.string().describe(D.cropReason),
          suitability_score: z.number().describe(D.suitability),
        }),
      )
      .describe(D.crops),
    summary_for_farmer_uz: z.string().describe(D.summary),
    disclaimer_uz: z.string().optional().describe(D.disclaimer),
    // Optional so an answer from before it was asked for (or a model that leaves it out) still
    // parses; sanitizeAnswer then counts every photo as read.
    readable_photos: z.array(z.number()).optional().describe(D.readablePhotos),
  })
  .describe(D.answer);

export type RawSoilAnswer = z.output<typeof rawSoilAnswerSchema>;

// ---------- strict (after sanitising) ----------

const unit = z.number().min(0).max(1);
const L = ANSWER_LIMITS;

export const soilProfileSchema = z
  .object({
    estimated_type: z.string().min(1).max(L.shortText).describe(D.estimatedType),
    ph_estimate: z.number().min(3).max(11).describe(D.phEstimate),
    ph_confidence: unit.describe(D.phConfidence),
    nitrogen_status: z.enum(NITROGEN_STATUSES).describe(D.nitrogen),
    phosphorus_status: z.enum(NUTRIENT_STATUSES).describe(D.phosphorus),
    potassium_status: z.enum(NUTRIENT_STATUSES).describe(D.potassium),
    organic_matter_level: z.enum(ORGANIC_MATTER_LEVELS).describe(D.organicMatter),
  })
  .describe(D.soilProfile);

export const issueSchema = z.object({
  code: z.string().min(1).max(L.code).describe(D.issueCode),
  severity: z.enum(SEVERITIES).describe(D.severity),
  description_uz: z.string().min(1).max(L.description).describe(D.issueDescription),
});

export const actionSchema = z.object({
  type: z.string().min(1).max(L.code).describe(D.actionType),
  description_uz: z.string().min(1).max(L.description).describe(D.actionDescription),
  priority: z.enum(PRIORITIES).describe(D.priority),
});

export const cropSchema = z.object({
  name: z.string().min(1).max(L.code).describe(D.cropName),
  reason_uz: z.string().min(1).max(L.description).describe(D.cropReason),
  suitability_score: unit.describe(D.suitability),
});

export const soilAnswerSchema = z
  .object({
    soil_profile: soilProfileSchema,
    issues: z.array(issueSchema).max(L.listItems).describe(D.issues),
    recommended_actions: z.array(actionSchema).max(L.listItems).describe(D.actions),
    recommended_crops: z.array(cropSchema).max(L.listItems).describe(D.crops),
    summary_for_farmer_uz: z.string().min(1).max(L.summary).describe(D.summary),
    disclaimer_uz: z.string().min(1).max(L.disclaimer).describe(D.disclaimer),
  })
  .describe(D.answer);

export type SoilAnswer = z.output<typeof soilAnswerSchema>;
export type SoilProfile = SoilAnswer["soil_profile"];
export type SoilIssue = SoilAnswer["issues"][number];
export type SoilAction = SoilAnswer["recommended_actions"][number];
export type SoilCrop = SoilAnswer["recommended_crops"][number];
