// Vaccination request and response schemas: validation, service types and the OpenAPI document.
import { z } from "zod";
import { recordedBySchema } from "@/lib/sharing/recorded-by";
import { tashkentDate } from "@/lib/time";
import { isoDaySchema } from "@/lib/children/fields";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { LOCALES } from "@/lib/i18n/locale";
import { VACCINES } from "@/lib/vaccinations/names";
import { DOSE_STATUSES } from "@/lib/vaccinations/status";

export { DOSE_STATUSES };

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
      z.object({
        done: z.literal(false),
        notNeeded: z
          .boolean({ error: "notNeeded must be true or false." })
          .optional()
          .describe("true: the clinic uses another schedule and will not give this dose (status not_needed). Absent or false: no mark."),
      }),
    ],
    { error: "done must be true (with a date) or false." },
  )
  .describe("Mark a dose given on a date, mark it not needed, or remove the mark. Idempotent.");

export type SetVaccinationInput = z.output<typeof setVaccinationSchema>;

const localizedSchema = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>);

export const doseViewSchema = z
  .object({
    id: z.string().describe("Stable dose id, such as penta-1."),
    vaccine: z.enum(Object.keys(VACCINES) as [keyof typeof VACCINES, ...(keyof typeof VACCINES)[]]).describe("Vaccine key."),
    vaccineName: z.string().describe("The vaccine's name in the request's language."),
    names: localizedSchema.describe("The vaccine's name in Uzbek, Russian and English."),
    cardName: z.string().describe("The abbreviation the polyclinic's vaccination card uses (BSJ, PKV, QPQ...), in the request's language."),
    doseNumber: z.number().int().describe("Dose number in the vaccine's series."),
    ageMonths: z.number().int().describe("The calendar's age for the dose in months (0: at birth), for grouping."),
    dueOn: z.iso
      .date()
      .describe(
        "Due date by real age (no prematurity correction), YYYY-MM-DD; later when the previous dose of the series needs its minimum interval (WHO).",
      ),
    overdueAfter: z.iso.date().describe("Last day before the dose counts as overdue (due date plus the grace period)."),
    notAfter: z.iso.date().nullable().describe("The last day the dose is given (WHO upper age limit), or null when there is none."),
    status: z
      .enum(DOSE_STATUSES)
      .describe(
        "upcoming: before dueOn; due: dueOn to overdueAfter; overdue: later (catch-up: ask the clinic soon); done: given; " +
          "not_needed: the parent marked that the clinic uses another schedule; no_longer_given: not given and past notAfter, or dueOn (after the minimum interval) is past notAfter.",
      ),
    givenOn: z.iso.date().nullable().describe("The day the dose was given, or null."),
    dateFromSchedule: z.boolean().describe("True when givenOn is the due date because the parent said all doses were given on time."),
    note: z
      .string()
      .nullable()
      .describe("A calm note for this dose in the request's language (late BCG, rotavirus age, past age, a dose given too early and its repeat), or null."),
    notPlannedBecause: z
      .enum(["past_limit", "interval_past_limit", "replaced", "not_needed_at_age"])
      .nullable()
      .describe(
        "For no_longer_given: past_limit (past its age), interval_past_limit (the minimum interval would end past its age), replaced (an infant combination past infancy: its parts are planned separately), not_needed_at_age (a late start needs fewer doses). Otherwise null.",
      ),
    repeatOf: z
      .string()
      .nullable()
      .describe("For a repeat (id ending -repeat): the id of the dose it repeats, which was given too early to count; otherwise null."),
    givenTooEarly: z
      .enum(["too_young", "too_soon"])
      .nullable()
      .describe(
        "For a given dose that does not count: too_young (before the product's minimum age) or too_soon (before the minimum interval after the dose before it); the plan holds its repeat. Otherwise null.",
      ),
    recordedBy: recordedBySchema.nullable().describe("Who marked the dose (given or not needed); null while it has no mark."),
  })
  .describe("One dose of the national calendar for this child.");

export const planVisitSchema = z
  .object({
    date: z.iso.date().describe("The visit's day, YYYY-MM-DD: today for doses due or late, otherwise the first day every dose in it is valid."),
    doses: z.array(doseViewSchema).describe("The doses of this visit, injections first, BCG last (from 2 months it follows a Mantoux test)."),
  })
  .describe("One visit of the catch-up plan, as a nurse writes it on a catch-up card.");

export const vaccinationsResponseSchema = z
  .object({
    childId: z.guid(),
    birthDate: z.iso.date(),
    today: z.iso.date().describe("The Asia/Tashkent date the statuses were computed for."),
    next: doseViewSchema.nullable().describe("The first dose of the plan's first visit (a late dose when anything is late), or null when nothing is left."),
    catchUp: z.array(doseViewSchema).describe("Overdue doses, earliest first: one list to ask the clinic about soon."),
    progress: z
      .object({ done: z.number().int(), of: z.number().int() })
      .describe("Doses marked done out of the doses due so far; not_needed and no_longer_given doses are not counted."),
    doses: z
      .array(doseViewSchema)
      .describe(
        "Every dose of the calendar for the child's sex, in calendar order (birth to 16 years), then the catch-up doses (dtp-1, td-1, hepb-1, hib-1...) the plan holds or the parent marked.",
      ),
    plan: z
      .array(planVisitSchema)
      .describe(
        "The catch-up plan as visits, earliest first: every dose still to give, at most one dose of a series per visit, each minimum interval counted " +
          "from the day the earlier dose was given (or its planned day while it waits). The first visit is today when anything is due or late.",
      ),
  })
  .describe("The child's vaccinations. The clinic's (poliklinika) schedule comes first.");

export type DoseView = z.output<typeof doseViewSchema>;
export type VaccinationsResponse = z.output<typeof vaccinationsResponseSchema>;
