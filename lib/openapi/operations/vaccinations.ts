// The child's vaccinations by Uzbekistan's national calendar (our extension; docs/vaccinations.md).
import { childIdParamsSchema } from "@/lib/children/schemas";
import { vaccinationParamsSchema } from "@/lib/vaccinations/schemas";
import { vaccinationsOf } from "@/lib/vaccinations/vaccinations";
import { LANGUAGE_HEADER, VARY_LANGUAGE, jsonBody, jsonReply, ref, type Operation } from "../operation";
import { EXAMPLE_IDS } from "../examples";

const TAG = "Children";

// Built by the real code, so the example always matches the schema and the rules.
const example = vaccinationsOf(
  { id: EXAMPLE_IDS.madina, birthDate: "2025-01-15" },
  new Map([["hepb-0", "2025-01-15"], ["bcg", "2025-01-17"], ["opv-0", "2025-01-17"]]),
  "2025-03-20",
  "uz",
);

export const vaccinationOperations: Operation[] = [
  {
    method: "get",
    path: "/api/client/children/{id}/vaccinations",
    operationId: "listVaccinations",
    summary: "The child's vaccination calendar",
    description:
      "Every dose of Uzbekistan's national vaccination calendar (birth to 6 years) with its due date by real age (no correction for prematurity), " +
      "its status on today's Asia/Tashkent date (upcoming, due, overdue after a grace period, done) and the next dose. " +
      "The clinic's (poliklinika) schedule comes first; vaccineName follows Accept-Language.",
    tag: TAG,
    auth: true,
    params: childIdParamsSchema,
    headers: [LANGUAGE_HEADER],
    responses: { 200: jsonReply("The calendar for the child.", ref("Vaccinations"), example, VARY_LANGUAGE) },
    problems: ["not_found"],
  },
  {
    method: "put",
    path: "/api/client/children/{id}/vaccinations/{doseId}",
    operationId: "setVaccination",
    summary: "Mark a dose given, or undo",
    description:
      "{done: true, date} records the day the dose was given (not before birth, not after today in Asia/Tashkent; 400 validation_failed otherwise); " +
      "{done: false} removes the mark. Idempotent. A dose id not in the calendar is 404.",
    tag: TAG,
    auth: true,
    params: vaccinationParamsSchema,
    headers: [LANGUAGE_HEADER],
    body: jsonBody("SetVaccinationRequest", { done: true, date: "2025-03-18" }),
    responses: { 200: jsonReply("The dose after the change.", ref("VaccinationDose"), example.doses[3], VARY_LANGUAGE) },
    problems: ["not_found"],
  },
];
