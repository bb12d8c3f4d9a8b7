// Runs before each test file: gives the file its own copy of the run's seeded database
// (tests/setup/global-setup.ts), so files run in parallel and none sees another's writes.
// Test files read DATABASE_URL when they load, so the copy's name is set before they do; the
// copy itself is made while the file loads and is awaited before its first hook or test. The
// database client is imported only to close it, and only when the file opened it: a file of
// pure functions pays neither the copy's wait nor Prisma's import (docs/testing.md).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { adminQuery } from "@/tests/setup/admin";
import { keepEnv, restoreVitestState } from "@/tests/setup/file-state";

const database = inject("database");
process.env.LOG_LEVEL ??= "silent";
// A fixed secret so tokens minted in one test decode in another.
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";

let cloned: Promise<void> = Promise.resolve();
let dropClone = async () => undefined as void;
if (database.kind === "postgres") {
  // A clone of the migrated, seeded template: a file copy in PostgreSQL, far cheaper than migrating.
  const clone = `${database.template}_${process.env.VITEST_POOL_ID ?? "0"}_${randomBytes(4).toString("hex")}`;
  cloned = adminQuery(database.adminUrl, `CREATE DATABASE "${clone}" TEMPLATE "${database.template}"`);
  const url = new URL(database.adminUrl);
  url.pathname = `/${clone}`;
  process.env.DATABASE_URL = url.toString();
  dropClone = async () => {
    await cloned.catch(() => undefined);
    await adminQuery(database.adminUrl, `DROP DATABASE IF EXISTS "${clone}" WITH (FORCE)`);
  };
} else {
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_DATABASE_DIR = "memory://";
  process.env.EMBEDDED_DATABASE_SNAPSHOT = database.snapshot;
}
resetEnvCache();
// Taken after this file's own database settings, so the next file starts from the same.
const restoreEnv = keepEnv();

beforeAll(() => cloned);

afterAll(async () => {
  // Hooks run last-registered first: this runs after the test file's own afterAll.
  restoreEnv();
  resetEnvCache();
  restoreVitestState();
  // The stand-in model is a module switch; importing the module here costs once per worker.
  const { setSoilModelForTests } = await import("@/lib/soil/model");
  setSoilModelForTests(null);
  // The client keeps its state on globalThis (lib/db/client.ts): nothing there, nothing opened.
  if ((globalThis as { dbPromise?: unknown }).dbPromise !== undefined) {
    const { closeDb } = await import("@/lib/db/client");
    await closeDb();
  }
  await dropClone();
});
