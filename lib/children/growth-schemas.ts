// Growth monitoring schemas (beyond the contract in docs/spec/README.md): adding a measurement and reading the child's
// records with WHO Child Growth Standards z-scores. See docs/decisions for the choices.
import { z } from "zod";
import { recordedBySchema } from "@/lib/sharing/recorded-by";
import { tashkentDate } from "@/lib/time";
import { GROWTH_STANDARDS, HEIGHT_POSITIONS } from "@/lib/children/enums";
import {
  genderSchema,
  hasMeasurement,
  headCircumferenceSchema,
  heightSchema,
  isoDaySchema,
  weightSchema,
} from "@/lib/children/fields";

export const heightPositionSchema = z
  .enum(HEIGHT_POSITIONS)
  .describe(
    'How height was measured: "lying" (length) or "standing". Optional; default lying under 24 months, standing from 24 months. ' +
      "When it differs from the WHO standard's position for the age, z-scores use the height adjusted by 0.7 cm.",
  );

export const confirmedSchema = z
  .boolean({ error: "confirmed must be true or false." })
  .nullish()
  .describe(
    "Set true after the parent checked values the API answered 422 implausible_measurement for: they are saved as sent. " +
      "Absent or false: very unlikely values (WHO flags) are refused with 422.",
  );

export const addGrowthRecordSchema = z
  .object({
    recordedAt: isoDaySchema("recordedAt")
      .refine((day) => day <= tashkentDate(), "recordedAt cannot be in the future.")
      .optional()
      .describe("Measurement date, YYYY-MM-DD; default today (Asia/Tashkent); not before birth, not in the future."),
    weight: weightSchema.nullish(),
    height: heightSchema.nullish(),
    headCircumference: headCircumferenceSchema.nullish(),
    heightPosition: heightPositionSchema.nullish(),
    confirmed: confirmedSchema,
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
  .describe("One indicator against the record's standard; null when not measured or no standard covers the age.");

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
    .describe(
      "Days since the due date (40 weeks) for a child born before 37 weeks, under 24 months of real age; negative before the due date. Else null.",
    ),
  correctedAgeLabel: z
    .string()
    .nullable()
    .describe('The corrected age for display in the request\'s language ("1 oy 5 kun"; up to the due date, correctedAgeDays <= 0, the postmenstrual age, which names itself: "33 hafta 2 kun (postmenstrual yosh)"), or null when no correction applies.'),
  postMenstrualAgeDays: z
    .number()
    .int()
    .nullable()
    .describe("Gestational age at birth plus days since birth, while correction applies; else null."),
  standard: z
    .enum(GROWTH_STANDARDS)
    .nullable()
    .describe(
      '"intergrowth21NewbornSize": INTERGROWTH-21st Newborn Size standard, a measurement on the birth date of a baby born before 37 weeks, by gestational age at birth (24+0 to 42+6 weeks) and sex; ' +
        '"intergrowth21Preterm": INTERGROWTH-21st preterm postnatal standard (born before 37 weeks, later measurements from 27 to 64 weeks postmenstrual age); ' +
        '"who2006": WHO Child Growth Standards (0-5 years, corrected age until 24 months; from 64 weeks postmenstrual age for a preterm baby); null: no standard covers this age, no z-scores.',
    ),
  heightPosition: z
    .enum(HEIGHT_POSITIONS)
    .nullable()
    .describe("How the height was measured (as sent, or the default for the age); null without height."),
  weightForAge: zScoreSchema.nullable(),
  lengthHeightForAge: zScoreSchema
    .nullable()
    .describe("Length-for-age under 731 days (lying), height-for-age from then; uses the height adjusted to that position."),
  bmiForAge: zScoreSchema.nullable(),
  headCircumferenceForAge: zScoreSchema.nullable(),
  recordedBy: recordedBySchema,
});

export const growthResponseSchema = z
  .object({
    childId: z.uuid(),
    sex: genderSchema,
    birthDate: z.iso.date(),
    gestationalWeeks: z.number().int().nullable().describe("Completed weeks at birth, when known."),
    gestationalDays: z.number().int().nullable().describe("Days past gestationalWeeks (0-6), when known: 30 weeks 6 days is 30 and 6."),
    records: z.array(growthRecordSchema).describe("Every growth record of the child, oldest first."),
  })
  .describe("Growth records assessed against the WHO Child Growth Standards (0-5 years), or INTERGROWTH-21st before term for preterm babies.");

export type AddGrowthRecordInput = z.output<typeof addGrowthRecordSchema>;
export type ZScore = z.output<typeof zScoreSchema>;
export type GrowthRecordView = z.output<typeof growthRecordSchema>;
export type GrowthResponse = z.output<typeof growthResponseSchema>;
