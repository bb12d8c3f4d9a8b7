// `npm run db:seed`: seeds the database of DATABASE_URL (or the embedded one).
import "dotenv/config";
import { closeDb, getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { seed } from "@/prisma/seed";

const db = await getDb();
// The embedded database seeds itself when it is created; seeding again is harmless.
if (env().DATABASE_URL || process.argv.includes("--force")) await seed(db);
await closeDb();
