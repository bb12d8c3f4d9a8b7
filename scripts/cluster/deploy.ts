// Check 5 of the cluster test, a deploy: one server gets SIGTERM while a soil analysis on it
// waits on the model and clients keep sending through nginx. The server must say "draining"
// at /api/health, finish the analysis, exit on its own within SHUTDOWN_GRACE_MS, and no
// client may see an error.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { sampleSubmission } from "../../tests/helpers/soil";
import { call, freshAddress, newUser, sleep } from "./client";
import type { Cluster } from "./context";

// Longer than the server's 3-second notice (scripts/server.mjs), so the exit waits for it.
const MODEL_DELAY_MS = 6_000;

export async function deployOneServer({ servers: [a, b], nginx, standin, settings }: Cluster): Promise<{ drainMs: number; requests: number }> {
  // The deploy's order (docs/deploy.md): the new server is up and nginx sends it requests
  // (a reload forgets that its port failed before) before the old one is stopped.
  await nginx.reload();
  const before = nginx.answeredBy().get(`127.0.0.1:${b.port}`) ?? 0;
  for (let i = 0; i < 6; i++) assert.equal((await call(nginx.base, "GET", "/api/ping")).status, 200, "ping through nginx");
  assert.ok((nginx.answeredBy().get(`127.0.0.1:${b.port}`) ?? 0) > before, "the new server is in nginx's rotation");

  const farmer = await newUser(a.base, "deploy");
  const parent = await newUser(a.base, "deploy-parent");
  const child = await call(nginx.base, "POST", "/api/client/children", { token: parent.accessToken, body: { name: "Bola", birthDate: "2024-01-15", gender: "male" } });
  assert.equal(child.status, 201, "child");

  // Clients through nginx for the whole deploy: reads and writes, each answer must be 2xx.
  const errors: string[] = [];
  let requests = 0;
  let running = true;
  let day = 0;
  const client = async () => {
    while (running) {
      const write = requests % 2 === 1;
      // Days after the birth and before today, round and round: a fast machine sends thousands.
      const recordedAt = new Date(Date.UTC(2024, 1, 1) + (day++ % 600) * 86_400_000).toISOString().slice(0, 10);
      requests++;
      try {
        const reply = write
          ? await call(nginx.base, "POST", `/api/client/children/${child.body.id}/growth`, { token: parent.accessToken, body: { recordedAt, weight: 11, height: 84, confirmed: true } })
          : await call(nginx.base, "GET", "/api/client/children", { token: parent.accessToken });
        if (reply.status >= 300) errors.push(`${write ? "growth" : "children"}: ${reply.status} ${reply.text.slice(0, 120)}`);
      } catch (error) {
        errors.push(`${write ? "growth" : "children"}: ${String((error as Error).cause ?? error)}`);
      }
    }
  };
  const clients = Array.from({ length: 3 }, client);

  standin.setDelay(MODEL_DELAY_MS);
  const modelCalls = standin.stats.requests;
  // The analysis goes to A itself, so it is certainly in flight there (and one through nginx).
  // A network error becomes the answer's text, so an assertion reports it (never unhandled).
  const failed = (error: Error) => ({ status: 0, text: String(error.cause ?? error), body: null, headers: new Headers() });
  const direct = call(a.base, "POST", "/api/soil/analyze", { token: farmer.accessToken, from: freshAddress(), body: sampleSubmission(), headers: { "Idempotency-Key": randomUUID() } }).catch(failed);
  const proxied = call(nginx.base, "POST", "/api/soil/analyze", { token: farmer.accessToken, body: sampleSubmission(), headers: { "Idempotency-Key": randomUUID() } }).catch(failed);
  while (standin.stats.requests < modelCalls + 2) await sleep(50);

  const termAt = performance.now();
  a.child.kill("SIGTERM");
  await sleep(100);
  try {
    const health = await call(a.base, "GET", "/api/health").catch(failed);
    assert.equal(health.status, 503, `a stopping server's /api/health answers 503: ${health.status} ${health.text.slice(0, 200)}`);
    assert.equal(health.body.status, "draining", "with status draining");
    const read = await call(a.base, "GET", "/api/client/children", { token: parent.accessToken, from: freshAddress() }).catch(failed);
    assert.equal(read.status, 503, "a stopping server refuses new reads with 503 (nginx retries them elsewhere)");

    const [first, second] = await Promise.all([direct, proxied]);
    assert.equal(first.status, 200, `the analysis in flight on the stopping server finished: ${first.status} ${first.text.slice(0, 200)}`);
    assert.equal(second.status, 200, `the analysis through nginx finished: ${second.status} ${second.text.slice(0, 200)}`);
    const code = await Promise.race([a.exited, sleep(settings.SHUTDOWN_GRACE_MS + 5_000).then(() => "still running")]);
    const drainMs = performance.now() - termAt;
    assert.equal(code, 0, "the server exits on its own, with code 0, once drained");
    assert.ok(drainMs < settings.SHUTDOWN_GRACE_MS, `within the grace period: ${drainMs.toFixed(0)} ms`);
    assert.ok(drainMs >= MODEL_DELAY_MS - 1_000, `not before its analysis was done: ${drainMs.toFixed(0)} ms`);
    await sleep(1_000); // clients go on against the one server left
    running = false;
    await Promise.all(clients);
    assert.deepEqual(errors, [], "no client sees an error during the deploy");
    assert.ok(requests > 10, `clients kept sending: ${requests} requests`);
    return { drainMs, requests };
  } finally {
    running = false;
    await Promise.all([...clients, direct, proxied]);
    standin.setDelay(0);
  }
}
