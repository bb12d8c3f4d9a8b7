// The shape of a problem: what each entry of the catalogue (./catalogue.ts) says, the field
// errors and records a problem can carry, and the title of each status.
import type { Locale } from "@/lib/i18n/locale";

/** A user-facing text in each language; `{name}` placeholders are filled from AppError params. */
export type Texts = Record<Locale, string>;

export interface FieldError {
  path: string;
  message: string;
  /** The stored record behind the problem, when there is one (records_before_birth). */
  record?: ProblemRecord;
}

/** A dated record of a child named by a problem: its kind, id (a dose or milestone id, a record's UUID) and date. */
export interface ProblemRecord {
  kind: "growth" | "vaccination" | "milestone" | "activity";
  id: string;
  date: string;
}

export interface ProblemSpec {
  status: number;
  /** When it happens, for the API document's response descriptions. */
  when: string;
  /** The detail unless the thrower picks a more specific variant. */
  detail: Texts;
  /** More specific details, chosen by name: `new AppError("not_found", { detail: "child" })`. */
  variants?: Record<string, Texts>;
  /** The API document's example: field errors and placeholder values. */
  example?: { errors?: FieldError[]; params?: Record<string, string | number> };
}

/** The title of each status (English, like the status line; `detail` is the localized text). */
export const STATUS_TITLES: Record<number, string> = {
  400: "Invalid request",
  401: "Not signed in",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  416: "Range not satisfiable",
  422: "Unprocessable content",
  429: "Too many requests",
  500: "Internal server error",
  503: "Service unavailable",
};
