// Every environment variable the app reads (the README's "Configuration" table), validated once
// with zod. Nothing else in the code reads process.env.
import "server-only";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, "");
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  // Connections each app server keeps to PostgreSQL at most (docs/deploy.md: servers x pool
  // must stay under the server's max_connections, less a reserve).
  DATABASE_POOL_SIZE: positiveInt(10),
  // Where the embedded database lives when DATABASE_URL is absent; "memory://" keeps it in RAM.
  EMBEDDED_DATABASE_DIR: z.string().trim().min(1).default(".data/pglite"),
  // A dump of a migrated, seeded embedded database (PGlite's dumpDataDir) that an in-memory one
  // starts from instead of migrating and seeding again: the test suite makes one per run
  // (tests/setup/global-setup.ts) and every test file loads it in ~2 s instead of ~15 s.
  EMBEDDED_DATABASE_SNAPSHOT: optionalString,
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_BASE_URL: optionalString.pipe(z.url().optional()),
  SOIL_AI_MODEL: optionalString.default("gemini-2.5-flash"),
  SOIL_AI_TIMEOUT_MS: positiveInt(30_000),
  SOIL_DAILY_QUOTA: positiveInt(20),
  RATE_LIMIT_REGISTER_PER_HOUR: positiveInt(100),
  RATE_LIMIT_LOGIN_PER_15MIN: positiveInt(10),
  // How many proxies of ours stand in front of the app, each appending the address it saw to
  // X-Forwarded-For (docs/security.md, "The client's address"). 0 (off): the header is ignored.
  // "on"/"true" mean one, the setting's meaning before it took a count.
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .default("0")
    .transform((value) => ({ "": "0", off: "0", false: "0", on: "1", true: "1" })[value] ?? value)
    .pipe(z.coerce.number<string>().int("TRUST_PROXY is a number of proxies (0 = none)").min(0).max(10)),
  // The address people reach the app at (scheme, host and port, no path), e.g.
  // https://oiladala.uz: links the app hands out (calendar feeds) and the Origin check of
  // cookie-authenticated writes. Absent: http://localhost:PORT, fine for development only.
  PUBLIC_ORIGIN: optionalString.pipe(
    z
      .string()
      .refine(isOrigin, { message: "PUBLIC_ORIGIN must be an http(s) origin such as https://oiladala.uz, with no path" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  PORT: positiveInt(3000),
  // How long a server given SIGTERM may take to finish its in-flight requests before it exits
  // anyway (scripts/server.mjs; docs/deploy.md). Longer than SOIL_AI_TIMEOUT_MS plus the photo
  // work, so a soil analysis waiting on the model still gets its answer during a deploy.
  SHUTDOWN_GRACE_MS: positiveInt(45_000),
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

/** The app's public origin (PUBLIC_ORIGIN, else http://localhost:PORT). */
export function publicOrigin(): string {
  const { PUBLIC_ORIGIN, PORT } = env();
  return PUBLIC_ORIGIN ?? `http://localhost:${PORT}`;
}

/** For tests that change variables between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
