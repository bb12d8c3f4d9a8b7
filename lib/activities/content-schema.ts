/**
 * The shapes of activity content and of the catalogue files in prisma/catalogue.
 * One set of zod schemas serves the catalogue loader, the API output types and the OpenAPI
 * document. Asset references are strings: in the catalogue files they are asset keys (file
 * names such as "olma.svg"); in the database and the API they are MediaAsset IDs (UUIDs).
 */
import { z } from "zod";
import { MEDIA_PATH } from "./media-url";

export const activityTypeSchema = z
  .enum(["instructional", "interactive"])
  .describe("instructional: steps to follow; interactive: a game of rounds");
export const difficultySchema = z.enum(["easy", "medium", "hard"]).describe("Difficulty level");
export const gameTypeSchema = z
  .enum(["quiz", "true_false", "matching", "sorting"])
  .describe("Kind of game; every kind uses the same round shape (see the catalogue README)");

const text = z.string().trim().min(1);
const assetRef = z
  .string()
  .min(1)
  .describe(`Asset ID, resolved through GET ${MEDIA_PATH}{fileId}`);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by '-'");

export const instructionalContentSchema = z
  .strictObject({
    steps: z.array(text).min(3).max(8).describe("Ordered steps to perform"),
    checklist: z.array(text).min(1).max(8).optional().describe("Things to check off"),
    hasTimer: z.boolean().optional().describe("Whether a timer is shown"),
    image: assetRef.optional().describe("Asset ID of the main image"),
    audio: assetRef.optional().describe("Asset ID of the voice instruction (audio/mpeg)"),
  })
  .describe("Content of an instructional activity");

const optionValue = z.union([z.string().min(1), z.number()]);

export const gameOptionSchema = z
  .strictObject({
    label: text.describe("Option name shown to the child"),
    value: optionValue.describe("Option value; compared with the round's answer"),
    image: assetRef.optional().describe("Asset ID of the option's picture"),
  })
  .describe("One answer choice");

export const interactiveRoundSchema = z
  .strictObject({
    question: text.describe("Question text"),
    options: z.array(gameOptionSchema).min(2).max(4).describe("Answer choices"),
    answer: optionValue.describe("The value of the correct option"),
    hint: text.optional().describe("Helper text or image caption"),
    media: assetRef.optional().describe("Asset ID of the round's picture (the item asked about)"),
  })
  .superRefine((round, ctx) => {
    const values = round.options.map((option) => option.value);
    if (new Set(values).size !== values.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "option values must be distinct" });
    }
    if (!values.includes(round.answer)) {
      ctx.addIssue({
        code: "custom",
        path: ["answer"],
        message: `answer ${JSON.stringify(round.answer)} is not the value of any option`,
      });
    }
  })
  .describe("One round of a game");

export const interactiveContentSchema = z
  .strictObject({
    gameType: gameTypeSchema,
    rounds: z.array(interactiveRoundSchema).min(3).max(8).describe("The rounds, played in order"),
  })
  .superRefine((content, ctx) => {
    if (content.gameType !== "true_false") return;
    content.rounds.forEach((round, index) => {
      const values = round.options.map((option) => String(option.value)).sort();
      if (values.join() !== "false,true") {
        ctx.addIssue({
          code: "custom",
          path: ["rounds", index, "options"],
          message: 'true_false options must have exactly the values "true" and "false"',
        });
      }
    });
  })
  .describe("Content of an interactive activity");

export const activityContentSchema = z
  .union([instructionalContentSchema, interactiveContentSchema])
  .describe("InstructionalContent for instructional activities, InteractiveContent for interactive ones");

const catalogueActivityBase = {
  slug: slug.describe("Stable key of the activity; re-seeding updates the row with this slug"),
  category: slug.describe("Slug of the activity's category"),
  title: text.describe("Title (Uzbek, Latin script)"),
  description: text.describe("One or two sentences for the parent"),
  durationMinutes: z.number().int().min(1).max(60).describe("Expected duration in minutes"),
  difficulty: difficultySchema,
  minAgeMonths: z.number().int().min(0).max(72).describe("Youngest suitable age, in completed months"),
  maxAgeMonths: z.number().int().min(0).max(72).describe("Oldest suitable age, in completed months"),
  skill: text.describe("The milestone the activity practises, one sentence"),
};

export const catalogueActivitySchema = z
  .discriminatedUnion("type", [
    z.strictObject({
      ...catalogueActivityBase,
      type: z.literal("instructional"),
      content: instructionalContentSchema,
    }),
    z.strictObject({
      ...catalogueActivityBase,
      type: z.literal("interactive"),
      content: interactiveContentSchema,
    }),
  ])
  .refine((activity) => activity.minAgeMonths <= activity.maxAgeMonths, {
    path: ["maxAgeMonths"],
    message: "maxAgeMonths must not be below minAgeMonths",
  })
  .describe("One activity of a catalogue file (prisma/catalogue/activities/<category>.json)");

export const catalogueCategorySchema = z
  .strictObject({
    slug: slug.describe("Stable key of the category"),
    title: text.describe("Display title (Uzbek, Latin script)"),
    icon: z.string().regex(/^[a-z0-9-]+$/).describe("Icon name, e.g. message-circle"),
    sortOrder: z.number().int().min(0).describe("Display order, ascending"),
  })
  .describe("One activity category (prisma/catalogue/categories.json)");

export type ActivityType = z.infer<typeof activityTypeSchema>;
export type Difficulty = z.infer<typeof difficultySchema>;
export type GameType = z.infer<typeof gameTypeSchema>;
export type InstructionalContent = z.infer<typeof instructionalContentSchema>;
export type GameOption = z.infer<typeof gameOptionSchema>;
export type InteractiveRound = z.infer<typeof interactiveRoundSchema>;
export type InteractiveContent = z.infer<typeof interactiveContentSchema>;
export type ActivityContent = z.infer<typeof activityContentSchema>;
export type CatalogueActivity = z.infer<typeof catalogueActivitySchema>;
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;
