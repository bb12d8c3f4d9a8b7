// Child profile schemas: one zod schema per request and response, used to validate input, to
// type the services and (later) to generate the OpenAPI document — hence a .describe() on
// every field. Field primitives live in fields.ts, growth schemas in growth-schemas.ts (re-exported).
import { z } from "zod";
import { idParams } from "@/lib/id-params";
import { confirmedSchema } from "@/lib/children/growth-schemas";
import {
  LIMITS,
  MEASUREMENTS,
  TERM_WEEKS,
  birthDateSchema,
  feedingTypeSchema,
  genderSchema,
  headCircumferenceSchema,
  heightSchema,
  weightSchema,
} from "@/lib/children/fields";

export * from "@/lib/children/growth-schemas";
export { FEEDING_TYPES, GENDERS, LIMITS, type Gender } from "@/lib/children/fields";

// PostgreSQL text cannot hold NUL, and control characters in a name or label are never
// intended; refusing them here keeps such input a 400 instead of a database error.
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = (text: string) => !CONTROL.test(text);

const nameSchema = z
  .string({ error: "name must be a string." })
  .trim()
  .min(1, "Enter the child's name.")
  .max(LIMITS.name, `name must be at most ${LIMITS.name} characters.`)
  .refine(noControl, "name must not contain control characters.")
  .describe("The child's name, 1-100 characters after trimming.");

// Free-text lists (allergies, conditions): bounded so one profile cannot grow without limit;
// exact duplicates are dropped rather than rejected, since they carry no information.
const labelListSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, "Items cannot be empty.")
      .max(LIMITS.listItem, `Items must be at most ${LIMITS.listItem} characters.`)
      .refine(noControl, "Items must not contain control characters."),
  )
  .max(LIMITS.listItems, `At most ${LIMITS.listItems} items.`)
  .transform((items) => [...new Set(items)]);

const notesSchema = z
  .string()
  .trim()
  .max(LIMITS.notes, `notes must be at most ${LIMITS.notes} characters.`)
  .refine((text) => !CONTROL_EXCEPT_LINES.test(text), "notes may contain line breaks and tabs but no other control characters.")
  .transform((text) => (text === "" ? null : text));

const gestationalWeeksSchema = z
  .number()
  .int("gestationalWeeks must be a whole number of weeks.")
  .min(LIMITS.gestationalWeeks.min, "gestationalWeeks must be between 22 and 44.")
  .max(LIMITS.gestationalWeeks.max, "gestationalWeeks must be between 22 and 44.");

const gestationalDaysSchema = z
  .number({ error: "gestationalDays must be a whole number of days, 0-6." })
  .int("gestationalDays must be a whole number of days, 0-6.")
  .min(0, "gestationalDays must be between 0 and 6.")
  .max(6, "gestationalDays must be between 0 and 6.");

// Optional fields accept null as well as absence: mobile serialisers often send null for an
// unset value. On create null means "not given"; on PATCH it clears the field.
const optionalProfileFields = {
  isPremature: z
    .boolean()
    .nullish()
    .describe("Born prematurely. Derived from gestationalWeeks when only that is sent. true requires gestationalWeeks (sent or stored)."),
  gestationalWeeks: gestationalWeeksSchema
    .nullish()
    .describe(
      "Completed weeks of pregnancy at birth (22-44). Under 37 weeks, growth z-scores use corrected age until 24 months. " +
        "Sent without gestationalDays it means whole weeks (stored days are cleared).",
    ),
  gestationalDays: gestationalDaysSchema
    .nullish()
    .describe(
      "Days past gestationalWeeks (0-6): 30 weeks and 6 days is gestationalWeeks 30, gestationalDays 6; corrected age counts them. " +
        "Needs gestationalWeeks (sent, or stored on PATCH); not above 44 weeks 0 days.",
    ),
  feedingType: feedingTypeSchema.nullish(),
  allergies: labelListSchema.nullish().describe("Known allergies; at most 30 items of at most 100 characters. Default []."),
  chronicConditions: labelListSchema
    .nullish()
    .describe("Chronic conditions; at most 30 items of at most 100 characters. Default []."),
  notes: notesSchema.nullish().describe("Free text, at most 2000 characters."),
};

const measurementFields = {
  weight: weightSchema.nullish(),
  height: heightSchema.nullish(),
  headCircumference: headCircumferenceSchema.nullish(),
  confirmed: confirmedSchema,
};

// isPremature and gestationalWeeks in one body must agree, or the growth charts would silently
// follow one and the profile show the other.
function checkPrematurity(input: { isPremature?: boolean | null; gestationalWeeks?: number | null }, ctx: z.RefinementCtx) {
  const { isPremature, gestationalWeeks } = input;
  if (isPremature == null || gestationalWeeks == null) return;
  if (isPremature !== gestationalWeeks < TERM_WEEKS) {
    ctx.addIssue({
      code: "custom",
      path: ["isPremature"],
      message: `isPremature contradicts gestationalWeeks (born before ${TERM_WEEKS} weeks is premature).`,
    });
  }
}

// Days belong to weeks: "30 weeks 6 days" needs the 30, and the range ends at 44 weeks 0 days.
function checkDays(input: { gestationalWeeks?: number | null; gestationalDays?: number | null }, ctx: z.RefinementCtx, create: boolean) {
  const { gestationalWeeks: weeks, gestationalDays: days } = input;
  if (days == null) return;
  if (weeks === null || (create && weeks === undefined)) {
    ctx.addIssue({ code: "custom", path: ["gestationalDays"], message: "gestationalDays needs gestationalWeeks." });
  } else if (weeks === LIMITS.gestationalWeeks.max && days > 0) {
    ctx.addIssue({ code: "custom", path: ["gestationalDays"], message: "gestationalWeeks and gestationalDays must be at most 44 weeks 0 days." });
  }
}

// Premature without the weeks would silently skip the correction of every growth chart and
// of the daily plan, so the weeks are required with isPremature: true.
function requireWeeks(input: { isPremature?: boolean | null; gestationalWeeks?: number | null }, ctx: z.RefinementCtx) {
  if (input.isPremature === true && input.gestationalWeeks == null) {
    ctx.addIssue({
      code: "custom",
      path: ["gestationalWeeks"],
      message: "gestationalWeeks is required when isPremature is true: growth charts and plans are corrected by it.",
    });
  }
}

export const createChildSchema = z
  .object({
    name: nameSchema,
    birthDate: birthDateSchema,
    gender: genderSchema,
    ...optionalProfileFields,
    ...measurementFields,
  })
  .superRefine((input, ctx) => {
    checkPrematurity(input, ctx);
    requireWeeks(input, ctx);
    checkDays(input, ctx, true);
  })
  .describe("A new child profile. Any measurement sent becomes the first growth record, dated birthDate.");

export const updateChildSchema = z
  .object({
    name: nameSchema.optional(),
    birthDate: birthDateSchema.optional(),
    gender: genderSchema.optional(),
    ...optionalProfileFields,
    ...measurementFields,
  })
  .superRefine((input, ctx) => {
    checkPrematurity(input, ctx);
    // Clearing the weeks in the same body that says premature (the stored weeks are checked by the service).
    if (input.gestationalWeeks === null) requireWeeks(input, ctx);
    checkDays(input, ctx, false);
    const changes = Object.entries(input).filter(
      ([key, value]) =>
        key !== "confirmed" && value !== undefined && !(value === null && (MEASUREMENTS as readonly string[]).includes(key)),
    );
    if (changes.length === 0) ctx.addIssue({ code: "custom", message: "Send at least one field to change." });
  })
  .describe("Any subset of the create fields (at least one). Measurements add a growth record dated today.");

/** The child id of /api/client/children/{id}/...; the paths below a child extend it. */
export const childIdParamsSchema = idParams("id", { message: "The id must be a UUID.", description: "Child id (UUID)." });

export const childMetricsSchema = z
  .object({
    weight: z.number().nullable().describe("Latest recorded weight in kg, or null."),
    height: z.number().nullable().describe("Latest recorded length/height in cm, or null."),
    headCircumference: z.number().nullable().describe("Latest recorded head circumference in cm, or null."),
    bmi: z.number().nullable().describe("weight / (height in m)², one decimal, when both are known."),
    recordedAt: z.iso.date().nullable().describe("Date of the latest growth record (YYYY-MM-DD), or null."),
  })
  .describe("The child's most recent measurements; each value comes from the latest record that has it.");

export const childSummarySchema = z
  .object({
    id: z.uuid().describe("Child id."),
    name: z.string(),
    birthDate: z.iso.date().describe("YYYY-MM-DD."),
    gender: genderSchema,
    ageLabel: z
      .string()
      .describe('Age for display, localised by Accept-Language (uz, ru, en): "2 yosh 3 oy", "5 oy 12 kun"; "Bugun tug\'ilgan" on the day of birth.'),
    correctedAgeLabel: z
      .string()
      .nullable()
      .describe(
        'Age corrected for prematurity, same language as ageLabel: for a child born before 37 weeks, under 24 months of real age ("1 oy 5 kun"; ' +
          'up to the due date the postmenstrual age, which names itself: "33 hafta 2 kun (postmenstrual yosh)"). null when no correction applies.',
      ),
    postMenstrualAge: z
      .boolean()
      .describe('True when correctedAgeLabel gives the postmenstrual age (up to the due date): show it as it is, never after a "corrected age" caption.'),
    isSelected: z.boolean().describe("True for the user's selected child; exactly one child is selected."),
    metrics: childMetricsSchema,
    role: z
      .enum(["owner", "caregiver", "viewer"])
      .describe("The caller's role on this child: owner, or the role it was shared with (docs/sharing.md). An addition: owner-only clients may ignore it."),
  })
  .describe("A child as the lists and the dashboard show it (docs/api-guide.md section 4).");

export const childDetailsSchema = childSummarySchema
  .extend({
    isPremature: z.boolean().nullable(),
    gestationalWeeks: z.number().int().nullable(),
    gestationalDays: z.number().int().nullable().describe("Days past gestationalWeeks (0-6), or null (whole weeks, or unknown)."),
    feedingType: feedingTypeSchema.nullable(),
    allergies: z.array(z.string()),
    chronicConditions: z.array(z.string()),
    notes: z.string().nullable(),
  })
  .describe("ChildSummary plus every profile field, for edit forms (GET /client/children/{id}).");

export const activeChildResponseSchema = z.object({
  activeChildId: z.uuid().describe("The newly selected child."),
});

export type CreateChildInput = z.output<typeof createChildSchema>;
export type UpdateChildInput = z.output<typeof updateChildSchema>;
export type ChildMetrics = z.output<typeof childMetricsSchema>;
export type ChildSummary = z.output<typeof childSummarySchema>;
export type ChildDetails = z.output<typeof childDetailsSchema>;
