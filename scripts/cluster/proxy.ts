// The cluster test's check of nginx itself (deploy/nginx.conf): the app sees the client's real
// address, whatever X-Forwarded-For the client sends, and the body limits match the app's.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { sampleSubmission } from "../../tests/helpers/soil";
import { call, newUser } from "./client";
import type { Cluster } from "./context";

export async function proxyPassesAddressAndLimits({ nginx, servers: [a], settings }: Cluster): Promise<void> {
  // Registrations through nginx, each claiming another address: they all come from this
  // machine (127.0.0.1, what nginx saw), so the limit stops them as one client.
  const statuses: number[] = [];
  for (let i = 0; i < settings.RATE_LIMIT_REGISTER_PER_HOUR + 1; i++) {
    const reply = await call(nginx.base, "POST", "/api/auth/register", {
      headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
      body: { email: `proxy-${randomUUID().slice(0, 8)}@example.com`, password: "cluster-password-1", name: "Klaster" },
    });
    statuses.push(reply.status);
  }
  assert.deepEqual(statuses, [...Array(settings.RATE_LIMIT_REGISTER_PER_HOUR).fill(201), 429], "a forged X-Forwarded-For does not change the address the limit counts");

  // A 2 MB JSON body: nginx refuses it (the app takes 64 KB); the soil analysis takes it.
  const user = await newUser(a.base, "proxy");
  const big = "x".repeat(2 * 1024 * 1024);
  const refused = await call(nginx.base, "POST", "/api/auth/token", { body: { email: user.email, password: big } });
  assert.equal(refused.status, 413, "nginx refuses a 2 MB body outside the soil analysis");
  const photo = { mimeType: "image/jpeg", data: Buffer.alloc(2 * 1024 * 1024, 7).toString("base64") };
  const analysis = await call(nginx.base, "POST", "/api/soil/analyze", { token: user.accessToken, body: { ...sampleSubmission(), photos: [photo] } });
  assert.notEqual(analysis.status, 413, "nginx passes a 2.7 MB soil analysis on");
  assert.match(analysis.headers.get("content-type") ?? "", /json/, `the app answered it: ${analysis.status} ${analysis.text.slice(0, 120)}`);
}
