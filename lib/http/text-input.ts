// Control characters are refused in every text field of every request, here and only here:
// route() (JSON bodies, queries, path parameters), the soil form's multipart fields and the
// pages' server actions all parse their input through safeParseInput(). PostgreSQL refuses a NUL
// in text outright (a 500 before this check), and the other C0/C1 controls and lone UTF-16
// surrogates are never typed by a person: they hide text, break CSV and PDF output and logs.
// Tab, line feed and carriage return stay allowed, because notes are typed on several lines.
// docs/security.md, "Bad input".
import { z } from "zod";

/** C0 controls but tab, LF and CR; DEL and the C1 controls; a surrogate without its pair. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters.";

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** One issue for each string (at any depth) that holds a control character. */
export function controlCharacterIssues(value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (typeof value === "string") {
    return hasControlCharacter(value) ? [{ code: "custom", path, message: CONTROL_CHARACTER_MESSAGE, input: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => controlCharacterIssues(item, [...path, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlCharacter(key) ? [{ code: "custom" as const, path: [...path, key], message: CONTROL_CHARACTER_MESSAGE, input: key }] : controlCharacterIssues(item, [...path, key]),
    );
  }
  return [];
}

/** schema.safeParse(value), after refusing any control character in the input's text. */
export function safeParseInput<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const issues = controlCharacterIssues(value);
  if (issues.length > 0) return { success: false, error: new z.ZodError(issues) } as z.ZodSafeParseResult<z.output<S>>;
  return schema.safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
}
