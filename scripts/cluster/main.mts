// `npm run test:cluster`: the README's claim that app servers keep no state, tested. Two
// production servers (started with deploy/oila-dala@.service's ExecStart, i.e. scripts/server.mjs)
// on one PostgreSQL database, nginx in front with deploy/nginx.conf, and the Gemini stand-in.
// Checks, each a set of assertions (docs/deploy.md explains what they stand for):
//   1. state is shared (sessions, logout, refresh rotation and reuse) - shared-state.ts
//   2. limits are global (failed sign-ins, registrations, soil quota) - shared-state.ts
//   3. one Idempotency-Key sent to both servers at once: one model call, one report
//   4. losing a server: SIGKILL under a 60 s mixed load, nothing lost or doubled - load.ts
//   5. a deploy: SIGTERM drains, the analysis in flight finishes, no client error - deploy.ts
//   6. both servers together stay within DATABASE_POOL_SIZE each (pg_stat_activity)
//   and nginx passes the client's real address and the app's body limits - proxy.ts,
//   the systemd units verify, a backup restores - drill.ts
// Its database is `<DATABASE_URL's name>_cluster` (and `_cluster_restore`), dropped at the end.
// Ports: CLUSTER_PORT, else four free ones from 3400 up, never a browser test's (E2E_PORT).
// CLUSTER_LOAD_SECONDS sets check 4's length (60). Needs the production build (`npm run build`)
// and nginx (Debian: apt-get install nginx).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { isPortFree } from "../free-port.mjs";
import { startGeminiStandin } from "../bench/gemini-standin";
import { BASE_DATABASE_URL, databaseUrl, prepareDatabase } from "../bench/harness";
import { appEnv, SETTINGS, type Cluster } from "./context";
import { backupAndRestore, verifyUnits } from "./drill";
import { deployOneServer } from "./deploy";
import { loseAServer } from "./load";
import { findNginx, nginxErrors, startNginx, type Nginx } from "./nginx";
import { killAllServers, startAppServer, type AppServer } from "./servers";
import { proxyPassesAddressAndLimits } from "./proxy";
import { exactlyOnceAcrossServers, limitsAreGlobal, sessionsAreShared } from "./shared-state";

const started = performance.now();
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 60);
const baseName = BASE_DATABASE_URL.pathname.slice(1) || "postgres";
const DATABASE = `${baseName}_cluster`;
const RESTORED = `${baseName}_cluster_restore`;

const nginxBinary = findNginx();
if (!nginxBinary) {
  console.error("nginx is missing: install it (Debian/Ubuntu: sudo apt-get install nginx) and run npm run test:cluster again.");
  process.exit(1);
}
if (!existsSync(".next/BUILD_ID") || !existsSync("public/sw.js")) {
  console.error("No production build: run `npm run build` (or `npx next build && npm run build:sw`) first.");
  process.exit(1);
}

/** Four consecutive free ports (app A, app B, nginx, model stand-in), clear of the browser tests'. */
async function pickPorts(): Promise<number[]> {
  const e2e = Number(process.env.E2E_PORT ?? 3100);
  const clash = (port: number) => (port >= e2e && port <= e2e + 51) || (port >= 3100 && port <= 3191);
  const first = Number(process.env.CLUSTER_PORT ?? 3400);
  for (let base = first; base < first + 200; base += 4) {
    const ports = [base, base + 1, base + 2, base + 3];
    if (ports.some(clash)) continue;
    let free = true;
    for (const port of ports) if (!(await isPortFree(port))) free = false;
    if (free) return ports;
    if (process.env.CLUSTER_PORT) break;
  }
  throw new Error(`no four free ports from ${first}: set CLUSTER_PORT to a free range`);
}

const results: { name: string; ok: boolean; note: string }[] = [];
async function check<T>(name: string, run: () => Promise<T>, note: (value: T) => string = () => ""): Promise<void> {
  const at = performance.now();
  try {
    const value = await run();
    results.push({ name, ok: true, note: note(value) });
    console.log(`ok   ${name} (${((performance.now() - at) / 1000).toFixed(1)} s) ${note(value)}`);
  } catch (error) {
    results.push({ name, ok: false, note: (error as Error).message });
    console.log(`FAIL ${name}\n     ${(error as Error).message.split("\n").join("\n     ")}`);
  }
}

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let nginx: Nginx | undefined;
let nginxDir: string | undefined;
let db: pg.Client | undefined;
let standin: Awaited<ReturnType<typeof startGeminiStandin>> | undefined;
const servers: AppServer[] = [];
// Whatever ends this process (Ctrl-C, a crash) ends the servers and nginx with it; the next
// run drops the databases a crash left.
process.on("exit", () => {
  killAllServers();
  nginx?.child.kill("SIGKILL");
});
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

try {
  const [portA, portB, portNginx, portModel] = await pickPorts();
  console.log(`cluster: app servers on ${portA} and ${portB}, nginx on ${portNginx}, model stand-in on ${portModel}, database ${DATABASE}`);
  const prepared = await prepareDatabase(DATABASE);
  await prepared.client.end();
  standin = await startGeminiStandin(portModel);
  const env = appEnv(databaseUrl(DATABASE).toString(), portNginx, standin.baseUrl);
  servers.push(...(await Promise.all([startAppServer("A", portA, env), startAppServer("B", portB, env)])));
  nginxDir = mkdtempSync(path.join(tmpdir(), "cluster-nginx-"));
  nginx = await startNginx(nginxBinary, nginxDir, portNginx, [portA, portB]);
  db = new pg.Client({ connectionString: databaseUrl(DATABASE).toString(), application_name: "cluster-test" });
  await db.connect();
  const cluster: Cluster = {
    servers,
    nginx,
    standin,
    db,
    database: DATABASE,
    settings: SETTINGS,
    restart: async (i) => {
      servers[i] = await startAppServer(servers[i].name, servers[i].port, env);
      return servers[i];
    },
  };

  await check("nginx: the real client address and the app's body limits", () => proxyPassesAddressAndLimits(cluster));
  await check("1. state is shared: sessions, logout, refresh rotation and reuse across servers", () => sessionsAreShared(cluster));
  await check("2. limits are global: failed sign-ins, registrations, soil quota", () => limitsAreGlobal(cluster));
  await check("3. exactly once across servers: one key sent to both at once", () => exactlyOnceAcrossServers(cluster));
  let load: Awaited<ReturnType<typeof loseAServer>> | undefined;
  await check(
    `4. losing a server: SIGKILL halfway through ${LOAD_SECONDS} s of load`,
    async () => (load = await loseAServer(cluster, LOAD_SECONDS)),
    (r) =>
      `${r.requests} requests, killed at ${(r.killAt / 1000).toFixed(1)} s (dead ${r.dyingMs.toFixed(0)} ms later), ${r.failures.length} failed in flight (${r.failures.map((f) => f.what).join(", ") || "none"}); ` +
      `${r.growth} growth records, ${r.completions} activities, ${r.analyses} analyses checked`,
  );
  await check("6. connections: both servers within DATABASE_POOL_SIZE each", async () => {
    if (!load) throw new Error("no figures: check 4 did not run to the end");
    const budget = servers.length * SETTINGS.DATABASE_POOL_SIZE;
    if (load.maxConnections > budget) throw new Error(`${load.maxConnections} connections to PostgreSQL, over ${servers.length} x ${SETTINGS.DATABASE_POOL_SIZE}`);
    if (load.maxConnections === 0) throw new Error("no connections seen: the sample did not work");
    return load.maxConnections;
  }, (n) => `at most ${n} of ${servers.length} x ${SETTINGS.DATABASE_POOL_SIZE}`);
  if (servers[1].child.exitCode === null && servers[1].child.signalCode === null) servers[1].child.kill("SIGKILL");
  await servers[1].exited;
  await cluster.restart(1);
  await check("5. a deploy: SIGTERM drains within SHUTDOWN_GRACE_MS, no client error", () => deployOneServer(cluster), (r) => `drained in ${(r.drainMs / 1000).toFixed(1)} s, ${r.requests} client requests`);
  await check("systemd units verify (systemd-analyze verify)", async () => verifyUnits() ?? "systemd-analyze missing: the units ran through their ExecStart only", (note) => note);
  await check("backup and restore: pg_dump, pg_restore, same rows", async () => {
    await admin(`DROP DATABASE IF EXISTS "${RESTORED}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${RESTORED}"`);
    return backupAndRestore(databaseUrl(DATABASE), databaseUrl(RESTORED), path.join(nginxDir!, "backup.dump"));
  }, (rows) => `${rows.users} users, ${rows.soil_reports} soil reports`);
} catch (error) {
  results.push({ name: "setup", ok: false, note: (error as Error).message });
  console.log(`FAIL setup: ${(error as Error).stack}`);
} finally {
  const failed = results.some((r) => !r.ok);
  if (failed) {
    for (const server of servers) console.log(server.output.slice(-30).join("\n"));
    if (nginxDir) console.log(`[nginx] ${nginxErrors(nginxDir).split("\n").slice(-20).join("\n[nginx] ")}`);
  }
  killAllServers();
  await nginx?.stop();
  await standin?.close();
  await db?.end().catch(() => {});
  for (const name of [DATABASE, RESTORED]) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  console.log(`\n${results.filter((r) => r.ok).length} of ${results.length} checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exit(failed ? 1 : 0);
}
