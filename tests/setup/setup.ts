// Runs before each test file: points the app at the test database chosen by global-setup.ts.
import { afterAll, inject } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { closeDb } from "@/lib/db/client";

const url = inject("databaseUrl");
if (url) process.env.DATABASE_URL = url;
else {
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_DATABASE_DIR = "memory://";
}
process.env.LOG_LEVEL ??= "silent";
// A fixed secret so tokens minted in one test decode in another.
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
resetEnvCache();

afterAll(async () => {
  await closeDb();
});
