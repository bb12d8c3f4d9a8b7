// The one wrapper every route handler goes through: request id, authentication (cookie or
// Bearer), zod parsing of params, query and JSON body with the schemas of the endpoint's
// definition (lib/endpoints), and problem details for every failure. Handlers stay thin: parse (done
// here), call a lib/ service, answer.
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { claimsFromHeaders, presentedToken, userFromHeaders, type SessionClaims, type SessionUser } from "@/lib/auth/current-user";
import { liveSessionUser } from "@/lib/auth/sessions";
import { isSameOrigin, isUnsafeMethod } from "@/lib/http/same-origin";
import { readJson, JSON_BODY_LIMIT } from "@/lib/http/body";
import { safeParseInput } from "@/lib/http/text-input";
import { problemResponse } from "@/lib/http/problem";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { AppError, zodErrors } from "@/lib/problems/error";
import { errorFields, log } from "@/lib/log";
import { isDraining } from "@/lib/server/state";
import type { Access } from "@/lib/sharing/access";
import { roleRefusal } from "@/lib/sharing/refusal";
import { ruleTarget, type AccessRule } from "@/lib/sharing/roles";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;
type BodyOut<B> = B extends { multipart: object } ? undefined : B extends { schema: infer S } ? Out<S> : undefined;

/**
 * What route() reads from an endpoint's definition (its Operation in lib/endpoints/<area>.ts): an
 * Operation is a RouteSpec. Tests of the wrapper itself may pass just these parts.
 */
export interface RouteSpec {
  /**
   * Require a signed-in user (401 otherwise). `true`: route() checks the session and hands the
   * handler the user. `"joined"`: route() checks only the token and hands the handler its claims;
   * the handler's own statement checks the session (readAs in lib/auth/sessions.ts), which
   * saves a round trip on the busiest reads. route() answers 500, never the handler's data, when
   * the handler did not confirm the session.
   */
  auth?: boolean | "joined";
  /** The JSON body's schema; with `multipart` the handler reads the body itself. */
  body?: { schema: Schema; multipart?: object };
  query?: Schema;
  params?: Schema;
  /** Largest accepted JSON body in bytes. */
  bodyLimit?: number;
  /**
   * The role the endpoint needs (docs/sharing.md). For a child or field rule route() hands the
   * handler an Access; the service's own statement applies it (lib/sharing/access.ts), and
   * route() answers 500 when the handler returned without applying it. A member below the rule
   * gets 403; anyone else the service's 404.
   */
  access?: AccessRule;
  /** What the path id names (a child, a report, a photo): where a refusal looks up the member's role. */
  resource?: string;
}

export interface RouteContext<D extends RouteSpec> {
  req: NextRequest;
  requestId: string;
  /** Read only for routes with `auth: true`; the others never decode a session. */
  user: D["auth"] extends true ? SessionUser : null;
  /** Read only for routes with `auth: "joined"`: the token's claims, for readAs(). */
  claims: D["auth"] extends "joined" ? SessionClaims : null;
  /** The role rule to hand to the service, for definitions whose access names a child or field. */
  access: D["access"] extends { child: string } | { field: string } ? Access : null;
  body: BodyOut<D["body"]>;
  query: Out<D["query"]>;
  params: Out<D["params"]>;
}

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((req: NextRequest, ctx: NextContext) => Promise<Response>) & {
  /** The definition the handler was made from (route() and plainRoute() set it). */
  definition?: RouteSpec;
};

/** A JSON response (UTF-8, never cached by shared caches). */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

function parse<S extends Schema>(schema: S, value: unknown, where: "body" | "query" | "params"): z.output<S> {
  const result = safeParseInput(schema, value);
  if (result.success) return result.data;
  const errors = zodErrors(result.error, where === "body" ? undefined : where);
  throw new AppError("validation_failed", where === "params" ? { detail: "address", errors } : { errors });
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

// A calendar feed's path is its secret (lib/vaccinations/calendar-feed.ts): never log it.
const SECRET_PATH = /^\/api\/calendar\/[^/]+/;
const loggedRoute = (pathname: string) => pathname.replace(SECRET_PATH, "/api/calendar/{token}");

/**
 * The handler of one endpoint: `route(definition, handler)`, the definition being the endpoint's
 * Operation (lib/endpoints/<area>.ts). The returned handler carries the definition, so
 * lib/openapi/coverage.test.ts can check that a route file is bound to the right one.
 */
export function route<const D extends RouteSpec>(definition: D, handler: (ctx: RouteContext<D>) => Promise<Response | unknown>): RouteHandler {
  const { auth, params: paramsSchema, query: querySchema, body: bodySpec, bodyLimit } = definition;
  const target = definition.access ? ruleTarget(definition.access) : null;
  const bodySchema = bodySpec && !bodySpec.multipart ? bodySpec.schema : undefined;
  const wrapped: RouteHandler = async (req, nextCtx) => {
    const incoming = req.headers.get("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    let response: Response;
    let userId: string | undefined;
    let claims: SessionClaims | null = null;
    let access: Access | null = null;
    let params: unknown;
    let query: unknown;
    try {
      // A write that carries the session cookie must come from our own pages (CSRF); Bearer
      // tokens are never sent by a browser on its own, so the mobile app is not affected.
      if (isUnsafeMethod(req.method) && presentedToken(req.headers)?.via === "cookie" && !isSameOrigin(req.headers)) {
        throw new AppError("cross_site_request");
      }
      // A server stopping for a deploy (scripts/server.mjs, on SIGTERM) refuses new reads, so the
      // proxy retries them on another server and stops sending here (deploy/nginx.conf); writes are
      // served, because a proxy does not resend them.
      if ((req.method === "GET" || req.method === "HEAD") && isDraining()) {
        throw new AppError("service_unavailable", { retryAfterSeconds: 1 });
      }
      const user = auth === true ? await userFromHeaders(req.headers) : null;
      claims = auth === "joined" ? await claimsFromHeaders(req.headers) : null;
      userId = user?.id;
      if (auth && !user && !claims) throw new AppError("unauthorized");
      const signedIn = user?.id ?? claims?.userId;
      if (target && signedIn) access = { ...target, userId: signedIn, applied: false };
      params = paramsSchema ? parse(paramsSchema, await nextCtx?.params, "params") : undefined;
      query = querySchema ? parse(querySchema, queryObject(req.nextUrl), "query") : undefined;
      const body = bodySchema ? parse(bodySchema, await readJson(req, bodyLimit ?? JSON_BODY_LIMIT), "body") : undefined;
      const result = await handler({ req, requestId, user, claims, access, body, query, params } as RouteContext<D>);
      if (claims && !claims.confirmed) throw new Error("the handler of a joined-session route never checked the session");
      if (access && !access.applied) throw new Error("the handler of a role rule never applied it to its statement");
      response = result instanceof Response ? result : json(result);
    } catch (error) {
      const refused = await endedSessionFirst(error, claims);
      response = errorResponse(access ? await roleRefusal(refused, access, definition.resource, params, query) : refused, requestId, req);
    }
    response.headers.set("X-Request-Id", requestId);
    log("info", "request", {
      requestId,
      method: req.method,
      route: loggedRoute(req.nextUrl.pathname),
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      // A joined route's user is known once its statement confirmed the session.
      userId: userId ?? (claims?.confirmed ? claims.userId : undefined),
    });
    return response;
  };
  wrapped.definition = definition;
  return wrapped;
}

/**
 * A joined route refused before its statement checked the session (a bad query, say): an ended
 * session still gets 401, as route()'s own check answers before parsing. Only on this error path,
 * so the check costs nothing on a good request.
 */
async function endedSessionFirst(error: unknown, claims: SessionClaims | null): Promise<unknown> {
  if (!claims || claims.confirmed || !(error instanceof AppError) || error.code === "unauthorized") return error;
  try {
    return (await liveSessionUser(claims.sessionId, claims.userId)) ? error : new AppError("unauthorized");
  } catch {
    return error; // the database is down: the original refusal stands
  }
}

/**
 * A handler that does not go through route() (no session, no parsing, no request log), bound to
 * its definition all the same: the health probe and the public media files.
 */
export function plainRoute(definition: RouteSpec, handler: RouteHandler): RouteHandler {
  const bound: RouteHandler = (req, ctx) => handler(req, ctx);
  bound.definition = definition;
  return bound;
}

/** The problem response of any error; an AppError's detail follows the request's Accept-Language. */
export function errorResponse(error: unknown, requestId: string, req?: Request): Response {
  const locale = localeFromAcceptLanguage(req?.headers.get("accept-language"));
  if (error instanceof AppError) return problemResponse(error, locale, { requestId });
  if (isDatabaseUnavailable(error)) {
    log("error", "database unavailable", { requestId, ...errorFields(error) });
    return problemResponse(new AppError("service_unavailable", { retryAfterSeconds: 5 }), locale, { requestId });
  }
  log("error", "unhandled error", { requestId, method: req?.method, ...errorFields(error) });
  return problemResponse(new AppError("internal_error"), locale, { requestId });
}

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/**
 * Fills in every HTTP method a route file does not implement with a 405 problem response
 * (Next's own 405 has no body). Use as `export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: ... })`.
 */
export function methods(handlers: Partial<Record<Method, RouteHandler>>): Record<Exclude<Method, "HEAD" | "OPTIONS">, RouteHandler> {
  const allowed = Object.keys(handlers).join(", ");
  const refuse: RouteHandler = async (req) =>
    problemResponse(new AppError("method_not_allowed"), localeFromAcceptLanguage(req.headers.get("accept-language")), {
      headers: { Allow: allowed },
    });
  return {
    GET: handlers.GET ?? refuse,
    POST: handlers.POST ?? refuse,
    PUT: handlers.PUT ?? refuse,
    PATCH: handlers.PATCH ?? refuse,
    DELETE: handlers.DELETE ?? refuse,
  };
}
