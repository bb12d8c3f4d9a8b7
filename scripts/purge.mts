// `npm run db:purge`: removes what the retention rules say has been kept long enough
// (lib/account/purge.ts, docs/privacy.md). Safe from cron on every server at once: one purge
// holds the lock, the others print "ran": false. Each server also runs it daily by itself.
import "dotenv/config";
import { env } from "@/lib/env";

if (!env().DATABASE_URL) {
  // The embedded database opens in one process only: the running server purges it itself.
  console.error("db:purge needs DATABASE_URL. With the embedded database the server purges once a day by itself.");
  process.exit(1);
}
const { purgeExpiredData } = await import("@/lib/account/purge");
const { closeDb } = await import("@/lib/db/client");
try {
  console.log(JSON.stringify(await purgeExpiredData()));
} finally {
  await closeDb();
}
