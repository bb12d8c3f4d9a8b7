// Vaccination request and response schemas: validation, service types and the OpenAPI document.
import { z } from "zod";
import { tashkentDate } from "@/lib/time";
import { isoDaySchema } from "@/lib/children/fields";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { LOCALES } from "@/lib/i18n/locale";
import { VACCINES } from "@/lib/vaccinations/schedule";

export const DOSE_STATUSES = ["upcoming", "due", "overdue", "done"] as const;

export const vaccinationParamsSchema = childIdParamsSchema.extend({
  doseId: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, "doseId must be a dose id from the calendar, such as penta-1.")
    .describe("Dose id from the calendar (GET .../vaccinations), such as bcg or penta-1."),
});

export const setVaccinationSchema = z
  .discriminatedUnion(
    "done",
    [
      z.object({
        done: z.literal(true),
        date: isoDaySchema("date")
          .refine((day) => day <= tashkentDate(), "date cannot be in the future.")
          .describe("The day the dose was given, YYYY-MM-DD; not before birth, not after today (Asia/Tashkent)."),
      }),
      z.object({ done: z.literal(false) }),
    ],
    { error: "done must be true (with a date) or false." },
  )
  .describe("Mark a dose given on a date, or undo the mark. Idempotent.");

export type SetVaccinationInput = z.output<typeof setVaccinationSchema>;

const localizedSchema = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>);

export const doseViewSchema = z
  .object({
    id: z.string().describe("Stable dose id, such as penta-1."),
    vaccine: z.enum(Object.keys(VACCINES) as [keyof typeof VACCINES, ...(keyof typeof VACCINES)[]]).describe("Vaccine key."),
    vaccineName: z.string().describe("The vaccine's name in the request's language."),
    names: localizedSchema.describe("The vaccine's name in Uzbek, Russian and English."),
    doseNumber: z.number().int().describe("Dose number in the vaccine's series."),
    dueOn: z.iso.date().describe("Due date by real age (no prematurity correction), YYYY-MM-DD."),
    overdueAfter: z.iso.date().describe("Last day before the dose counts as overdue (due date plus the grace period)."),
    status: z.enum(DOSE_STATUSES).describe("upcoming: before dueOn; due: dueOn to overdueAfter; overdue: later; done: given."),
    givenOn: z.iso.date().nullable().describe("The day the dose was given, or null."),
  })
  .describe("One dose of the national calendar for this child.");

export const vaccinationsResponseSchema = z
  .object({
    childId: z.guid(),
    birthDate: z.iso.date(),
    today: z.iso.date().describe("The Asia/Tashkent date the statuses were computed for."),
    next: doseViewSchema.nullable().describe("The earliest dose not yet marked done, or null when all are done."),
    doses: z.array(doseViewSchema).describe("Every dose of the calendar, in calendar order."),
  })
  .describe("The child's vaccinations. The clinic's (poliklinika) schedule comes first.");

export type DoseView = z.output<typeof doseViewSchema>;
export type VaccinationsResponse = z.output<typeof vaccinationsResponseSchema>;
