// Problem responses of an operation: the codes it can answer with, grouped by status, each
// status one response whose schema narrows `code` to those codes (so the contract test and a
// typed client learn exactly which codes to expect), with one example per code.
import type { JsonSchema } from "./json-schema";
import type { HeaderSpec, Operation, Reply } from "./operation";
import { fill } from "@/lib/i18n/bundle";
import { PROBLEMS, type ProblemCode } from "@/lib/problems/catalogue";
import { STATUS_TITLES, type ProblemSpec } from "@/lib/problems/spec";

export const PROBLEM_TYPE = "application/problem+json";

const seconds = { type: "integer", minimum: 1 };
const STATUS_HEADERS: Record<number, Record<string, HeaderSpec>> = {
  401: { "WWW-Authenticate": { description: 'Bearer realm="api"', schema: { type: "string" } } },
  405: { Allow: { description: "The methods this path supports.", schema: { type: "string" }, required: true } },
  409: { "Retry-After": { description: "With request_in_progress: seconds to wait before retrying.", schema: seconds } },
  416: { "Content-Range": { description: "bytes */size", schema: { type: "string" } } },
  429: { "Retry-After": { description: "Seconds until a retry can succeed.", schema: seconds, required: true } },
  503: { "Retry-After": { description: "Seconds to wait before retrying, when known.", schema: seconds } },
};

const problemRef: JsonSchema = { $ref: "#/components/schemas/Problem" };

/** The codes implied by the operation's shape, then its own, without repeats. */
export function problemCodes(op: Operation): ProblemCode[] {
  const implied: ProblemCode[] = [];
  const jsonBody = op.body !== undefined;
  if (jsonBody || op.query || (op.params && !op.paramsUnchecked)) implied.push("validation_failed");
  if (jsonBody) implied.push("malformed_json");
  if (op.auth) implied.push("unauthorized");
  // route() refuses a write that carries the session cookie from another site (lib/http/same-origin.ts).
  if (!["get", "head"].includes(op.method)) implied.push("cross_site_request");
  implied.push("method_not_allowed");
  if (jsonBody) implied.push("payload_too_large", "unsupported_media_type");
  return [...new Set([...implied, ...(op.problems ?? [])])];
}

// The example shows what a client gets without Accept-Language: the Uzbek detail.
function example(name: ProblemCode, info: ProblemSpec) {
  return {
    type: `/problems/${name}`,
    title: STATUS_TITLES[info.status],
    status: info.status,
    code: name,
    detail: fill(info.detail.uz, info.example?.params ?? {}),
    ...(info.example?.errors ? { errors: info.example.errors } : {}),
    requestId: "3f1c9e2a-7b4d-4e8f-a6c5-1d2e3f4a5b6c",
  };
}

/** One response per status for the given codes. HEAD responses carry no body. */
export function problemResponses(codes: ProblemCode[], head = false): Record<string, Reply> {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) {
    const status = PROBLEMS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, Reply> = {};
  for (const [status, names] of [...byStatus].sort(([a], [b]) => a - b)) {
    const description = names.map((name) => `\`${name}\`: ${PROBLEMS[name].when}.`).join(" ");
    const schema = { allOf: [problemRef, { properties: { code: { type: "string", enum: names } } }] };
    const examples = Object.fromEntries(names.map((name) => [name, { summary: name, value: example(name, PROBLEMS[name]) }]));
    out[status] = {
      description,
      ...(STATUS_HEADERS[status] ? { headers: STATUS_HEADERS[status] } : {}),
      ...(head ? {} : { content: { [PROBLEM_TYPE]: { schema, examples } } as Reply["content"] }),
    };
  }
  return out;
}

/** Anything the operation does not list: a failure on our side. */
export const unexpectedResponse: Reply = {
  description:
    "Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` " +
    "(503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After).",
  content: { [PROBLEM_TYPE]: { schema: problemRef } },
};
