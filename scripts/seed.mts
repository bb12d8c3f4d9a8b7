// `npm run db:seed`: seeds the database of DATABASE_URL (or the embedded one, which opening
// creates and migrates). Idempotent, so the scripts that start a server on the embedded database
// run it every time (scripts/start.mjs, scripts/quickstart.mjs, scripts/e2e-server.mjs).
import "dotenv/config";
import { closeDb, getDb } from "@/lib/db/client";
import { seed } from "@/prisma/seed";

const quiet = process.argv.includes("--quiet");
await seed(await getDb(), quiet ? { log: () => undefined } : {});
await closeDb();
