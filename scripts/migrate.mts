// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL (or the embedded database),
// recording them in _prisma_migrations like `prisma migrate deploy`. Works offline.
import "dotenv/config";
import pg from "pg";
import { applyMigrations, pgRunner } from "@/lib/db/migrations";
import { env } from "@/lib/env";

const url = env().DATABASE_URL;
if (url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Same lock id as Prisma's migrate, so two deploys never apply migrations at once.
    await client.query("SELECT pg_advisory_lock(72707369)");
    const applied = await applyMigrations(pgRunner(client));
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
  } finally {
    await client.end();
  }
} else {
  const { getDb, closeDb } = await import("@/lib/db/client");
  await getDb(); // creating the embedded database migrates it
  await closeDb();
  console.log("embedded database is up to date");
}
