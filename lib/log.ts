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

/**
 * An error reduced to what is safe to log: its class, its code (a Prisma code such as P2002, a
 * PostgreSQL SQLSTATE, a Node errno name) and the stack's frames, for the error and its causes.
 * Never the message: Prisma and database errors quote the query's arguments, which can be a
 * password hash, a child's name or a farmer's notes.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  return { err: describe(error, 0) };
}

function describe(error: unknown, depth: number): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).map((line) => line.trim());
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code).slice(0, 40) } : {}),
    stack: frames.slice(0, 15),
    ...(error.cause !== undefined && depth < 3 ? { cause: describe(error.cause, depth + 1) } : {}),
  };
}
