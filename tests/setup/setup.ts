// Runs before each test file: gives the file its own copy of the run's seeded database
// (tests/setup/global-setup.ts), so files run in parallel and none sees another's writes.
// Top-level await on purpose: test files read DATABASE_URL when they load.
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { closeDb } from "@/lib/db/client";
import { adminQuery } from "@/tests/setup/admin";

const database = inject("database");
process.env.LOG_LEVEL ??= "silent";
// A fixed secret so tokens minted in one test decode in another.
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";

let dropClone = async () => undefined as void;
if (database.kind === "postgres") {
  // A clone of the migrated, seeded template: a file copy in PostgreSQL, far cheaper than migrating.
  const clone = `${database.template}_${process.env.VITEST_POOL_ID ?? "0"}_${randomBytes(4).toString("hex")}`;
  await adminQuery(database.adminUrl, `CREATE DATABASE "${clone}" TEMPLATE "${database.template}"`);
  const url = new URL(database.adminUrl);
  url.pathname = `/${clone}`;
  process.env.DATABASE_URL = url.toString();
  dropClone = () => adminQuery(database.adminUrl, `DROP DATABASE IF EXISTS "${clone}" WITH (FORCE)`);
} else {
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_DATABASE_DIR = "memory://";
  process.env.EMBEDDED_DATABASE_SNAPSHOT = database.snapshot;
}
resetEnvCache();

afterAll(async () => {
  await closeDb();
  await dropClone();
});

