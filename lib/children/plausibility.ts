// Biologically implausible values: WHO's flags (WHO Anthro / igrowup, "Recommendations for data
// collection, analysis and reporting on anthropometric indicators in children under 5", 2019).
// A z-score this far out is nearly always a typing slip (kg for g, a swapped digit), so the API
// asks the parent to check the number (422) unless the client confirms it; see docs/growth.md.
import { AppError, type FieldError } from "@/lib/problems/error";
import type { GrowthAssessment } from "@/lib/children/growth-assessment";
import type { ZResult } from "@/lib/children/growth-standards";

type Field = "weight" | "height" | "headCircumference";

interface Rule {
  indicator: "weightForAge" | "lengthHeightForAge" | "bmiForAge" | "weightForLengthHeight" | "headCircumferenceForAge";
  low: number;
  high: number;
  fields: Field[];
  what: string;
}

// Cut-offs as published by WHO; the head circumference one is WHO Anthro's. The same cut-offs
// are applied to INTERGROWTH-21st z-scores before term (our choice: a z beyond them is as
// unlikely there).
export const IMPLAUSIBLE: readonly Rule[] = [
  { indicator: "weightForAge", low: -6, high: 5, fields: ["weight"], what: "weight-for-age" },
  { indicator: "lengthHeightForAge", low: -6, high: 6, fields: ["height"], what: "length/height-for-age" },
  { indicator: "weightForLengthHeight", low: -5, high: 5, fields: ["weight", "height"], what: "weight-for-length/height" },
  { indicator: "bmiForAge", low: -5, high: 5, fields: ["weight", "height"], what: "BMI-for-age" },
  { indicator: "headCircumferenceForAge", low: -5, high: 5, fields: ["headCircumference"], what: "head circumference-for-age" },
];

const outside = (result: ZResult | null, rule: Rule) => result != null && (result.z < rule.low || result.z > rule.high);

/** One error per field whose value makes a z-score implausible; [] when all look possible. */
export function implausibleFields(assessment: GrowthAssessment): FieldError[] {
  const messages = new Map<Field, string[]>();
  for (const rule of IMPLAUSIBLE) {
    const result = assessment[rule.indicator];
    if (!outside(result, rule)) continue;
    for (const field of rule.fields) {
      messages.set(field, [...(messages.get(field) ?? []), `${rule.what} z ${result!.z.toFixed(1)}`]);
    }
  }
  return [...messages].map(([path, reasons]) => ({
    path,
    message: `Please check ${path}: the value is very unlikely for this age (${reasons.join(", ")}). Send confirmed: true if it is right.`,
  }));
}

/** Throws the 422 implausible_measurement problem unless the values look possible or are confirmed. */
export function assertPlausible(assessment: GrowthAssessment, confirmed: boolean | null | undefined): void {
  if (confirmed === true) return;
  const errors = implausibleFields(assessment);
  if (errors.length > 0) {
    throw new AppError("implausible_measurement", { errors });
  }
}
