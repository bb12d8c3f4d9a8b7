// Applies prisma/migrations/*/migration.sql in order and records them in _prisma_migrations
// exactly as `prisma migrate deploy` does (same table, sha256 checksum), so either tool can take
// over. We need our own runner because the Prisma CLI downloads a native engine, which is not
// possible offline, and because the embedded database (PGlite) has no server to point it at.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
}

/** node-postgres speaks the same protocol; a script of statements is one simple query. */
export function pgRunner(client: { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }): SqlRunner {
  return { query: (sql, params) => client.query(sql, params), exec: (sql) => client.query(sql) };
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = path.join(process.cwd(), "prisma/migrations")): Migration[] {
  // The folder is read at run time on purpose; keep the bundler from tracing the whole project.
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Applies pending migrations; returns the names applied. Refuses to run over an edited one. */
export async function applyMigrations(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await db.exec(CREATE_TABLE);
  const { rows } = await db.query(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(rows.map((row) => [String(row.migration_name), String(row.checksum)]));
  const done: string[] = [];
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) {
        throw new Error(`Migration ${migration.name} was changed after it was applied`);
      }
      continue;
    }
    await db.exec(`BEGIN;\n${migration.sql}\n;COMMIT;`).catch(async (error) => {
      await db.exec("ROLLBACK").catch(() => undefined);
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    });
    await db.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    done.push(migration.name);
  }
  return done;
}
