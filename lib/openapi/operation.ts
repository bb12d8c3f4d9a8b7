// The one definition of an API endpoint (the definitions themselves: lib/endpoints/<area>.ts) and
// small helpers for schema references. Three readers share each definition: route()
// (lib/http/route.ts) validates the request with its auth, params, query and body; the document
// builder (document.ts) turns it into OpenAPI; the fault suites (tests/faults) derive their
// table of endpoints from it.
import type { z } from "zod";
import type { JsonSchema } from "./json-schema";
import type { RequestSchemaName, ResponseSchemaName } from "./components";
import type { ProblemCode } from "@/lib/problems/catalogue";
import type { AccessRule } from "@/lib/sharing/roles";

export type Method = "get" | "head" | "post" | "put" | "patch" | "delete";

export interface HeaderSpec {
  description: string;
  schema: JsonSchema;
  required?: boolean;
}

export interface MediaSpec {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
  /** Multipart part encodings (OpenAPI encoding object). */
  encoding?: Record<string, { contentType: string }>;
}

export interface Reply {
  description: string;
  /** Content by media type; none for 204 / 304 / HEAD. */
  content?: Record<string, MediaSpec>;
  headers?: Record<string, HeaderSpec>;
}

/** A JSON request body. */
export interface JsonBody {
  /**
   * The zod schema route() parses the body with. It must be a named request schema of
   * components.ts: the document refers to it by that name.
   */
  schema: z.ZodType;
  example: unknown;
  /** false: an empty body is accepted (the schema then sees undefined). Default true. */
  required?: boolean;
  description?: string;
  /**
   * The same submission as multipart/form-data. route() reads only JSON, so with this the
   * handler reads the body itself (POST /api/soil/analyze); the definition still documents it.
   */
  multipart?: MediaSpec;
}

/** What the path id names, for the cross-user fault suite (another user's record of that kind). */
export type Resource = "child" | "activity" | "report" | "photo" | "field";

export interface Operation {
  method: Method;
  /** OpenAPI path template, e.g. /api/client/children/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /**
   * Requires Bearer (or the browser session); 401 is added automatically. "joined": the same for
   * clients, but the handler checks the session in its own statement (route() in lib/http/route.ts).
   */
  auth: boolean | "joined";
  /**
   * The role the endpoint needs (docs/sharing.md), enforced by route(): "public", "account" (the
   * signed-in person's own data) or the least role on the child or field the request names.
   * Required, so a new endpoint cannot leave it out; tests/faults/role-matrix.test.ts checks
   * every endpoint against it.
   */
  access: AccessRule;
  /** Path parameters: the zod schema route() validates them with. */
  params?: z.ZodObject;
  /** Valid values of path parameters that are not the record id (the fault suites use them). */
  paramExamples?: Record<string, string>;
  /** What the (first) path parameter names. */
  resource?: Resource;
  /** The route does not validate params (any value is simply "not found"). */
  paramsUnchecked?: boolean;
  query?: z.ZodObject;
  /** Request headers the operation reads. */
  headers?: { name: string; description: string; schema: JsonSchema }[];
  body?: JsonBody;
  /** Largest accepted JSON body in bytes (route() defaults to 64 KiB). */
  bodyLimit?: number;
  /** Success (and other non-problem) responses by status. */
  responses: Record<number, Reply>;
  /** Problem codes beyond those implied by auth, params, query and a JSON body. */
  problems?: ProblemCode[];
}

export const ref = (name: RequestSchemaName | ResponseSchemaName): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const listOf = (name: ResponseSchemaName): JsonSchema => ({ type: "array", items: ref(name) });

export const JSON_TYPE = "application/json";

/** A JSON response of a named schema. */
export function jsonReply(description: string, schema: JsonSchema, example?: unknown, headers?: Record<string, HeaderSpec>): Reply {
  return { description, content: { [JSON_TYPE]: { schema, example } }, ...(headers ? { headers } : {}) };
}

/**
 * Defines an endpoint. An identity function: it checks the object against Operation while
 * keeping its literal types (auth: true, the exact zod schemas), so route() can type the
 * handler's user, params, query and body from it.
 */
export function operation<const O extends Operation>(definition: O): O {
  return definition;
}

export const LANGUAGE_HEADER = {
  name: "Accept-Language",
  description: "Language of ageLabel: uz (default), ru or en; region subtags are ignored.",
  schema: { type: "string", examples: ["uz", "ru-RU", "en-US,en;q=0.9"] },
};

export const VARY_LANGUAGE: Record<string, HeaderSpec> = {
  Vary: { description: "Accept-Language: ageLabel depends on it.", schema: { type: "string" } },
};

/** The activity endpoints' texts (titles, descriptions, skills, steps, game words) by language. */
export const CATALOGUE_LANGUAGE_HEADER = {
  name: "Accept-Language",
  description:
    "Language of the activity texts: uz (default), ru or en; region subtags are ignored. " +
    "Ids, values, answers, pictures and the plan itself are the same in every language.",
  schema: { type: "string", examples: ["uz", "ru-RU", "en-US,en;q=0.9"] },
};

export const VARY_CATALOGUE_LANGUAGE: Record<string, HeaderSpec> = {
  Vary: { description: "Accept-Language: the activity texts depend on it.", schema: { type: "string" } },
};
