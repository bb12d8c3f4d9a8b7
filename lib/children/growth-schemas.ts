// Growth monitoring schemas (beyond the spec): adding a measurement and reading the child's
// records with WHO Child Growth Standards z-scores. See docs/decisions for the choices.
import { z } from "zod";
import { tashkentDate } from "@/lib/time";
import {
  genderSchema,
  hasMeasurement,
  headCircumferenceSchema,
  heightSchema,
  isoDaySchema,
  weightSchema,
} from "@/lib/children/fields";

export const addGrowthRecordSchema = z
  .object({
    recordedAt: isoDaySchema("recordedAt")
      .refine((day) => day <= tashkentDate(), "recordedAt cannot be in the future.")
      .optional()
      .describe("Measurement date, YYYY-MM-DD; default today (Asia/Tashkent); not before birth, not in the future."),
    weight: weightSchema.nullish(),
    height: heightSchema.nullish(),
    headCircumference: headCircumferenceSchema.nullish(),
  })
  .refine(hasMeasurement, "Send at least one of weight, height, headCircumference.")
  .describe("One measurement session; null or absent values were not measured.");

export const zScoreSchema = z
  .object({
    z: z.number().describe("z-score (standard deviations from the WHO median), 2 decimals."),
    percentile: z.number().describe("Percentile 0-100 from z, 1 decimal."),
    flag: z
      .enum(["low", "high"])
      .nullable()
      .describe('"low" when z < -2, "high" when z > 2 (outside ±2 SD: worth a talk with a doctor), else null.'),
  })
  .describe("One WHO indicator; null when not measured or the age is outside 0-5 years.");

export const growthRecordSchema = z.object({
  id: z.uuid(),
  recordedAt: z.iso.date().describe("Measurement date, YYYY-MM-DD."),
  weight: z.number().nullable().describe("kg"),
  height: z.number().nullable().describe("cm"),
  headCircumference: z.number().nullable().describe("cm"),
  bmi: z.number().nullable().describe("kg/m², one decimal, when weight and height are both known."),
  ageDays: z.number().int().describe("Chronological age in days on recordedAt."),
  usedCorrectedAge: z.boolean().describe("True when z-scores use the age corrected for prematurity."),
  correctedAgeDays: z
    .number()
    .int()
    .nullable()
    .describe("Age corrected for prematurity (born before 37 weeks, under 24 months), else null."),
  weightForAge: zScoreSchema.nullable(),
  lengthHeightForAge: zScoreSchema
    .nullable()
    .describe("Length-for-age under 731 days (measured lying down), height-for-age from then."),
  bmiForAge: zScoreSchema.nullable(),
  headCircumferenceForAge: zScoreSchema.nullable(),
});

export const growthResponseSchema = z
  .object({
    childId: z.uuid(),
    sex: genderSchema,
    birthDate: z.iso.date(),
    gestationalWeeks: z.number().int().nullable().describe("Weeks at birth, when known."),
    records: z.array(growthRecordSchema).describe("Every growth record of the child, oldest first."),
  })
  .describe("Growth records assessed against the WHO Child Growth Standards (0-5 years).");

export type AddGrowthRecordInput = z.output<typeof addGrowthRecordSchema>;
export type ZScore = z.output<typeof zScoreSchema>;
export type GrowthRecordView = z.output<typeof growthRecordSchema>;
export type GrowthResponse = z.output<typeof growthResponseSchema>;
