// The server the browser tests run against: the production build on a fresh database.
// With DATABASE_URL: a database beside it named `<name>_e2e`, recreated, migrated and seeded.
// Without: an embedded database in a temporary directory, seeded the same way.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const port = process.argv[2] ?? "3100";
const env = { ...process.env, NODE_ENV: "production", PORT: port, MALLOC_ARENA_MAX: "2" };
env.AUTH_SECRET ??= "e2e-secret-e2e-secret-e2e-secret-0123456789";
// The demo account's data, which the production seed leaves out (e2e/web/newcomer.spec.ts).
env.SEED_DEMO = "1";

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1) || "postgres"}_e2e`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  env.EMBEDDED_DATABASE_DIR = path.join(mkdtempSync(path.join(tmpdir(), "e2e-db-")), "pglite");
}
for (const script of ["db:migrate", "db:seed"]) {
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The service worker is built from the Next build's output (serwist.config.mjs): build it when
// it is missing or older than the build, so a plain `npx next build` is enough before the tests.
const stale = (file) => !existsSync(file) || statSync(file).mtimeMs < statSync(".next/BUILD_ID").mtimeMs;
if (existsSync(".next/BUILD_ID") && stale("public/sw.js")) {
  const result = spawnSync("npm", ["run", "--silent", "build:sw"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In our process group, unlike the quick start's supervise(): Playwright stops its web server
// with SIGKILL to that group, which must reach Next's own server too.
const server = spawn("node", ["scripts/server.mjs", "start", port, "127.0.0.1"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
