// The one error services throw when a request cannot be served as asked (missing record, state
// conflict, bad input, quota...). It names a code of the catalogue and nothing about the
// transport: route() turns it into problem details with the catalogue's status and the detail in
// the request's language; pages and server actions test it with isProblem().
import { fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import type { z } from "zod";
import { PROBLEMS, statusOf, type DetailVariant, type ProblemCode } from "./catalogue";
import type { FieldError, Texts } from "./spec";

export type { ProblemCode } from "./catalogue";
export type { FieldError } from "./spec";

export interface AppErrorOptions<C extends ProblemCode> {
  /** A more specific detail text than the code's own. */
  detail?: DetailVariant<C>;
  /** Values for the detail's {placeholders}. */
  params?: Record<string, string | number>;
  /** Field problems (validation failures, photo problems, implausible values). */
  errors?: FieldError[];
  /** When a retry can succeed (rate limits, a busy or unreachable dependency). */
  retryAfterSeconds?: number;
}

export class AppError<C extends ProblemCode = ProblemCode> extends Error {
  readonly code: C;
  readonly errors?: FieldError[];
  readonly retryAfterSeconds?: number;
  /** The named variant of the detail, when one was chosen. */
  readonly variant?: string;
  private readonly params: Record<string, string | number>;

  constructor(code: C, options: AppErrorOptions<C> = {}) {
    super();
    this.name = "AppError";
    this.code = code;
    this.variant = options.detail;
    this.params = options.params ?? {};
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    // English in logs and stack traces; responses use detailIn(locale).
    this.message = this.detailIn("en");
  }

  /** The catalogue's status for the code (the HTTP status route() answers with). */
  get status(): number {
    return statusOf(this.code);
  }

  /** The detail text in a language. */
  detailIn(locale: Locale): string {
    const spec = PROBLEMS[this.code] as { detail: Texts; variants?: Record<string, Texts> };
    const texts = (this.variant && spec.variants?.[this.variant]) || spec.detail;
    return fill(texts[locale], this.params);
  }
}

/**
 * Whether `error` is an AppError, optionally with one of the given codes. The one test pages and
 * server actions use: `if (isProblem(error, "not_found")) notFound();`.
 */
export function isProblem<C extends ProblemCode>(error: unknown, ...codes: C[]): error is AppError<C> {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code as C));
}

/** A zod failure's issues as field errors, paths dotted and optionally prefixed ("query.page"). */
export function zodErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
    message: issue.message,
  }));
}
