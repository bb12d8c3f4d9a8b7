// How one API operation is described in the registry (lib/openapi/operations/*), and small
// helpers for schema references. The document builder (document.ts) turns these into OpenAPI.
import type { z } from "zod";
import type { JsonSchema } from "./json-schema";
import type { RequestSchemaName, ResponseSchemaName } from "./components";
import type { ProblemCode } from "@/lib/problems/catalogue";

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

export interface Operation {
  method: Method;
  /** OpenAPI path template, e.g. /api/client/children/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Requires Bearer (or the browser session); 401 is added automatically. */
  auth: boolean;
  /** Path parameters, the same zod schema the route validates with. */
  params?: z.ZodObject;
  /** The route does not validate params (any value is simply "not found"). */
  paramsUnchecked?: boolean;
  query?: z.ZodObject;
  /** Request headers the operation reads. */
  headers?: { name: string; description: string; schema: JsonSchema }[];
  body?: { description?: string; required: boolean; content: Record<string, MediaSpec> };
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

/** A JSON request body of a named schema. */
export function jsonBody(name: RequestSchemaName, example: unknown, required = true, description?: string): Operation["body"] {
  return { required, description, content: { [JSON_TYPE]: { schema: ref(name), example } } };
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
