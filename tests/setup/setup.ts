// Runs before each test file: points the app at the test database chosen by global-setup.ts.
import { afterAll, beforeAll, inject } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { closeDb, getDb } from "@/lib/db/client";
import { seed } from "@/prisma/seed";

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

// Without a server, each file's in-memory embedded database is new: seed it as `npm run db:seed`
// seeds a real one (global-setup.ts does that once for a server's database).
if (!url) beforeAll(async () => seed(await getDb(), { log: () => undefined }));

afterAll(async () => {
  await closeDb();
});
