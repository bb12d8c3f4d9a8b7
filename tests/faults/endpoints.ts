// The endpoints of the table-driven bad-input and cross-user suites, derived from the endpoint
// definitions (lib/endpoints) and the route files they are bound to: a new endpoint is covered without
// an entry here. lib/openapi/coverage.test.ts proves that each route file's handlers carry the
// definition of their own method and path, so the handler found here is the one being defined.
import path from "node:path";
import { OPERATIONS } from "@/lib/endpoints";
import type { RouteHandler } from "@/lib/http/route";
import type { Operation, Resource } from "@/lib/openapi/operation";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Module = Partial<Record<Method, RouteHandler>>;

export interface Endpoint {
  /** The definition's operationId. */
  name: string;
  module: Module;
  method: Method;
  /** The path parameter's name, when the path has an id. */
  param?: string;
  /** Further path parameters with valid values (a path with two ids). */
  otherParams?: Record<string, string>;
  /** What the path id names: the cross-user suite sends another user's record of that kind. */
  resource?: Resource;
  /** Whether the endpoint reads a JSON body. */
  body?: boolean;
  auth: boolean;
}

/** Definitions the suites leave out, and why. */
const NOT_COVERED: Record<string, string> = {
  getHealth: "a probe: no input, no user data",
  ping: "a probe: no input, no user data",
  getOpenApiDocument: "the document: no input, no user data",
  getMediaFile: "public catalogue files served outside route(); hostile ids: tests/api/activities/media.test.ts",
  headMediaFile: "as getMediaFile",
};

/** /api/client/children/{id}/growth -> <root>/app/api/client/children/[id]/growth/route.ts */
function routeFileOf(template: string): string {
  return path.resolve("app", ...template.slice(1).split("/").map((segment) => segment.replace(/^\{(.+)\}$/, "[$1]")), "route.ts");
}

function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
}

async function endpointOf(op: Operation): Promise<Endpoint> {
  const [param, ...others] = pathParams(op.path);
  const otherParams = Object.fromEntries(
    others.map((name) => {
      const value = op.paramExamples?.[name];
      if (value === undefined) throw new Error(`${op.operationId}: give {${name}} a valid value in paramExamples`);
      return [name, value];
    }),
  );
  return {
    name: op.operationId,
    module: (await import(routeFileOf(op.path))) as Module,
    method: op.method.toUpperCase() as Method,
    ...(param ? { param } : {}),
    ...(others.length ? { otherParams } : {}),
    ...(op.resource ? { resource: op.resource } : {}),
    ...(op.body ? { body: true } : {}),
    auth: Boolean(op.auth),
  };
}

export const ENDPOINTS: Endpoint[] = await Promise.all(OPERATIONS.filter((op) => !(op.operationId in NOT_COVERED)).map(endpointOf));
