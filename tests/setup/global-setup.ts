// Vitest global setup. With DATABASE_URL: a fresh database beside it (`<name>_vitest`), migrated
// and seeded once for the run, so tests never touch the developer's data. Without it: every test
// file opens its own in-memory embedded PostgreSQL, migrated on open and seeded by setup.ts.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations, pgRunner } from "@/lib/db/migrations";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) {
    project.provide("databaseUrl", null);
    return;
  }
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "postgres"}_vitest`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  url.pathname = `/${name}`;
  const testUrl = url.toString();
  const client = new pg.Client({ connectionString: testUrl });
  await client.connect();
  await applyMigrations(pgRunner(client));
  await client.end();

  process.env.DATABASE_URL = testUrl;
  const { seed } = await import("@/prisma/seed");
  const { getDb, closeDb } = await import("@/lib/db/client");
  await seed(await getDb(), { log: () => undefined });
  await closeDb();
  project.provide("databaseUrl", testUrl);
}
