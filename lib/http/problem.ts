// RFC 9457 problem details. Every failure the API returns goes through here, so clients see one
// shape: { type, title, status, code, detail, errors?, requestId? } as application/problem+json.
// Status, title and detail texts come from the problem catalogue (lib/problems/catalogue.ts).
import type { Locale } from "@/lib/i18n/locale";
import { AppError, type FieldError } from "@/lib/problems/error";
import { STATUS_TITLES } from "@/lib/problems/catalogue";

export type { FieldError } from "@/lib/problems/error";

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: FieldError[];
  requestId?: string;
}

/** An error a handler throws to answer with a problem response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = "HttpError";
  }
}

export const badRequest = (code: string, detail: string, errors?: FieldError[]) =>
  new HttpError(400, code, detail, errors);
export const unauthorized = (detail = "Sign in to continue.") =>
  new HttpError(401, "unauthorized", detail, undefined, { "WWW-Authenticate": 'Bearer realm="api"' });
export const notFound = (detail = "The resource does not exist.") => new HttpError(404, "not_found", detail);
export const conflict = (code: string, detail: string) => new HttpError(409, code, detail);
export const payloadTooLarge = (detail = "The request body is too large.") =>
  new HttpError(413, "payload_too_large", detail);
export const unsupportedMediaType = (detail: string) => new HttpError(415, "unsupported_media_type", detail);
export const tooManyRequests = (retryAfterSeconds: number, detail = "Too many requests. Try again later.") =>
  new HttpError(429, "rate_limited", detail, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function problemResponse(
  status: number,
  code: string,
  detail: string,
  extra: { errors?: FieldError[]; requestId?: string; headers?: Record<string, string> } = {},
): Response {
  const body: ProblemBody = {
    type: `/problems/${code}`,
    title: STATUS_TITLES[status] ?? "Error",
    status,
    code,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...extra.headers },
  });
}

export function httpErrorResponse(error: HttpError, requestId?: string): Response {
  return problemResponse(error.status, error.code, error.message, {
    errors: error.errors,
    requestId,
    headers: error.headers,
  });
}

/**
 * The problem response of a domain error, its detail in the request's language. A 401 names the
 * scheme to sign in with; a known retry time becomes Retry-After (whole seconds, at least 1).
 */
export function appErrorResponse(
  error: AppError,
  locale: Locale,
  extra: { requestId?: string; headers?: Record<string, string> } = {},
): Response {
  const headers: Record<string, string> = {};
  if (error.status === 401) headers["WWW-Authenticate"] = 'Bearer realm="api"';
  if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  return problemResponse(error.status, error.code, error.detailIn(locale), {
    errors: error.errors,
    requestId: extra.requestId,
    headers: { ...headers, ...extra.headers },
  });
}
