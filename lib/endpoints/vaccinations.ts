// The child's vaccinations by Uzbekistan's national calendar (our extension; docs/vaccinations.md).
import { z } from "zod";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { setVaccinationSchema, vaccinationParamsSchema } from "@/lib/vaccinations/schemas";
import { vaccinationsOf } from "@/lib/vaccinations/vaccinations";
import { onTimeMarks } from "@/lib/vaccinations/status";
import { feedLinks, rotateFeedSchema } from "@/lib/vaccinations/feed-links";
import { FEED_WINDOW_DAYS } from "@/lib/vaccinations/feed-privacy";
import { LANGUAGE_HEADER, VARY_LANGUAGE, jsonReply, operation, ref, type Operation } from "@/lib/openapi/operation";
import { EXAMPLE_IDS } from "@/lib/openapi/examples";

const TAG = "Children";
const FEED_TOKEN = "q3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Qk";

// Built by the real code, so the example always matches the schema and the rules.
const madina = { id: EXAMPLE_IDS.madina, birthDate: "2025-01-15", gender: "female" } as const;
const example = vaccinationsOf(
  madina,
  new Map([
    ["hepb-0", { kind: "given", date: "2025-01-15", onSchedule: false }],
    ["bcg", { kind: "given", date: "2025-01-17", onSchedule: false }],
  ]),
  "2025-03-20",
  "uz",
);
// The same child after "all given on time" a year later.
const onTimeExample = vaccinationsOf(madina, onTimeMarks(madina, "2026-01-20", new Map()), "2026-01-20", "uz");

export const listVaccinationsEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}/vaccinations",
  operationId: "listVaccinations",
  summary: "The child's vaccination calendar",
  description:
    "Every dose of Uzbekistan's national vaccination calendar for the child's sex (birth to 16 years, its last dose) with its due date by real age " +
    "(no correction for prematurity; a later dose of a series no earlier than the previous one plus WHO's minimum interval), its status on today's " +
    "Asia/Tashkent date (upcoming, due, overdue after a grace period, done, not_needed, no_longer_given past WHO's upper age), the next dose of the " +
    "plan, the catch-up list (overdue doses) and the plan as visits (`plan`: visit 1 today when anything is late; `next` is its first dose; a dose given too early " +
    "does not count and its repeat, id ending -repeat, is planned). The clinic's (poliklinika) schedule comes first; names and notes follow Accept-Language.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params: childIdParamsSchema,
  headers: [LANGUAGE_HEADER],
  responses: { 200: jsonReply("The calendar for the child.", ref("Vaccinations"), example, VARY_LANGUAGE) },
  problems: ["not_found"],
});

export const setVaccinationEndpoint = operation({
  method: "put",
  path: "/api/client/children/{id}/vaccinations/{doseId}",
  operationId: "setVaccination",
  summary: "Mark a dose given or not needed, or undo",
  description:
    "{done: true, date} records the day the dose was given (not before birth, not after today in Asia/Tashkent; 400 validation_failed otherwise); " +
    "{done: false, notNeeded: true} marks it not needed (the clinic uses another schedule: neither overdue nor counted); {done: false} removes " +
    "any mark. Idempotent. A dose id not in the child's calendar is 404.",
  tag: TAG,
  auth: true,
  access: { child: "caregiver" },
  resource: "child",
  paramExamples: { doseId: "bcg" },
  params: vaccinationParamsSchema,
  headers: [LANGUAGE_HEADER],
  body: { schema: setVaccinationSchema, example: { done: true, date: "2025-03-18" } },
  responses: { 200: jsonReply("The dose after the change.", ref("VaccinationDose"), example.doses[3], VARY_LANGUAGE) },
  problems: ["not_found"],
});

export const markVaccinationsOnTimeEndpoint = operation({
  method: "post",
  path: "/api/client/children/{id}/vaccinations/given-on-time",
  operationId: "markVaccinationsOnTime",
  summary: "All vaccines so far were given on time",
  description:
    "The answer \"yes\" to \"Were all vaccines given on time so far?\": every dose due before today (Asia/Tashkent) with no mark yet is marked given " +
    "on its due date (dateFromSchedule: true; such dates follow a corrected birth date). Doses the parent marked keep their marks; calling again " +
    "adds nothing. Correct any date with PUT .../vaccinations/{doseId}. No body. Answers the calendar.",
  tag: TAG,
  auth: true,
  access: { child: "caregiver" },
  resource: "child",
  params: childIdParamsSchema,
  headers: [LANGUAGE_HEADER],
  responses: { 200: jsonReply("The calendar after marking.", ref("Vaccinations"), onTimeExample, VARY_LANGUAGE) },
  problems: ["not_found"],
});

export const rotateCalendarFeedEndpoint = operation({
  method: "post",
  path: "/api/client/children/{id}/calendar-feed",
  operationId: "rotateCalendarFeed",
  summary: "Make a new secret calendar (.ics) address",
  description:
    "A secret address of an iCalendar feed with the child's late doses, the doses due in the next " +
    `${FEED_WINDOW_DAYS} days and the next developmental check (all-day events), for any phone calendar. ` +
    "The feed names the child by first name or by initials (nameStyle, default first_name) and carries no internal id. " +
    "The token is shown only in this answer (only its hash is stored); calling again makes a new address and the old one stops working. " +
    "The address is built on the server's configured public origin (PUBLIC_ORIGIN), never on the request's Host.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: childIdParamsSchema,
  body: { schema: rotateFeedSchema, example: { nameStyle: "initials" }, required: false },
  responses: { 201: jsonReply("The new address.", ref("CalendarFeed"), feedLinks(FEED_TOKEN, "https://oila.example.uz", "initials")) },
  problems: ["not_found"],
});

export const revokeCalendarFeedEndpoint = operation({
  method: "delete",
  path: "/api/client/children/{id}/calendar-feed",
  operationId: "revokeCalendarFeed",
  summary: "Revoke the calendar address",
  description: "The address stops working at once (404). Idempotent.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: childIdParamsSchema,
  responses: { 204: { description: "Revoked." } },
  problems: ["not_found"],
});

export const getCalendarFeedEndpoint = operation({
  method: "get",
  path: "/api/calendar/{token}",
  operationId: "getCalendarFeed",
  summary: "The calendar feed (.ics, no sign-in)",
  description:
    "GET /api/calendar/{token}.ics: text/calendar (RFC 5545) with one all-day event per dose not yet marked done that is late (on today's date) " +
    `or due within ${FEED_WINDOW_DAYS} days, and the next developmental check within that window (CDC/AAP check ages, corrected age for a preterm baby under 24 months). ` +
    "Events name the child by first name or initials; UIDs are keyed hashes that do not reveal the child's id. No session: the token is the secret. " +
    "An unknown, rotated or revoked token, or a deleted child, is 404.",
  tag: TAG,
  auth: false,
  access: "public",
  params: z.object({ token: z.string().describe("The token followed by .ics.") }),
  paramsUnchecked: true,
  responses: { 200: { description: "The calendar.", content: { "text/calendar": { schema: { type: "string" } } } } },
  problems: ["not_found"],
});

export const vaccinationOperations: Operation[] = [
  listVaccinationsEndpoint,
  setVaccinationEndpoint,
  markVaccinationsOnTimeEndpoint,
  rotateCalendarFeedEndpoint,
  revokeCalendarFeedEndpoint,
  getCalendarFeedEndpoint,
];
