// Field schemas shared by the child and growth schemas: enums, plausible ranges, dates.
// Limits: docs/api-guide.md section 7, "Children".
import { z } from "zod";
import { tashkentDate } from "@/lib/time";
import { birthDateProblem } from "@/lib/children/dates";

import { FEEDING_TYPES, GENDERS } from "@/lib/children/enums";

export { FEEDING_TYPES, GENDERS, type Gender } from "@/lib/children/enums";

/**
 * Plausible ranges (docs/api-guide.md section 7, "Children") and our own size bounds for free text.
 */
export const LIMITS = {
  weight: { min: 0.3, max: 150 },
  height: { min: 20, max: 220 },
  headCircumference: { min: 15, max: 70 },
  gestationalWeeks: { min: 22, max: 44 },
  name: 100,
  listItems: 30,
  listItem: 100,
  notes: 2000,
} as const;

/** Born before this many completed weeks counts as premature (WHO definition). */
export const TERM_WEEKS = 37;

export const genderSchema = z.enum(GENDERS).describe("The child's sex: male or female.");
export const feedingTypeSchema = z.enum(FEEDING_TYPES).describe("How the child is fed.");

/** A YYYY-MM-DD calendar date; `abort` stops later checks from repeating the format error. */
export function isoDaySchema(field: string) {
  return z.iso.date({ error: `${field} must be a real date in the form YYYY-MM-DD.`, abort: true });
}

export const birthDateSchema = isoDaySchema("birthDate")
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value, tashkentDate());
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .describe("Date of birth, YYYY-MM-DD; not in the future (Asia/Tashkent calendar), at most 18 years ago.");

function measurement(field: "weight" | "height" | "headCircumference", unit: string) {
  const { min, max } = LIMITS[field];
  const message = `${field} must be between ${min} and ${max} ${unit}.`;
  return z.number({ error: `${field} must be a number in ${unit}.` }).min(min, message).max(max, message);
}

export const weightSchema = measurement("weight", "kg").describe("Weight in kilograms (0.3-150).");
export const heightSchema = measurement("height", "cm").describe("Length or height in centimetres (20-220).");
export const headCircumferenceSchema = measurement("headCircumference", "cm").describe(
  "Head circumference in centimetres (15-70).",
);

export const MEASUREMENTS = ["weight", "height", "headCircumference"] as const;

/** True when the input carries at least one measurement (null counts as not measured). */
export function hasMeasurement(input: Partial<Record<(typeof MEASUREMENTS)[number], number | null>>): boolean {
  return MEASUREMENTS.some((key) => input[key] != null);
}
