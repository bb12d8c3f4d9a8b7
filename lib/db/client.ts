// The Prisma client. With DATABASE_URL: that PostgreSQL server through PrismaPg.
// Without it: an embedded PostgreSQL (PGlite) under .data/, created and migrated on first
// use (seeded by the scripts that start a server: lib/db/embedded.ts), so a newcomer needs no
// server. Opened lazily so `next build` never touches it.
import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type Db = PrismaClient;

const globalCache = globalThis as unknown as {
  dbPromise?: Promise<PrismaClient>;
  pool?: pg.Pool;
  /** Closes the embedded database itself (Prisma's $disconnect() leaves PGlite open). */
  closeEmbedded?: () => Promise<void>;
};

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
    // Our own pool, so that hotQuery() below can use it too; $disconnect() closes it.
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: env().DATABASE_POOL_SIZE, connectionTimeoutMillis: 5_000 });
    globalCache.pool = pool;
    return new PrismaClient({
      adapter: new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true }),
    });
  }
  const { openEmbeddedDb } = await import("@/lib/db/embedded");
  const { prisma, close } = await openEmbeddedDb();
  globalCache.closeEmbedded = close;
  return prisma;
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

/**
 * A raw statement for the few queries every request runs (the session check): straight on the
 * pg pool as a named statement, which costs a third of a Prisma round trip in Node's CPU
 * (docs/performance.md, "Figures quoted from code"). On the embedded database, through Prisma.
 * `text` uses $1, $2, ... placeholders; `name` must be unique per text.
 */
export async function hotQuery<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
  const db = await getDb();
  const pool = globalCache.pool;
  if (pool) return (await pool.query({ name, text, values })).rows as T[];
  return db.$queryRawUnsafe<T[]>(text, ...values);
}

/** Closes the client (tests and scripts). */
export async function closeDb(): Promise<void> {
  const pending = globalCache.dbPromise;
  const closeEmbedded = globalCache.closeEmbedded;
  globalCache.dbPromise = undefined;
  globalCache.pool = undefined;
  globalCache.closeEmbedded = undefined;
  if (!pending) return;
  const db = await pending;
  if (closeEmbedded) await closeEmbedded();
  else await db.$disconnect();
}
