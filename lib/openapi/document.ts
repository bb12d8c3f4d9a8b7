// The OpenAPI 3.1 document, built from the endpoint definitions (lib/endpoints) and the zod schemas the
// handlers validate with (z.toJSONSchema, draft 2020-12, which OpenAPI 3.1 uses as its schema dialect).
// It depends only on code, so it is built once per process and served as is.
import { createHash } from "node:crypto";
import type { z } from "zod";
import { REQUEST_SCHEMAS, componentSchemas, type RequestSchemaName } from "./components";
import { INFO_DESCRIPTION, TAGS } from "./info";
import { toJsonSchema, type JsonSchema } from "./json-schema";
import { JSON_TYPE, ref, type JsonBody, type Operation, type Reply } from "./operation";
import { OPERATIONS } from "@/lib/endpoints";
import { problemCodes, problemResponses, unexpectedResponse } from "./responses";

export const API_VERSION = "1.0.0";

type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; description?: string; schema: JsonSchema };

/** Path or query parameters from the zod object the route parses them with. */
function parametersOf(object: z.ZodObject | undefined, where: "path" | "query"): Parameter[] {
  if (!object) return [];
  const schema = toJsonSchema(object, "input");
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

const REQUEST_NAMES = new Map<z.ZodType, RequestSchemaName>(
  Object.entries(REQUEST_SCHEMAS).map(([name, schema]) => [schema, name as RequestSchemaName]),
);

/** The request body: its zod schema by its component name, then any multipart form of it. */
function requestBodyOf(op: Operation, body: JsonBody) {
  const name = REQUEST_NAMES.get(body.schema);
  if (!name) throw new Error(`${op.operationId}: the body schema is not a named request schema of lib/openapi/components.ts`);
  return {
    required: body.required ?? true,
    description: body.description,
    content: {
      [JSON_TYPE]: { schema: ref(name), example: body.example },
      ...(body.multipart ? { "multipart/form-data": body.multipart } : {}),
    },
  };
}

function operationObject(op: Operation) {
  const head = op.method === "head";
  const parameters = [
    ...parametersOf(op.params, "path"),
    ...parametersOf(op.query, "query"),
    ...(op.headers ?? []).map((header) => ({ ...header, in: "header" as const, required: false })),
  ];
  const responses: Record<string, Reply> = {
    ...op.responses,
    ...problemResponses(problemCodes(op), head),
    default: head ? { description: unexpectedResponse.description } : unexpectedResponse,
  };
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: op.auth ? [{ bearerAuth: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: requestBodyOf(op, op.body) } : {}),
    responses,
  };
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    if (paths[op.path][op.method]) throw new Error(`Two operations for ${op.method.toUpperCase()} ${op.path}`);
    paths[op.path][op.method] = operationObject(op);
  }
  const schemas = componentSchemas();
  return {
    openapi: "3.1.1",
    info: {
      title: "Oila va Dala API",
      version: API_VERSION,
      summary: "Child profiles, daily activities for children, and AI-assisted soil analysis for farmers.",
      description: INFO_DESCRIPTION,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "This server" }],
    security: [{ bearerAuth: [] }],
    tags: TAGS,
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "An access token from POST /api/auth/token or /api/auth/refresh; it lives 15 minutes.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

export interface ServedDocument {
  document: OpenApiDocument;
  /** The serialised document. */
  text: string;
  /** A strong ETag of the text. */
  etag: string;
}

let cached: ServedDocument | undefined;

/** The document, built on first use. */
export function openApiDocument(): OpenApiDocument {
  return openApiJson().document;
}

/** The document, its text and ETag, built once per process (they depend only on the code). */
export function openApiJson(): ServedDocument {
  if (!cached) {
    const document = buildDocument();
    const text = JSON.stringify(document);
    cached = { document, text, etag: `"${createHash("sha256").update(text).digest("base64url")}"` };
  }
  return cached;
}
