// RFC 9457 problem details. Every failure the API returns goes through here, so clients see one
// shape: { type, title, status, code, detail, errors?, requestId? } as application/problem+json.
// Status, title and detail texts come from the problem catalogue (lib/problems/catalogue.ts).
import type { Locale } from "@/lib/i18n/locale";
import { STATUS_TITLES } from "@/lib/problems/spec";
import type { AppError, FieldError } from "@/lib/problems/error";

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: FieldError[];
  requestId?: string;
}

/**
 * The problem response of a domain error, its detail in the request's language. A 401 names the
 * scheme to sign in with; a known retry time becomes Retry-After (whole seconds, at least 1).
 */
export function problemResponse(
  error: AppError,
  locale: Locale,
  extra: { requestId?: string; headers?: Record<string, string> } = {},
): Response {
  const headers: Record<string, string> = {};
  if (error.status === 401) headers["WWW-Authenticate"] = 'Bearer realm="api"';
  if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  const body: ProblemBody = {
    type: `/problems/${error.code}`,
    title: STATUS_TITLES[error.status],
    status: error.status,
    code: error.code,
    detail: error.detailIn(locale),
    ...(error.errors ? { errors: error.errors } : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
  };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...headers, ...extra.headers },
  });
}
