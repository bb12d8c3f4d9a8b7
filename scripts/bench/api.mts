// `npm run bench`: API throughput and latency on a production build with realistic data.
// Builds, starts the production server (scripts/server.mjs) on its own PostgreSQL database (`<name>_bench` beside
// DATABASE_URL, or the local server's), seeds 1,000 users × 3 children × 50 attempts, then
// drives each endpoint with wrk (a second process) at 32 connections and prints requests/s,
// p50/p99 and the ratio to our empty handler measured in the same run. It prints the figures;
// nothing here passes or fails a build.
import pg from "pg";
import { hash } from "@node-rs/argon2";
import { BASE_DATABASE_URL, buildUnlessSkipped, machine, percentile, prepareDatabase as createDatabase, startServer } from "./harness";
import { addAttempts, seedVolume } from "./seed-data";
import { load, type LoadResult } from "./wrk";

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const BASE = `http://127.0.0.1:${PORT}`;
/** Measured seconds per endpoint, split over ROUNDS alternating rounds. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 2;
/** History sizes of the growth comparison; the last one is far past the dashboard's cap. */
const HISTORY_SIZES = [0, 1_000, 10_000, 100_000];
const ROUNDS = 3;
/** The issue's budgets: req/s against the empty handler, p99, the dashboard as history grows, statements. */
const BUDGET = { ratio: 0.5, p99Ms: 100, historyWithin: 0.2, dashboardQueries: 4 };
const dbName = `${BASE_DATABASE_URL.pathname.slice(1) || "postgres"}_bench`;
let url: URL;

async function prepareDatabase() {
  const { client, url: created } = await createDatabase(dbName);
  url = created;
  const started = Date.now();
  await seedVolume(client, await hash("bench-password", { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
  await client.query("ANALYZE");
  console.log(`seeded 1,000 users, 3,000 children, 150,000 attempts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return client;
}

const row = (name: string, r: LoadResult, floor?: LoadResult) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  `${floor ? `  ratio ${(r.rps / floor.rps).toFixed(2)}` : ""}${r.errors ? `  (${r.errors} errors)` : ""}`;

async function main() {
  buildUnlessSkipped();
  const client = await prepareDatabase();
  const server = await startServer({ port: PORT, database: url });
  try {
    const tokens = await (await fetch(`${BASE}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench-0@example.com", password: "bench-password" }),
    })).json();
    const auth = { Authorization: `Bearer ${tokens.accessToken}` };
    const { rows: [ids] } = await client.query(`
      SELECT (SELECT id FROM activities ORDER BY slug LIMIT 1) AS activity,
             (SELECT id FROM media_assets WHERE content_type = 'image/svg+xml' ORDER BY key LIMIT 1) AS asset,
             (SELECT active_child_id FROM users WHERE email = 'bench-0@example.com') AS child`);
    const at = (path: string) => `${BASE}${path}`;
    console.log(`\nwrk, 32 connections; ${machine()}`);
    console.log(`each endpoint: ${WARM_UP_SECONDS} s of warm-up, then ${ROUNDS} rounds of ${roundSeconds()} s alternating with the others; mean req/s, median p50, worst p99`);
    console.log(`budgets: every endpoint at least ${BUDGET.ratio.toFixed(2)} of the empty handler's req/s; p99 under ${BUDGET.p99Ms} ms`);
    const [floor, ...results] = alternate([
      { url: at("/api/ping") },
      { url: at("/api/client/children"), headers: auth },
      { url: at("/api/client/activities/dashboard"), headers: auth },
      { url: at(`/api/client/activities/details/${ids.activity}`), headers: auth },
      { url: at(`/api/client/activities/files/${ids.asset}`), headers: auth },
      { url: at(`/api/client/activities/start/${ids.activity}`), headers: auth, method: "POST" },
    ]);
    console.log(row("GET /api/ping (empty handler)", floor));
    const names = [
      "GET /api/client/children",
      "GET .../activities/dashboard",
      "GET .../activities/details/{id}",
      "GET .../activities/files/{id}",
      "POST .../activities/start/{id}",
    ];
    names.forEach((name, i) => console.log(row(name, results[i], floor)));

    const history = await historyGrowth(client, auth, floor);
    const queries = await inProcess(ids.child, history.children);
    printBudgets([["GET /api/ping (empty handler)", floor], ...names.map((name, i): [string, LoadResult] => [name, results[i]])], history.summaries, queries);
  } finally {
    await server.stop();
    await client.end();
  }
}

/** Seconds of one measured round: SECONDS per endpoint in all, split over ROUNDS. */
const roundSeconds = () => Math.max(1, Math.round(SECONDS / ROUNDS));

/**
 * Loads every target in turn, ROUNDS times, after one unmeasured warm-up each (Next loads a
 * route's code on its first request). Alternating spreads the machine's drift over time (other
 * work, the host) over all targets alike, so the ratios between them hold even when absolute
 * figures move. Returns per target: mean req/s, median p50, worst p99, all errors.
 */
function alternate(targets: { url: string; headers?: Record<string, string>; method?: string }[]): LoadResult[] {
  for (const t of targets) load(t.url, { ...t, seconds: WARM_UP_SECONDS });
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    targets.forEach((t, i) => runs[i].push(load(t.url, { ...t, seconds: roundSeconds() })));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return runs.map((r) => ({
    rps: r.reduce((sum, x) => sum + x.rps, 0) / r.length,
    p50: median(r.map((x) => x.p50)),
    p99: Math.max(...r.map((x) => x.p99)),
    errors: r.reduce((sum, x) => sum + x.errors, 0),
  }));
}

/**
 * The dashboard for children of the same age whose histories differ only in length. Attempts
 * are spread over 400 past days (seed-data.ts): the 28-day window holds ~70 of 1,000, and the
 * dashboard's cap of 200 is reached with 10,000 and 100,000.
 */
async function historyGrowth(client: pg.Client, auth: Record<string, string>, floor: LoadResult) {
  const children: string[] = [];
  for (const past of HISTORY_SIZES) {
    const { rows: [child] } = await client.query(`
      INSERT INTO children (id, user_id, name, birth_date, gender)
      SELECT gen_random_uuid(), id, 'Tarix ' || $1::int, current_date - 913, 'female' FROM users WHERE email = 'bench-0@example.com'
      RETURNING id`, [past]);
    if (past) await addAttempts(client, `SELECT '${child.id}'::uuid AS id`, past);
    children.push(child.id);
  }
  await client.query("ANALYZE activity_attempts");

  const summaries = alternate(children.map((child) => ({ url: `${BASE}/api/client/activities/dashboard?childId=${child}`, headers: auth })));
  console.log(`\ndashboard as a 30-month-old's history grows (measured as above)`);
  console.log(`budget: req/s within ${BUDGET.historyWithin * 100}% of the empty history's`);
  HISTORY_SIZES.forEach((past, i) => console.log(`${row(`  ${past.toLocaleString("en")} past attempts`, summaries[i], floor)}  vs 0: ${(summaries[i].rps / summaries[0].rps).toFixed(2)}`));
  return { children, summaries };
}

/** Each budget of the issue with its figure from this run, MET or MISSED. */
function printBudgets(endpoints: [string, LoadResult][], history: LoadResult[], queries: { first: number; later: number }) {
  const verdict = (ok: boolean) => (ok ? "MET" : "MISSED");
  const [, floor] = endpoints[0];
  console.log("\nbudgets");
  for (const [name, r] of endpoints) {
    const ratio = r === floor ? "" : `ratio ${(r.rps / floor.rps).toFixed(2)} (>= ${BUDGET.ratio.toFixed(2)}) ${verdict(r.rps / floor.rps >= BUDGET.ratio)}  `;
    const errors = r.errors ? `  ${r.errors} errors: MISSED` : "";
    console.log(`  ${name.padEnd(32)} ${ratio.padEnd(30)}p99 ${r.p99.toFixed(1)} ms (< ${BUDGET.p99Ms} ms) ${verdict(r.p99 < BUDGET.p99Ms)}${errors}`);
  }
  for (const [i, r] of history.entries()) {
    if (i === 0) continue;
    const vs = r.rps / history[0].rps;
    console.log(`  dashboard, ${HISTORY_SIZES[i].toLocaleString("en")} past attempts vs none: ${vs.toFixed(2)} (within ${BUDGET.historyWithin * 100}%) ${verdict(Math.abs(vs - 1) <= BUDGET.historyWithin)}`);
  }
  const worst = Math.max(queries.first, queries.later);
  console.log(`  queries per dashboard request: ${queries.first} first of the day, ${queries.later} after (<= ${BUDGET.dashboardQueries}) ${verdict(worst <= BUDGET.dashboardQueries)}`);
}

/**
 * In this process, on the benchmark database: the SQL statements of one dashboard request,
 * counted at the pg driver (the day's first request for a child works out the plan, later ones
 * reuse it: dashboard.ts), and the time the day's first plan takes as history grows, which the
 * wrk runs above, hitting one child all day, see only once.
 */
async function inProcess(childId: string, historyChildren: string[]) {
  process.env.DATABASE_URL = url.toString();
  process.env.LOG_LEVEL = "silent";
  const { installQueryCounter, removeQueryCounter, countQueries } = await import("../../tests/helpers/count-queries");
  const { getDashboard, loadUsage } = await import("../../lib/activities/dashboard");
  const { buildPlanFromUsage } = await import("../../lib/activities/plan");
  const { getCatalogue } = await import("../../lib/activities/catalogue-cache");
  const { childAgeMonths } = await import("../../lib/activities/child");
  const { getDb, closeDb } = await import("../../lib/db/client");
  const { tashkentDate } = await import("../../lib/time");
  const childRow = async (child: string) =>
    (await (await getDb()).$queryRawUnsafe<{ user_id: string; birthDate: string }[]>(
      `SELECT user_id::text, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate" FROM children WHERE id = '${child}'`,
    ))[0];
  const catalogue = await getCatalogue();
  const { user_id: user } = await childRow(childId);
  installQueryCounter();
  const first = await countQueries(() => getDashboard(user));
  const later = await countQueries(() => getDashboard(user));
  removeQueryCounter();
  console.log(`\nqueries per dashboard request (catalogue cached): the day's first ${first}, later ${later} (budget ${BUDGET.dashboardQueries})`);

  const day = tashkentDate();
  console.log("the day's first plan of a child (the usage query and the rules), in this process, median of 200:");
  for (const [i, child] of historyChildren.entries()) {
    const ageMonths = childAgeMonths(await childRow(child), day);
    const times: number[] = [];
    for (let n = 0; n < 250; n++) {
      const started = performance.now();
      const usage = await loadUsage(child, day, catalogue);
      buildPlanFromUsage({ childId: child, day, ageMonths, candidates: catalogue.activities, usage });
      if (n >= 50) times.push(performance.now() - started);
    }
    console.log(`  ${HISTORY_SIZES[i].toLocaleString("en").padStart(7)} past attempts  ${percentile(times, 50).toFixed(2)} ms`);
  }
  await closeDb();
  return { first, later };
}

await main();
