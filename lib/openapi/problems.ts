// Problem details (RFC 9457) as the OpenAPI document describes them: the zod shape of
// lib/http/problem.ts's ProblemBody, and the catalogue of every `code` the API answers with,
// grouped by status. Operations list the codes they can return; the document builder turns
// them into one response per status whose schema narrows `code` to exactly those codes, so a
// typed client (and the contract test) knows which codes to expect.
import { z } from "zod";
import type { ProblemBody } from "@/lib/http/problem";
import { SOIL_UNAVAILABLE_MESSAGE_UZ } from "@/lib/soil/constants";

export const fieldErrorSchema = z
  .object({
    path: z.string().describe('Dotted path of the field, e.g. "birthDate", "lastCrops.0.year", "query.childId"; "" for the whole body.'),
    message: z.string().describe("What is wrong, in English."),
  })
  .describe("One field problem of a validation failure.");

export const problemSchema = z
  .object({
    type: z.string().describe('Identifies the problem type: "/problems/{code}".'),
    title: z.string().describe("Short summary of the status, e.g. \"Invalid request\"."),
    status: z.number().int().describe("The HTTP status code, repeated."),
    code: z.string().describe("Stable machine-readable code; branch on this, not on the texts."),
    detail: z.string().describe("Human-readable explanation of this occurrence."),
    errors: z.array(fieldErrorSchema).optional().describe("Field problems (validation failures, photo problems)."),
    requestId: z.string().optional().describe("The request's id (also the X-Request-Id header); quote it when reporting a problem."),
  })
  .describe("RFC 9457 problem details, served as application/problem+json.");

// Compile-time proof that the documented shape is the one lib/http/problem.ts builds.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const problemShapeMatches: Same<z.output<typeof problemSchema>, ProblemBody> = true;
void problemShapeMatches;

export interface ProblemCode {
  status: number;
  /** When it happens, for the response description. */
  when: string;
  /** An example detail text (the real one may differ). */
  detail: string;
  errors?: { path: string; message: string }[];
}

/** Every problem code of the API. A code used by an operation must be listed here. */
export const PROBLEM_CODES = {
  validation_failed: {
    status: 400,
    when: "a field, query or path parameter is missing, of the wrong type or out of range",
    detail: "Some fields are not valid.",
    errors: [{ path: "birthDate", message: "birthDate must be a real date in the form YYYY-MM-DD." }],
  },
  malformed_json: { status: 400, when: "the body is not valid JSON (or not UTF-8)", detail: "The body is not valid JSON." },
  malformed_multipart: { status: 400, when: "the multipart body is not well-formed", detail: "The multipart body is not well-formed." },
  invalid_photo: {
    status: 400,
    when: "a photo is empty or cannot be decoded",
    detail: "A photo could not be read.",
    errors: [{ path: "photos.0", message: "The image is damaged or incomplete." }],
  },
  unauthorized: { status: 401, when: "the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token", detail: "Sign in to continue." },
  not_found: { status: 404, when: "the record does not exist, is deleted or belongs to another user", detail: "The resource does not exist." },
  method_not_allowed: { status: 405, when: "another HTTP method is used on this path (see the Allow header)", detail: "This method is not allowed here." },
  email_taken: { status: 409, when: "an account with this email exists", detail: "An account with this email already exists." },
  child_required: { status: 409, when: "the user has no child profile yet", detail: "Add a child profile first." },
  activity_not_started: { status: 409, when: "the activity was not started today", detail: "Start the activity today before completing it." },
  request_in_progress: {
    status: 409,
    when: "a request with the same Idempotency-Key is still running; retry after Retry-After seconds to get its answer",
    detail: "A request with this Idempotency-Key is still running. Retry shortly.",
  },
  growth_records_before_birth: {
    status: 409,
    when: "a new birthDate would leave growth records dated before birth",
    detail: "Some growth records are dated before this birth date; fix or remove them first.",
  },
  implausible_measurement: {
    status: 422,
    when: "a measurement is very unlikely for the child's age (WHO flags: weight-for-age z < -6 or > 5, length/height-for-age beyond ±6, weight-for-length/height, BMI-for-age or head circumference-for-age beyond ±5); check the number, or resend with confirmed: true",
    detail: "Some values are very unlikely for the child's age; check them, or send confirmed: true to save them as they are.",
    errors: [{ path: "weight", message: "Please check weight: the value is very unlikely for this age (weight-for-age z 7.4). Send confirmed: true if it is right." }],
  },
  idempotency_key_reused: {
    status: 422,
    when: "the Idempotency-Key was already used (within 24 hours) with a different request; make a new key for a new request",
    detail: "This Idempotency-Key was used for a different request. Make a new key for a new request.",
  },
  payload_too_large: { status: 413, when: "the body (64 KB for JSON) or a photo (10 MB) is too large", detail: "The request body is too large." },
  unsupported_media_type: {
    status: 415,
    when: "the body is not in a supported content type, or a photo is not JPEG, PNG or WebP",
    detail: "Send the body as application/json.",
  },
  range_not_satisfiable: { status: 416, when: "the Range lies outside the file", detail: "The file has 5312 bytes." },
  rate_limited: { status: 429, when: "a rate limit or the daily quota is used up; retry after Retry-After seconds", detail: "Too many requests. Try again later." },
  analysis_unavailable: {
    status: 503,
    when: "the soil analysis could not be carried out (model unreachable, timed out or gave an unusable answer; server busy)",
    detail: SOIL_UNAVAILABLE_MESSAGE_UZ,
  },
} satisfies Record<string, ProblemCode>;

export type ProblemCodeName = keyof typeof PROBLEM_CODES;

/** Codes a response may have for reasons every operation shares (for the `default` response). */
export const UNEXPECTED_CODES = ["internal_error", "service_unavailable"] as const;
