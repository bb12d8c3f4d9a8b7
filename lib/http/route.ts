// The one wrapper every route handler goes through: request id, authentication (cookie or
// Bearer), zod parsing of params, query and JSON body, and problem details for every failure.
// Handlers stay thin: parse (done here), call a lib/ service, answer.
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { currentUser, type SessionUser } from "@/lib/auth/current-user";
import { readJson, JSON_BODY_LIMIT } from "@/lib/http/body";
import { problemResponse } from "@/lib/http/problem";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { AppError, zodErrors } from "@/lib/problems/error";
import { errorFields, log } from "@/lib/log";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteOptions<A extends boolean, B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  /** Require a signed-in user (401 otherwise). */
  auth?: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Largest accepted JSON body in bytes. */
  bodyLimit?: number;
}

export interface RouteContext<A extends boolean, B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  req: NextRequest;
  requestId: string;
  /** Read only for routes with `auth: true`; the others never decode a session. */
  user: A extends true ? SessionUser : null;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
}

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (req: NextRequest, ctx: NextContext) => Promise<Response>;

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
  const result = schema.safeParse(value);
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

export function route<
  A extends boolean = false,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  options: RouteOptions<A, B, Q, P>,
  handler: (ctx: RouteContext<A, B, Q, P>) => Promise<Response | unknown>,
): RouteHandler {
  return async (req, nextCtx) => {
    const incoming = req.headers.get("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    let response: Response;
    let userId: string | undefined;
    try {
      const user = options.auth ? await currentUser(req) : null;
      userId = user?.id;
      if (options.auth && !user) throw new AppError("unauthorized");
      const params = options.params ? parse(options.params, await nextCtx?.params, "params") : undefined;
      const query = options.query ? parse(options.query, queryObject(req.nextUrl), "query") : undefined;
      const body = options.body
        ? parse(options.body, await readJson(req, options.bodyLimit ?? JSON_BODY_LIMIT), "body")
        : undefined;
      const result = await handler({ req, requestId, user, body, query, params } as RouteContext<A, B, Q, P>);
      response = result instanceof Response ? result : json(result);
    } catch (error) {
      response = errorResponse(error, requestId, req);
    }
    response.headers.set("X-Request-Id", requestId);
    log("info", "request", {
      requestId,
      method: req.method,
      route: loggedRoute(req.nextUrl.pathname),
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      userId,
    });
    return response;
  };
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
