// The embedded PostgreSQL (PGlite) used when DATABASE_URL is not set. Only one process may
// open a data directory at a time, so the quick start runs a single server process. Opening
// migrates; seeding is not the client's job: the quick start, `npm run dev` / `npm start` and
// the browser tests' server run `npm run db:seed` before the server opens the database
// (scripts/seed.mts), so the database client never imports the seed (no import cycle through it).
import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { applyMigrations } from "@/lib/db/migrations";
import { log } from "@/lib/log";

export async function openEmbeddedDb(): Promise<PrismaClient> {
  const dir = env().EMBEDDED_DATABASE_DIR;
  if (!dir.startsWith("memory://")) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  const applied = await applyMigrations(pglite);
  if (applied.length > 0) log("info", "embedded database migrated", { applied: applied.length });
  return new PrismaClient({ adapter: new PrismaPGlite(pglite) });
}
