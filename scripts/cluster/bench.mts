// `npm run bench:cluster`: requests per second and p99 through nginx (deploy/nginx.conf) with
// one app server and with two, on this machine (docs/performance.md, "Two servers"). Both
// servers and both nginx instances run at once; each measurement goes through the nginx whose
// upstream is one server or both. wrk drives a signed-in read (GET /api/client/children: the
// session check and one query) and the liveness answer (GET /api/ping: no database).
// Needs the production build, nginx and wrk. It prints figures; nothing here fails a build.
// Env: BENCH_CLUSTER_SECONDS (10 per run), CLUSTER_PORT (first of five ports, 3460).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isPortFree } from "../free-port.mjs";
import pg from "pg";
import { BASE_DATABASE_URL, databaseUrl, machine, prepareDatabase } from "../bench/harness";
import { load } from "../bench/wrk";
import { call, newUser } from "./client";
import { appEnv } from "./context";
import { findNginx, startNginx, type Nginx } from "./nginx";
import { killAllServers, startAppServer } from "./servers";

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const first = Number(process.env.CLUSTER_PORT ?? 3460);
const [portA, portB, portOne, portTwo, portModel] = [0, 1, 2, 3, 4].map((i) => first + i);
const DATABASE = "bench_cluster";
const nginxBinary = findNginx();
if (!nginxBinary) throw new Error("nginx is missing (Debian: apt-get install nginx)");

for (const port of [portA, portB, portOne, portTwo, portModel]) {
  if (!(await isPortFree(port))) throw new Error(`port ${port} is busy: set CLUSTER_PORT to the first of five free ports`);
}

const limits = { RATE_LIMIT_REGISTER_PER_HOUR: 100_000, RATE_LIMIT_LOGIN_PER_15MIN: 100_000, SOIL_DAILY_QUOTA: 1_000, DATABASE_POOL_SIZE: 10 };
async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

const dirs: string[] = [];
const proxies: Nginx[] = [];
try {
  const { client } = await prepareDatabase(DATABASE);
  await client.end();
  const env = appEnv(databaseUrl(DATABASE).toString(), portTwo, `http://127.0.0.1:${portModel}/v1beta`, limits);
  const [a] = await Promise.all([startAppServer("A", portA, env), startAppServer("B", portB, env)]);
  for (const [port, upstreams] of [[portOne, [portA]], [portTwo, [portA, portB]]] as const) {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-cluster-"));
    dirs.push(dir);
    proxies.push(await startNginx(nginxBinary, dir, port, [...upstreams]));
  }
  const user = await newUser(a.base, "bench");
  const child = await call(a.base, "POST", "/api/client/children", { token: user.accessToken, body: { name: "Bola", birthDate: "2024-03-01", gender: "female" } });
  if (child.status !== 201) throw new Error(`child: ${child.status}`);

  console.log(`Machine: ${machine()}`);
  console.log(`${SECONDS} s per run, 32 connections, one wrk thread; each figure the better of two runs\n`);
  const rows: string[] = [];
  for (const [name, url, headers] of [
    ["GET /api/client/children (signed in)", "/api/client/children", { authorization: `Bearer ${user.accessToken}` }],
    ["GET /api/ping (no database)", "/api/ping", {}],
  ] as const) {
    const best = (base: string) => {
      const runs = [load(`${base}${url}`, { headers, seconds: SECONDS }), load(`${base}${url}`, { headers, seconds: SECONDS })];
      return runs.sort((x, y) => y.rps - x.rps)[0];
    };
    const one = best(proxies[0].base);
    const two = best(proxies[1].base);
    rows.push(
      `| ${name} | ${one.rps.toFixed(0)} | ${one.p99.toFixed(1)} | ${two.rps.toFixed(0)} | ${two.p99.toFixed(1)} | ${(two.rps / one.rps).toFixed(2)} | ${one.errors + two.errors} |`,
    );
  }
  console.log("| request | 1 server req/s | 1 server p99 ms | 2 servers req/s | 2 servers p99 ms | ratio | errors |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
} finally {
  killAllServers();
  for (const proxy of proxies) await proxy.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await dropDatabase(DATABASE);
}
