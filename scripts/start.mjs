// `npm start` (production) and `npm run dev`. Production refuses to start without AUTH_SECRET,
// rather than failing on the first sign-in.
import "dotenv/config";
import { spawnSync } from "node:child_process";
import { supervise } from "./supervise.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
if (mode === "start" && !process.env.AUTH_SECRET) {
  console.error("AUTH_SECRET is not set. Production needs it (at least 32 random characters): see .env.example.");
  process.exit(1);
}
const port = process.env.PORT ?? "3000";
// Fewer glibc malloc arenas: sharp's image threads otherwise each keep their own pool, which
// pushes peak memory of parallel photo analyses past 400 MB (docs/decisions/003-soil-api.md).
const env = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
// The embedded database (no DATABASE_URL) is created, migrated and seeded here, before the one
// process that may open it starts; the seed is idempotent (scripts/seed.mts). In production it
// loads the catalogue only, as `npm run db:seed` does there.
if (!process.env.DATABASE_URL) {
  const seedEnv = mode === "start" ? { ...env, NODE_ENV: "production" } : env;
  const result = spawnSync("npm", ["run", "--silent", "db:seed"], { stdio: "inherit", env: seedEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Our server around Next's (scripts/server.mjs: it appends the client's address to
// X-Forwarded-For). Ctrl-C, a SIGTERM or the end of `npm` stops all of it (scripts/supervise.mjs).
// A production server drains on SIGTERM for up to SHUTDOWN_GRACE_MS (lib/env.ts validates it at
// start), so supervise() waits that long, and a little more, before it sends SIGKILL.
const graceMs = mode === "start" ? (Number(process.env.SHUTDOWN_GRACE_MS) || 45_000) + 5_000 : undefined;
supervise("node", ["scripts/server.mjs", mode, port], { env, graceMs });
