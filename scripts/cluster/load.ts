// Check 4 of the cluster test, losing a server: a bounded mixed load through nginx (a fixed
// number of workers, each waiting for its answer before the next request), and halfway one
// app server is killed with SIGKILL. The workers are parents (reads, growth records, activity
// starts and completions) and farmers (soil analyses with an Idempotency-Key). Like the app's
// outbox, activity records and analyses are retried until they get a 2xx; a growth record is
// not (the app sends it once, from a form) and one that failed is "in doubt".
// Also samples PostgreSQL's connections for check 6 while both servers are under load.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { sampleSubmission } from "../../tests/helpers/soil";
import { call, newUser, sleep, type Reply, type User } from "./client";
import type { Cluster } from "./context";

const PARENTS = 6;
const FARMERS = 2;
const FARMER_ACCOUNTS = 16;
const RETRY_FOR_MS = 100_000;

interface Failure {
  what: string;
  startedAt: number;
  endedAt: number;
  result: string;
}

export interface LoadReport {
  requests: number;
  failures: Failure[];
  killAt: number;
  /** From the SIGKILL until the process's end was seen. */
  dyingMs: number;
  maxConnections: number;
  growth: number;
  completions: number;
  analyses: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function loseAServer(cluster: Cluster, seconds: number): Promise<LoadReport> {
  const { nginx, servers, db, standin, settings } = cluster;
  const base = nginx.base;
  const failures: Failure[] = [];
  let requests = 0;

  /** One request through nginx; a network error or a 5xx is a failure (null). */
  async function send(what: string, method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<Reply | null> {
    const startedAt = performance.now();
    requests++;
    try {
      const reply = await call(base, method, path, { token, body, headers, timeoutMs: 90_000 });
      if (reply.status < 500) return reply;
      failures.push({ what, startedAt, endedAt: performance.now(), result: `${reply.status} ${reply.text.slice(0, 120)}` });
    } catch (error) {
      failures.push({ what, startedAt, endedAt: performance.now(), result: String((error as Error).cause ?? error) });
    }
    return null;
  }

  /** Sends until a 2xx (the outbox's way); 409 in progress waits as Retry-After says. */
  async function untilDone(what: string, method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<Reply> {
    const deadline = performance.now() + RETRY_FOR_MS;
    while (performance.now() < deadline) {
      const reply = await send(what, method, path, token, body, headers);
      if (reply && reply.status < 300) return reply;
      if (reply && reply.status !== 409) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 200)}`);
      await sleep(reply ? Number(reply.headers.get("retry-after") ?? 1) * 1000 : 500);
    }
    throw new Error(`${what}: no 2xx within ${RETRY_FOR_MS / 1000} s of retries`);
  }

  // The users, their children and the activities those children can do.
  // A 3-year-old, whose plan has activities. Each parent writes one growth record per day of the
  // child's life; a fast machine could use up the days within the minute (see the growth case).
  const birth = new Date(Date.now() - 3 * 365 * 86_400_000);
  const parents: { user: User; childId: string; activities: string[]; days: Map<string, boolean> }[] = [];
  for (let i = 0; i < PARENTS; i++) {
    const user = await newUser(servers[i % 2].base, `parent${i}`);
    const child = await call(base, "POST", "/api/client/children", { token: user.accessToken, body: { name: `Bola ${i + 1}`, birthDate: isoDay(birth), gender: i % 2 ? "female" : "male" } });
    assert.equal(child.status, 201, `child: ${child.text.slice(0, 200)}`);
    const list = await call(base, "GET", `/api/client/activities/all?childId=${child.body.id}`, { token: user.accessToken });
    assert.equal(list.status, 200, `activities: ${list.text.slice(0, 200)}`);
    parents.push({ user, childId: child.body.id, activities: list.body.map((a: { id: string }) => a.id), days: new Map() });
  }
  const farmers: User[] = [];
  for (let i = 0; i < FARMER_ACCOUNTS; i++) farmers.push(await newUser(servers[i % 2].base, `farmer${i}`));
  const completions: { childId: string; activityId: string }[] = [];
  const analyses: { email: string; reportId: string }[] = [];

  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const killAt = started + (seconds * 1000) / 2;
  let killedAt = Infinity;
  let deadAt = Infinity;

  async function parentWorker(p: (typeof parents)[number]): Promise<void> {
    const { user, childId } = p;
    let day = 30;
    for (let i = 0; performance.now() < stopAt; i++) {
      const token = user.accessToken;
      switch (i % 4) {
        case 0:
          await send("children", "GET", "/api/client/children", token);
          break;
        case 1: {
          const recordedAt = isoDay(new Date(birth.getTime() + day++ * 86_400_000));
          if (recordedAt > isoDay(new Date())) break; // the child's days are used up: nothing to write
          const reply = await send("growth", "POST", `/api/client/children/${childId}/growth`, token, { recordedAt, weight: 13.5, height: 92, confirmed: true });
          if (reply && reply.status !== 201) throw new Error(`growth: ${reply.status} ${reply.text.slice(0, 200)}`);
          p.days.set(recordedAt, reply !== null);
          break;
        }
        case 2: {
          const activityId = p.activities.shift();
          if (!activityId) break;
          await untilDone("start", "POST", `/api/client/activities/start/${activityId}?childId=${childId}`, token);
          await untilDone("complete", "POST", `/api/client/activities/complete/${activityId}?childId=${childId}`, token, { score: 80, timeSpentSeconds: 60 });
          completions.push({ childId, activityId });
          break;
        }
        default:
          await send("dashboard", "GET", `/api/client/activities/dashboard?childId=${childId}`, token);
      }
    }
  }

  let farmerAnalyses = 0;
  async function farmerWorker(): Promise<void> {
    while (performance.now() < stopAt) {
      const n = farmerAnalyses++;
      // One quota unit per farmer stays free: an attempt in flight on the killed server has
      // used one (lib/soil/quota.ts counts every attempt), and its retry needs another.
      const farmer = farmers[Math.floor(n / (settings.SOIL_DAILY_QUOTA - 1))];
      if (!farmer) {
        await sleep(200);
        continue;
      }
      const reply = await untilDone("analysis", "POST", "/api/soil/analyze", farmer.accessToken, sampleSubmission(), { "Idempotency-Key": randomUUID() });
      analyses.push({ email: farmer.email, reportId: reply.body.reportId });
    }
  }

  // Check 6's sample: the servers' connections to the database while both run.
  let maxConnections = 0;
  const sampler = setInterval(() => {
    if (performance.now() > killAt) return;
    db.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [cluster.database]).then(
      (result) => (maxConnections = Math.max(maxConnections, result.rows[0].n)),
      () => {},
    );
  }, 200);
  const killer = setTimeout(() => {
    killedAt = performance.now();
    servers[1].child.kill("SIGKILL");
    // SIGKILL lands a moment later: a request sent in between still reached the dying server.
    void servers[1].exited.then(() => (deadAt = performance.now()));
  }, killAt - started);

  standin.setDelay(300); // analyses wait on the model, so some are in flight at the kill
  try {
    await Promise.all([...parents.map(parentWorker), ...Array.from({ length: FARMERS }, farmerWorker)]);
  } finally {
    clearInterval(sampler);
    clearTimeout(killer);
    standin.setDelay(0);
  }
  assert.ok(killedAt < Infinity, "the server was killed during the load");
  assert.ok(requests > 200, `a real load: ${requests} requests`);
  const answered = nginx.answeredBy();
  for (const server of servers) assert.ok((answered.get(`127.0.0.1:${server.port}`) ?? 0) > 50, `round robin: server ${server.name} answered ${answered.get(`127.0.0.1:${server.port}`) ?? 0} requests`);

  // Failures: only requests that were on their way when the server died (sent before its
  // death was seen, answered after the SIGKILL).
  const outside = failures.filter((f) => !(f.startedAt <= deadAt && f.endedAt >= killedAt));
  assert.deepEqual(
    outside.map((f) => `${f.what} ${f.result} (${((f.startedAt - killedAt) / 1000).toFixed(2)} s after the kill)`),
    [],
    "no failures but requests in flight at the kill",
  );
  assert.ok(failures.length <= PARENTS + FARMERS, `at most one failure per worker: ${failures.length}`);

  // Growth records: every 2xx exactly once; one in doubt at most once; nothing else.
  const growth = await db.query("SELECT child_id, recorded_at::text AS day, count(*)::int AS n FROM growth_records WHERE child_id = ANY($1::uuid[]) GROUP BY 1, 2", [
    parents.map((p) => p.childId),
  ]);
  const rows = new Map(growth.rows.map((r) => [`${r.child_id} ${r.day}`, r.n as number]));
  let growthOk = 0;
  for (const p of parents) {
    for (const [day, ok] of p.days) {
      const n = rows.get(`${p.childId} ${day}`) ?? 0;
      rows.delete(`${p.childId} ${day}`);
      if (ok) growthOk++;
      assert.ok(ok ? n === 1 : n <= 1, `growth record ${day} of child ${p.childId}: ${n} rows (answered ${ok ? "2xx" : "with a failure"})`);
    }
  }
  assert.deepEqual([...rows.keys()], [], "no growth records nobody sent");

  // Activities: each completed once, in one attempt.
  const attempts = await db.query(
    "SELECT child_id, activity_id, count(*)::int AS n, count(completed_at)::int AS done FROM activity_attempts WHERE child_id = ANY($1::uuid[]) GROUP BY 1, 2",
    [parents.map((p) => p.childId)],
  );
  const byActivity = new Map(attempts.rows.map((r) => [`${r.child_id} ${r.activity_id}`, r]));
  for (const c of completions) {
    const row = byActivity.get(`${c.childId} ${c.activityId}`);
    assert.ok(row && row.n === 1 && row.done === 1, `activity ${c.activityId}: ${row?.n ?? 0} attempts, ${row?.done ?? 0} completed`);
  }
  assert.equal(attempts.rows.length, completions.length, "no attempts beyond the completed activities");

  // Soil: every analysis the farmers asked for has one report, none twice.
  const reports = await db.query(
    "SELECT r.id, u.email FROM soil_reports r JOIN users u ON u.id = r.user_id WHERE u.email = ANY($1) AND r.status = 'ok' ORDER BY r.id",
    [farmers.map((f) => f.email)],
  );
  assert.deepEqual(
    reports.rows.map((r) => r.id).sort(),
    analyses.map((a) => a.reportId).sort(),
    "one report per analysis: none lost, none duplicated",
  );

  return { requests, failures, killAt: killedAt - started, dyingMs: deadAt - killedAt, maxConnections, growth: growthOk, completions: completions.length, analyses: analyses.length };
}
