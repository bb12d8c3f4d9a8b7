// Problem details (RFC 9457) as the OpenAPI document describes them: the zod shape of
// lib/http/problem.ts's ProblemBody. The codes themselves are the catalogue of
// lib/problems/catalogue.ts; operations list the codes they can return, and the document builder
// turns them into one response per status whose schema narrows `code` to exactly those codes, so
// a typed client (and the contract test) knows which codes to expect.
import { z } from "zod";
import type { ProblemBody } from "@/lib/http/problem";

export const fieldErrorSchema = z
  .object({
    path: z.string().describe('Dotted path of the field, e.g. "birthDate", "lastCrops.0.year", "query.childId"; "" for the whole body.'),
    message: z.string().describe("What is wrong, in English."),
    record: z
      .object({
        kind: z.enum(["growth", "vaccination", "milestone", "activity"]),
        id: z.string().describe("The record's id: a growth record's or activity attempt's UUID, a dose id (bcg), a milestone id (m09-sits)."),
        date: z.iso.date().describe("The record's date."),
      })
      .optional()
      .describe("The stored record behind the problem (records_before_birth: each record dated before the new birth date)."),
  })
  .describe("One field problem of a validation failure.");

export const problemSchema = z
  .object({
    type: z.string().describe('Identifies the problem type: "/problems/{code}".'),
    title: z.string().describe("Short summary of the status, e.g. \"Invalid request\"."),
    status: z.number().int().describe("The HTTP status code, repeated."),
    code: z.string().describe("Stable machine-readable code; branch on this, not on the texts."),
    detail: z.string().describe("Human-readable explanation of this occurrence, in the language of Accept-Language: uz (default), ru or en."),
    errors: z.array(fieldErrorSchema).optional().describe("Field problems (validation failures, photo problems)."),
    requestId: z.string().optional().describe("The request's id (also the X-Request-Id header); quote it when reporting a problem."),
  })
  .describe("RFC 9457 problem details, served as application/problem+json.");

// Compile-time proof that the documented shape is the one lib/http/problem.ts builds.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const problemShapeMatches: Same<z.output<typeof problemSchema>, ProblemBody> = true;
void problemShapeMatches;
