/**
 * Shapes of a child's activity history, GET /api/client/children/{id}/activity-history
 * (docs/sharing.md, "Who recorded each record"): the child's recent attempts, newest first,
 * each naming who recorded it. Output schemas are strict, as the other activity answers.
 */
import { z } from "zod";
import { recordedBySchema } from "@/lib/sharing/recorded-by";
import { activityTypeSchema } from "./content-schema";
import { decodeHistoryCursor } from "./history-cursor";
import { idSchema } from "./schemas";

export const DEFAULT_HISTORY_LIMIT = 20;
export const MAX_HISTORY_LIMIT = 50;

export const historyQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_HISTORY_LIMIT)
    .optional()
    .describe(`At most this many attempts (1-${MAX_HISTORY_LIMIT}, default ${DEFAULT_HISTORY_LIMIT}).`),
  before: z
    .string()
    .transform((text, ctx) => {
      const cursor = decodeHistoryCursor(text);
      if (!cursor) ctx.addIssue({ code: "custom", message: "Not a cursor of this history: pass nextCursor of an earlier answer as it is." });
      return cursor ?? z.NEVER;
    })
    .optional()
    .describe("The previous answer's nextCursor: the page of older attempts. Absent: the newest."),
});

export const historyItemSchema = z.strictObject({
  attemptId: idSchema,
  activityId: idSchema,
  title: z.string().describe("The activity's title in the language of Accept-Language."),
  type: activityTypeSchema,
  categoryTitle: z.string().describe("Its category (e.g. fairy tales, movement) in the same language."),
  day: z.iso.date().describe("The Asia/Tashkent day the attempt was started on."),
  status: z.enum(["started", "completed"]).describe("started: opened and not completed (yet)."),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  score: z
    .number()
    .int()
    .nullable()
    .describe("A game's score as completed: the percent of rounds right at the first try (0-100). null without a score."),
  timeSpentSeconds: z.number().int().nullable(),
  recordedBy: recordedBySchema.describe("Who played or did it with the child: the one who completed it, else who started it."),
});

export const historyResponseSchema = z.strictObject({
  childId: idSchema,
  items: z.array(historyItemSchema).describe("Newest first (by startedAt)."),
  nextCursor: z.string().nullable().describe("Send it back as ?before= for older attempts; null when there are none."),
});

export type HistoryQuery = z.output<typeof historyQuerySchema>;
export type HistoryItem = z.output<typeof historyItemSchema>;
export type HistoryResponse = z.output<typeof historyResponseSchema>;
