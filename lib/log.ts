// Structured logs: one JSON object per line on stdout/stderr. Callers pass identifiers and
// numbers only — never passwords, tokens, photos or the user's free text.
import { env } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < ORDER[env().LOG_LEVEL]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/** An error reduced to what is safe to log: its class, message and stack, no request data. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { err: { type: error.name, message: error.message, stack: error.stack } };
  return { err: { message: String(error) } };
}
