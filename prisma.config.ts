import "dotenv/config";
import { defineConfig } from "prisma/config";

// Prisma 7 reads the URL from here, not from schema.prisma. Migrations are applied by
// scripts/migrate.mts (works offline and on the embedded database); `prisma migrate deploy`
// applies the same folder where the schema engine can be downloaded.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
