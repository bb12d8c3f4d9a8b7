// The Prisma client. With DATABASE_URL: that PostgreSQL server through PrismaPg.
// Without it: an embedded PostgreSQL (PGlite) under .data/, created, migrated and seeded on
// first use, so a newcomer needs no server. Opened lazily so `next build` never touches it.
import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type Db = PrismaClient;

const globalCache = globalThis as unknown as { dbPromise?: Promise<PrismaClient> };

/** The shared client; the first call may create and migrate the embedded database. */
export function getDb(): Promise<PrismaClient> {
  globalCache.dbPromise ??= openDb().catch((error) => {
    globalCache.dbPromise = undefined; // let the next request try again
    throw error;
  });
  return globalCache.dbPromise;
}

async function openDb(): Promise<PrismaClient> {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) {
    return new PrismaClient({
      adapter: new PrismaPg(
        { connectionString: DATABASE_URL, max: 10, connectionTimeoutMillis: 5_000 },
        { statementNameGenerator: statementName },
      ),
    });
  }
  const { openEmbeddedDb } = await import("@/lib/db/embedded");
  return openEmbeddedDb();
}

// Named statements are parsed and planned once per connection, then only bound and executed:
// this takes a third off PostgreSQL's CPU time per request (docs/performance.md). The texts come
// from Prisma's query shapes and our few raw queries, a fixed set (plus one per list length of
// an `in` filter), so the statements each connection keeps stay few.
const statementNames = new Map<string, string>();
function statementName({ sql }: { sql: string }): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** Closes the client (tests and scripts). */
export async function closeDb(): Promise<void> {
  const pending = globalCache.dbPromise;
  globalCache.dbPromise = undefined;
  if (pending) await (await pending).$disconnect();
}
