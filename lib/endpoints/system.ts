// Probes for load balancers and this document itself. All public.
import { jsonReply, operation, ref, type Operation } from "@/lib/openapi/operation";

const TAG = "System";

export const getHealthEndpoint = operation({
  method: "get",
  path: "/api/health",
  operationId: "getHealth",
  summary: "Readiness: the app and its database",
  description:
    "503 (same body shape, not problem details) when the database does not answer within 3 seconds, or with status draining " +
    "when the server is stopping (a deploy): a load balancer should then send new requests to another server.",
  tag: TAG,
  auth: false,
  access: "public",
  responses: {
    200: jsonReply("Ready.", ref("Health"), { status: "ok", database: { ok: true, kind: "postgresql", latencyMs: 2 } }),
    503: jsonReply("The database is unavailable.", ref("Health"), { status: "unavailable", database: { ok: false, kind: "postgresql", latencyMs: null } }),
  },
});

export const pingEndpoint = operation({
  method: "get",
  path: "/api/ping",
  operationId: "ping",
  summary: "Liveness: the app answers (no database)",
  tag: TAG,
  auth: false,
  access: "public",
  responses: { 200: jsonReply("Alive.", ref("Ping"), { ok: true }) },
});

export const getOpenApiDocumentEndpoint = operation({
  method: "get",
  path: "/api/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This OpenAPI document",
  description: "Generated from the zod schemas the handlers validate with; fixed for a given build. Revalidate with If-None-Match.",
  tag: TAG,
  auth: false,
  access: "public",
  headers: [{ name: "If-None-Match", description: "The ETag you have: 304 when it still matches.", schema: { type: "string" } }],
  responses: {
    200: {
      description: "The OpenAPI 3.1 document.",
      content: {
        "application/json": {
          schema: { type: "object", properties: { openapi: { type: "string" }, paths: { type: "object" } }, required: ["openapi", "paths"] },
        },
      },
      headers: {
        ETag: { description: "Changes when the document changes.", schema: { type: "string" } },
        "Cache-Control": { description: "public, max-age=300, must-revalidate", schema: { type: "string" } },
      },
    },
    304: { description: "Not modified: your copy (If-None-Match) is current." },
  },
});

export const systemOperations: Operation[] = [getHealthEndpoint, pingEndpoint, getOpenApiDocumentEndpoint];
