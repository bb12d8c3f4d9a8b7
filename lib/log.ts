// Structured logs with pino: one JSON object per line. Callers pass identifiers and numbers
// only — never passwords, tokens, photos or the user's free text; the redaction below is a
// second line of defence for the usual secret-bearing keys.
import pino from "pino";
import { env } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";

let logger: pino.Logger | undefined;

function getLogger(): pino.Logger {
  logger ??= pino({
    level: env().LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "accessToken", "refreshToken", "authorization", "*.authorization", "cookie", "*.cookie"],
      censor: "[redacted]",
    },
  });
  return logger;
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  getLogger()[level](fields, msg);
}

/** An error reduced to what is safe to log: its class, message and stack, no request data. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { err: { type: error.name, message: error.message, stack: error.stack } };
  return { err: { message: String(error) } };
}
