// Checks 1-3 of the cluster test: state is shared, limits are global, and an analysis runs
// exactly once, whichever server a request reaches. Requests go straight to one server or the
// other, so which server answers is certain, not nginx's choice.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { sampleSubmission } from "../../tests/helpers/soil";
import { call, freshAddress, newUser, sleep } from "./client";
import type { Cluster } from "./context";

/** 1. A session made on one server works on the other; logout, rotation and reuse hold across. */
export async function sessionsAreShared({ servers: [a, b] }: Cluster): Promise<void> {
  const user = await newUser(a.base, "shared");
  assert.equal((await call(b.base, "GET", "/api/auth/me", { token: user.accessToken })).status, 200, "a token from A is accepted by B");

  // Rotation on A, the new pair used on B.
  const rotated = await call(a.base, "POST", "/api/auth/refresh", { body: { refreshToken: user.refreshToken } });
  assert.equal(rotated.status, 200, "refresh on A");
  const again = await call(b.base, "POST", "/api/auth/refresh", { body: { refreshToken: rotated.body.refreshToken } });
  assert.equal(again.status, 200, "B accepts the refresh token A issued");
  // Reuse of the first (used) token on B revokes the family: the newest token dies on A too.
  assert.equal((await call(b.base, "POST", "/api/auth/refresh", { body: { refreshToken: user.refreshToken } })).status, 401, "reuse on B refused");
  assert.equal((await call(a.base, "POST", "/api/auth/refresh", { body: { refreshToken: again.body.refreshToken } })).status, 401, "the family is revoked on A after a reuse on B");
  assert.equal((await call(a.base, "GET", "/api/auth/me", { token: again.body.accessToken })).status, 401, "the session ended on A after a reuse on B");

  // Logout on A ends the session on B.
  const session = await call(b.base, "POST", "/api/auth/token", { from: freshAddress(), body: { email: user.email, password: user.password } });
  assert.equal(session.status, 200, "sign-in on B");
  assert.equal((await call(a.base, "GET", "/api/auth/me", { token: session.body.accessToken })).status, 200, "B's session works on A");
  assert.equal((await call(a.base, "POST", "/api/auth/logout", { body: { refreshToken: session.body.refreshToken } })).status, 204, "logout on A");
  assert.equal((await call(b.base, "GET", "/api/auth/me", { token: session.body.accessToken })).status, 401, "after logout on A, B refuses the access token");
  assert.equal((await call(b.base, "POST", "/api/auth/refresh", { body: { refreshToken: session.body.refreshToken } })).status, 401, "after logout on A, B refuses the refresh token");
}

/** Statuses of `tries` requests, alternating between the servers (or on the first only). */
async function statuses(bases: string[], tries: number, send: (base: string) => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < tries; i++) out.push(await send(bases[i % bases.length]));
  return out;
}

/** 2. The sign-in throttle, the registration limit and the soil quota count across servers. */
export async function limitsAreGlobal({ servers: [a, b], settings }: Cluster): Promise<void> {
  const both = [a.base, b.base];

  // Failed sign-ins on one account: the free ones get 401, the next one waits (429).
  const wrongPasswords = async (bases: string[]) => {
    const user = await newUser(a.base, "throttle");
    const from = freshAddress();
    return statuses(bases, settings.RATE_LIMIT_LOGIN_PER_15MIN + 2, async (base) =>
      (await call(base, "POST", "/api/auth/token", { from, body: { email: user.email, password: "wrong-password" } })).status,
    );
  };
  const loginOne = await wrongPasswords([a.base]);
  const loginTwo = await wrongPasswords(both);
  const expectedLogin = [...Array(settings.RATE_LIMIT_LOGIN_PER_15MIN).fill(401), 429, 429];
  assert.deepEqual(loginOne, expectedLogin, "failed sign-ins on one server");
  assert.deepEqual(loginTwo, loginOne, "failed sign-ins alternating between servers count as on one server");

  // Registrations from one address.
  const registrations = async (bases: string[]) => {
    const from = freshAddress();
    return statuses(bases, settings.RATE_LIMIT_REGISTER_PER_HOUR + 2, async (base) =>
      (await call(base, "POST", "/api/auth/register", { from, body: { email: `reg-${randomUUID().slice(0, 8)}@example.com`, password: "cluster-password-1", name: "Klaster" } })).status,
    );
  };
  const registerOne = await registrations([a.base]);
  const registerTwo = await registrations(both);
  assert.deepEqual(registerOne, [...Array(settings.RATE_LIMIT_REGISTER_PER_HOUR).fill(201), 429, 429], "registrations on one server");
  assert.deepEqual(registerTwo, registerOne, "registrations alternating between servers count as on one server");

  // The soil quota: analyses without a key, one user.
  const analyses = async (bases: string[]) => {
    const user = await newUser(a.base, "quota");
    return statuses(bases, settings.SOIL_DAILY_QUOTA + 2, async (base) =>
      (await call(base, "POST", "/api/soil/analyze", { token: user.accessToken, body: sampleSubmission() })).status,
    );
  };
  const quotaOne = await analyses([a.base]);
  const quotaTwo = await analyses(both);
  assert.deepEqual(quotaOne, [...Array(settings.SOIL_DAILY_QUOTA).fill(200), 429, 429], "the soil quota on one server");
  assert.deepEqual(quotaTwo, quotaOne, "the soil quota alternating between servers counts as on one server");
}

/** 3. One Idempotency-Key sent to both servers at once: one model call, one report. */
export async function exactlyOnceAcrossServers({ servers: [a, b], standin, db }: Cluster): Promise<void> {
  const user = await newUser(a.base, "once");
  const key = randomUUID();
  const submission = sampleSubmission();
  const before = standin.stats.requests;
  standin.setDelay(1_500); // both arrive while the first still waits on the model
  const send = async (base: string) => {
    // A client that retries as the outbox does: 409 request_in_progress means "ask again".
    for (let attempt = 0; attempt < 20; attempt++) {
      const reply = await call(base, "POST", "/api/soil/analyze", { token: user.accessToken, body: submission, headers: { "Idempotency-Key": key } });
      if (reply.status !== 409) return reply;
      await sleep(500);
    }
    throw new Error("still 409 after 20 tries");
  };
  try {
    const [first, second] = await Promise.all([send(a.base), send(b.base)]);
    assert.equal(first.status, 200, `A's answer: ${first.status} ${first.text.slice(0, 200)}`);
    assert.equal(second.status, 200, `B's answer: ${second.status} ${second.text.slice(0, 200)}`);
    assert.equal(first.body.reportId, second.body.reportId, "both servers answer with the same report");
  } finally {
    standin.setDelay(0);
  }
  assert.equal(standin.stats.requests - before, 1, "one model call for one key sent to both servers");
  const reports = await db.query(`SELECT count(*)::int AS n FROM soil_reports r JOIN users u ON u.id = r.user_id WHERE u.email = $1 AND r.status = 'ok'`, [user.email]);
  assert.equal(reports.rows[0].n, 1, "one report for one key sent to both servers");
}
