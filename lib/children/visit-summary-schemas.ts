// The summary for a doctor's visit (GET /api/client/children/{id}/summary; the page
// /children/{id}/summary): one answer with everything a nurse or a pediatrician asks for, built
// from the same schemas as the child, growth, milestone and vaccination endpoints, so each part
// reads exactly as it does there.
import { z } from "zod";
import { GROWTH_STANDARDS } from "@/lib/children/enums";
import { childDetailsSchema, growthResponseSchema } from "@/lib/children/schemas";
import { milestoneItemSchema, milestonesResponseSchema } from "@/lib/milestones/schemas";
import { vaccinationsResponseSchema } from "@/lib/vaccinations/schemas";

export const visitSummaryMilestonesSchema = milestonesResponseSchema
  .pick({ ageMonths: true, correctedAge: true, currentWindow: true, advice: true })
  .extend({
    items: z
      .array(milestoneItemSchema)
      .describe(
        "The current window's milestones and act-early signs, what needs attention first: signs answered not_yet (no), " +
          "milestones not_yet, then not_sure, unanswered and yes; signs before milestones within each.",
      ),
    concerns: z
      .array(milestoneItemSchema)
      .describe("The items behind advice.reasons, from any window (an earlier window's milestone still not_yet, a sign answered no)."),
  })
  .describe("The milestone checklist of the child's current window, ordered for the doctor.");

export const visitSummarySchema = z
  .object({
    childId: z.uuid(),
    preparedOn: z.iso.date().describe("The Asia/Tashkent date the summary was made; the page prints it."),
    child: childDetailsSchema,
    birthMeasurements: z
      .object({ weight: z.number().nullable(), height: z.number().nullable(), headCircumference: z.number().nullable() })
      .nullable()
      .describe("The growth record dated the birth date (kg, cm), or null when none was entered."),
    standards: z
      .array(z.enum(GROWTH_STANDARDS))
      .describe("The growth standards the records' z-scores use (WHO 2006; INTERGROWTH-21st before 40 weeks for a preterm baby)."),
    growth: growthResponseSchema,
    milestones: visitSummaryMilestonesSchema,
    vaccinations: vaccinationsResponseSchema,
  })
  .describe("Everything for a visit to the polyclinic: the child, growth with z-scores and percentiles, milestones, vaccinations and the parent's notes (child.notes).");

export type VisitSummary = z.output<typeof visitSummarySchema>;
export type VisitSummaryMilestones = z.output<typeof visitSummaryMilestonesSchema>;
