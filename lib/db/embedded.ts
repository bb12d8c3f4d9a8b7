// The embedded PostgreSQL (PGlite) used when DATABASE_URL is not set. Only one process may
// open a data directory at a time, so the quick start runs a single server process. Opening
// migrates; seeding is not the client's job: the quick start, `npm run dev` / `npm start` and
// the browser tests' server run `npm run db:seed` before the server opens the database
// (scripts/seed.mts), so the database client never imports the seed (no import cycle through it).
import "server-only";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { applyMigrations } from "@/lib/db/migrations";
import { log } from "@/lib/log";

/**
 * Opens (creating and migrating) the embedded database. `close` must be called when done: the
 * Prisma adapter's dispose() leaves PGlite open, and an open PGlite keeps a script's process
 * alive after its work is finished (a seed that never exits hung every second quick start).
 */
export async function openEmbeddedDb(): Promise<{ prisma: PrismaClient; close: () => Promise<void> }> {
  const { EMBEDDED_DATABASE_DIR: dir, EMBEDDED_DATABASE_SNAPSHOT: snapshot } = env();
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // A snapshot only seeds a database in memory: a data directory on disk keeps its own data.
  const loadDataDir = inMemory && snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
  const pglite = new PGlite({ dataDir: dir, loadDataDir });
  await pglite.waitReady;
  const applied = await applyMigrations(pglite);
  if (applied.length > 0) log("info", "embedded database migrated", { applied: applied.length });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const close = async () => {
    await prisma.$disconnect();
    if (!pglite.closed) await pglite.close();
  };
  return { prisma, close };
}
