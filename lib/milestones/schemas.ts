// Milestone checklist schemas: request validation, service types and the OpenAPI document.
import { z } from "zod";
import { recordedBySchema } from "@/lib/sharing/recorded-by";
import { tashkentDate } from "@/lib/time";
import { isoDaySchema } from "@/lib/children/fields";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { CHECK_AGES, DOMAINS } from "@/lib/milestones/catalogue";

export const ANSWERS = ["yes", "not_yet", "not_sure"] as const;
export type Answer = (typeof ANSWERS)[number];

export const answerSchema = z
  .enum(ANSWERS, { error: 'answer must be "yes", "not_yet" or "not_sure".' })
  .describe(
    'The parent\'s answer; "yes" is always the good answer. For a milestone: "yes" (the child does it), "not_yet", "not_sure". ' +
      'For an act-early sign (asked the same way, "does the child do this?"): "yes", "not_yet" (shown as "no": a reason to talk with the doctor), "not_sure".',
  );

export const milestoneParamsSchema = childIdParamsSchema.extend({
  milestoneId: z
    .string()
    .regex(/^[ms]\d{2}-[a-z0-9-]{1,60}$/, "milestoneId must be a catalogue id such as m09-sits.")
    .describe('Catalogue id of a milestone ("m09-sits") or an act-early sign ("s09-turns-to-name").'),
});

export const putMilestoneAnswerSchema = z
  .object({
    answer: answerSchema,
    date: isoDaySchema("date")
      .refine((day) => day <= tashkentDate(), "date cannot be in the future.")
      .optional()
      .describe("When the parent observed it, YYYY-MM-DD; default today (Asia/Tashkent); not before birth, not in the future."),
  })
  .strict()
  .describe("The parent's answer; sending the same answer again changes nothing.");

const checkAgeSchema = z.coerce
  .number({ error: "window must be a check age in months." })
  .int("window must be a check age in months.")
  .refine((n) => (CHECK_AGES as readonly number[]).includes(n), `window must be one of ${CHECK_AGES.join(", ")}.`);

export const milestonesQuerySchema = z
  .object({
    window: checkAgeSchema.optional().describe(`Show another check window (months: ${CHECK_AGES.join(", ")}); default the child's current one.`),
  })
  .strict();

export const milestoneAnswerSchema = z
  .object({
    milestoneId: z.string(),
    answer: answerSchema,
    date: z.iso.date().describe("When the parent observed it, YYYY-MM-DD."),
  })
  .describe("A stored answer.");

export const milestoneItemSchema = z.object({
  id: z.string().describe("Catalogue id."),
  kind: z
    .enum(["milestone", "sign"])
    .describe('"milestone" to watch for, or "sign": an act-early sign, something nearly every child does by this age; "not_yet" (no) is a reason to talk with the doctor.'),
  domain: z.enum(DOMAINS).nullable().describe("Developmental domain of a milestone; null for a sign."),
  text: z.string().describe("What the parent can observe, in the negotiated language."),
  optional: z.boolean().describe("True when many healthy children skip it (crawling): never a reason to see the doctor."),
  whoWindow: z
    .object({ fromMonths: z.number(), toMonths: z.number() })
    .nullable()
    .describe("WHO MGRS window of achievement (1st-99th percentile, months) for the six gross motor milestones; else null."),
  answer: milestoneAnswerSchema
    .omit({ milestoneId: true })
    .extend({ recordedBy: recordedBySchema.optional().describe("Who answered; in the checklist (not in the visit summary's concerns).") })
    .nullable()
    .describe("The parent's answer, or null."),
});

export const milestonesResponseSchema = z.object({
  childId: z.uuid(),
  ageMonths: z.number().int().describe("Age in completed months used to pick the window (corrected when correctedAge is true)."),
  correctedAge: z.boolean().describe("True for a baby born before 37 weeks under 24 months: the corrected age is used."),
  correctionEnded: z
    .object({
      correctedWindow: z.number().int().describe("The window the corrected age would still give."),
    })
    .nullable()
    .describe(
      "Set for a baby born before 37 weeks whose correction ended at 24 months of real age, while the real-age window (24 months) is later than " +
        "the corrected one: the checklist moved on because the correction ended, and \"not yet\" answers of correctedWindow do not raise advice yet. Else null.",
    ),
  currentWindow: z.number().int().describe("The child's check window: the latest check age reached (2 for younger babies)."),
  window: z.number().int().describe("The window shown (currentWindow unless ?window asked for another)."),
  earlyForWindow: z
    .boolean()
    .describe(
      "True when ageMonths is below the shown window's check age (a baby under 2 months, corrected for prematurity, in the first window; " +
        "or a later window looked at ahead of time): \"not yet\" and \"no\" are the expected answers there, raise no advice and are not marked.",
    ),
  previousWindow: z.number().int().nullable(),
  nextWindow: z.number().int().nullable().describe("The next check age, or null after 60 months."),
  items: z.array(milestoneItemSchema).describe("Milestones then act-early signs of the window shown."),
  next: z.array(milestoneItemSchema).describe("Milestones of the window after the one shown (what comes next); empty after 60 months."),
  advice: z
    .object({
      talkToDoctor: z.boolean(),
      reasons: z.array(z.string()).describe("Catalogue ids behind the advice: act-early signs answered not_yet (no), earlier milestones still not_yet."),
      message: z.string().nullable().describe("A calm note to talk to the doctor, in the negotiated language; null when none."),
    })
    .describe("Computed over all the child's answers, whatever window is shown."),
});

export type PutMilestoneAnswerInput = z.infer<typeof putMilestoneAnswerSchema>;
export type MilestoneItemView = z.infer<typeof milestoneItemSchema>;
export type MilestonesResponse = z.infer<typeof milestonesResponseSchema>;
export type MilestoneAnswerView = z.infer<typeof milestoneAnswerSchema>;
