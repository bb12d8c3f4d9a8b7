// Vitest global setup: one migrated, seeded database made once per run, which every test file
// copies (tests/setup/setup.ts), so test files run in parallel workers without migrating again
// and no file sees another's writes.
// - With DATABASE_URL: a template database beside it (`<name>_vitest`); each file clones it with
//   CREATE DATABASE ... TEMPLATE and drops its clone when done. The developer's data is never
//   touched.
// - Without it: an in-memory embedded PostgreSQL, dumped to a file (PGlite's dumpDataDir); each
//   file starts its own in-memory database from that dump (EMBEDDED_DATABASE_SNAPSHOT).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { TestProject } from "vitest/node";
import { applyMigrations, pgRunner } from "@/lib/db/migrations";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seed } from "@/prisma/seed";
import { adminQuery } from "@/tests/setup/admin";

export type TestDatabase = { kind: "postgres"; adminUrl: string; template: string } | { kind: "embedded"; snapshot: string };

declare module "vitest" {
  export interface ProvidedContext {
    database: TestDatabase;
  }
}

const quiet = { log: () => undefined };

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const template = await makeTemplate(base);
    project.provide("database", { kind: "postgres", adminUrl: base, template });
    return () => dropDatabases(base, template);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "vitest-db-"));
  const snapshot = path.join(dir, "seeded.tar");
  writeFileSync(snapshot, Buffer.from(await (await makeSnapshot()).arrayBuffer()));
  project.provide("database", { kind: "embedded", snapshot });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function makeTemplate(base: string): Promise<string> {
  const url = new URL(base);
  const template = `${url.pathname.slice(1) || "postgres"}_vitest`;
  await dropDatabases(base, template);
  await adminQuery(base, `CREATE DATABASE "${template}"`);
  url.pathname = `/${template}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await applyMigrations(pgRunner(client));
  } finally {
    await client.end();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  await seed(prisma, quiet);
  await prisma.$disconnect();
  return template;
}

async function makeSnapshot(): Promise<Blob> {
  const pglite = new PGlite();
  await pglite.waitReady;
  await applyMigrations(pglite);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  await seed(prisma, quiet);
  await prisma.$disconnect();
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  return dump;
}

/** Drops the template and every clone left by a run that was killed before its teardown. */
async function dropDatabases(base: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
      [template],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

