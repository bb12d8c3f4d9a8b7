// RFC 9457 problem details. Every failure the API returns goes through here, so clients see one
// shape: { type, title, status, code, detail, errors?, requestId? } as application/problem+json.

export interface FieldError {
  path: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: FieldError[];
  requestId?: string;
}

const TITLES: Record<number, string> = {
  400: "Invalid request",
  401: "Not signed in",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Unprocessable content",
  429: "Too many requests",
  500: "Internal server error",
  503: "Service unavailable",
};

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
/** Idempotency-Key (lib/http/idempotency.ts): the same key was sent with a different request. */
export const idempotencyKeyReused = () =>
  new HttpError(422, "idempotency_key_reused", "This Idempotency-Key was used for a different request. Make a new key for a new request.");
/** Idempotency-Key: the first request with this key is still running; retry after a moment. */
export const requestInProgress = (retryAfterSeconds: number) =>
  new HttpError(409, "request_in_progress", "A request with this Idempotency-Key is still running. Retry shortly.", undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
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
    title: TITLES[status] ?? "Error",
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
