// Every environment variable the app reads (the README's "Configuration" table), validated once
// with zod. Nothing else in the code reads process.env.
import "server-only";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  // Where the embedded database lives when DATABASE_URL is absent; "memory://" keeps it in RAM.
  EMBEDDED_DATABASE_DIR: z.string().trim().min(1).default(".data/pglite"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_BASE_URL: optionalString.pipe(z.url().optional()),
  SOIL_AI_MODEL: optionalString.default("gemini-2.5-flash"),
  SOIL_AI_TIMEOUT_MS: positiveInt(30_000),
  SOIL_DAILY_QUOTA: positiveInt(20),
  RATE_LIMIT_REGISTER_PER_HOUR: positiveInt(20),
  RATE_LIMIT_LOGIN_PER_15MIN: positiveInt(10),
  TRUST_PROXY: z
    .enum(["1", "0", "true", "false", "on", "off", ""])
    .default("off")
    .transform((value) => ["1", "true", "on"].includes(value)),
  PORT: positiveInt(3000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** The validated environment. Throws a readable error listing every bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change variables between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
