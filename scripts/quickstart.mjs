// `npm run quickstart`: everything a newcomer needs on a fresh clone, in one command. Installs
// dependencies if missing, generates the Prisma client, and runs the app in development mode.
// Without DATABASE_URL it uses the embedded PostgreSQL under .data/: `npm run db:seed` creates,
// migrates and seeds it (catalogue + demo account) before the server starts.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { supervise } from "./supervise.mjs";

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// `npm install` follows the lock (docs/decisions/004-lock-file.md: `npm ci` works too).
if (!existsSync("node_modules")) run("npm", ["install", "--no-audit", "--no-fund"]);
run("node", ["scripts/prisma-generate.mjs"]);
await import("dotenv/config");
// The embedded database is seeded here, before the one process that may open it starts; the
// seed is idempotent, so a second quick start changes nothing (scripts/seed.mts).
if (!process.env.DATABASE_URL) run("npm", ["run", "--silent", "db:seed"]);

const port = process.env.PORT ?? "3000";
console.log(`
  Oila va Dala is starting on http://localhost:${port}
  Database: ${process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PostgreSQL in .data/"}
  Demo account: demo@example.com / demo12345
`);
// Ctrl-C, a SIGTERM or the end of `npm` stops the whole Next server (scripts/supervise.mjs).
supervise("node", ["scripts/server.mjs", "dev", port]);
// Open the database now rather than on the first visitor's request.
setTimeout(() => fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined), 3000);
