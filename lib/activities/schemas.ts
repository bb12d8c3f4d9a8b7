/**
 * Request and response shapes of /api/client/activities (docs/api-guide.md section 5;
 * docs/decisions/001-activities-api.md). Output schemas are strict so tests can prove no column
 * leaks; the services build responses by explicit mapping, so these are not re-parsed on every
 * request.
 */
import { z } from "zod";
import { idParams } from "@/lib/id-params";
import { activityContentSchema, activityTypeSchema, difficultySchema } from "./content-schema";
import { deviceTimeSchema } from "./device-time";

/**
 * Any well-formed UUID text. z.guid (not z.uuid) because PostgreSQL accepts every version and
 * variant: a well-formed id we did not issue is "not found" (404), never "malformed" (400).
 */
export const idSchema = z.guid();

export const activityStatusSchema = z
  .enum(["not_started", "started", "completed"])
  .describe("The child's status for the current Asia/Tashkent day");

// ---- Query and path parameters -------------------------------------------------------------

export const childQuerySchema = z.object({
  childId: idSchema.optional().describe("Another child of the user; the selected child by default"),
});

export const listQuerySchema = childQuerySchema.extend({
  categoryId: idSchema.optional().describe("Only activities of this category"),
});

export const activityParamsSchema = idParams("activityId");

// ---- Responses ------------------------------------------------------------------------------

export const activitySummarySchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  type: activityTypeSchema,
  difficulty: difficultySchema,
  status: activityStatusSchema,
});

export const activityCategorySchema = z.strictObject({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  icon: z.string().describe("Icon name (lucide), e.g. message-circle"),
});

export const activityListItemSchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  categoryTitle: z.string(),
  status: activityStatusSchema,
});

export const activityDetailsSchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  type: activityTypeSchema,
  difficulty: difficultySchema,
  content: activityContentSchema,
  status: activityStatusSchema,
  // Extensions (docs/decisions/001-activities-api.md, "Details"): handy for a details screen, never
  // secret.
  categoryId: idSchema,
  minAgeMonths: z.number().int().describe("Youngest suitable age, in completed months"),
  maxAgeMonths: z.number().int().describe("Oldest suitable age, in completed months"),
  skill: z.string().describe("The milestone the activity practises"),
});

export const startResponseSchema = z.strictObject({
  activityId: idSchema,
  childId: idSchema,
  attemptId: idSchema,
  status: activityStatusSchema.describe("Day status after the start: started, or completed if already done today"),
  startedAt: z.iso.datetime(),
});

/**
 * Body of start, optional: `startedAt` is when the activity was started on the device (a start
 * queued offline); absent or null means now. Unknown fields are ignored, as before the body existed.
 */
export const startBodySchema = z
  .object({
    startedAt: deviceTimeSchema
      .nullish()
      .describe("When it was started on the device (ISO 8601 with offset), for a start sent later; at most 5 minutes ahead, at most 7 days ago. Default: now"),
  })
  .optional()
  .transform((body) => ({ startedAt: body?.startedAt ?? null }));

export const feedbackSchema = z
  .enum(["easy", "just_right", "hard"])
  .describe("The parent's answer to \"how did it go?\": easy, just_right or hard");

/**
 * Body of complete. `score` is a percentage; decimals are accepted and rounded to the nearest
 * integer (clients compute 2 of 3 rounds as 66.67). `null` counts as "not sent", because many
 * mobile JSON encoders write absent optionals as null.
 */
export const completeBodySchema = z
  .object({
    score: z.number().min(0).max(100).nullish().describe("Percent of correct rounds, 0-100; rounded"),
    timeSpentSeconds: z.number().int().min(0).max(86_400).nullish().describe("Seconds spent, 0-86400"),
    feedback: feedbackSchema
      .nullish()
      .describe("Optional \"how did it go?\" (easy, just_right, hard); moves the category's level where there is no score"),
    checklistDone: z
      .boolean()
      .nullish()
      .describe("Optional: every checklist item of an instructional activity was ticked; counts like an easy answer"),
    completedAt: deviceTimeSchema
      .nullish()
      .describe("When it was completed on the device (ISO 8601 with offset), for a complete sent later; not before the attempt's startedAt, at most 5 minutes ahead, at most 7 days ago. Default: now"),
  })
  .optional()
  .transform((body) => ({
    score: body?.score == null ? null : Math.round(body.score),
    timeSpentSeconds: body?.timeSpentSeconds ?? null,
    feedback: body?.feedback ?? null,
    checklistDone: body?.checklistDone ?? null,
    completedAt: body?.completedAt ?? null,
  }));

export const completeResponseSchema = z.strictObject({
  activityId: idSchema,
  childId: idSchema,
  attemptId: idSchema,
  status: z.literal("completed"),
  score: z.number().int().nullable(),
  timeSpentSeconds: z.number().int().nullable(),
  completedAt: z.iso.datetime(),
});

export type ActivityStatus = z.infer<typeof activityStatusSchema>;
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
export type ActivityCategoryOut = z.infer<typeof activityCategorySchema>;
export type ActivityListItem = z.infer<typeof activityListItemSchema>;
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;
export type StartResult = z.infer<typeof startResponseSchema>;
type ParsedComplete = z.output<typeof completeBodySchema>;
/** The parsed complete body; what the parent said is optional for callers in code. */
export type CompleteInput = Omit<ParsedComplete, "feedback" | "checklistDone" | "completedAt"> &
  Partial<Pick<ParsedComplete, "feedback" | "checklistDone" | "completedAt">>;
export type StartInput = Partial<z.output<typeof startBodySchema>>;
export type Feedback = z.infer<typeof feedbackSchema>;
export type CompleteResult = z.infer<typeof completeResponseSchema>;
