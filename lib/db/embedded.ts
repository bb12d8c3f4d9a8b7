// The embedded PostgreSQL (PGlite) used when DATABASE_URL is not set. Only one process may
// open a data directory at a time, so the quick start runs a single server process.
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
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  if (applied.length > 0) {
    // A new database: load the catalogue and, outside production, the demo account.
    const { seed } = await import("@/prisma/seed");
    await seed(prisma, { log: (line) => log("info", `seed: ${line}`) });
  }
  return prisma;
}
