// The client's address that the per-address limits count by, through real servers
// (docs/security.md, "The client's address"). Requests leave from addresses of their own in
// 127.0.0.0/8 (every one of them is this machine), so the limits they fill are theirs alone.
import http from "node:http";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startExtraServer, type ExtraServer } from "../fixtures/extra-server";

// RATE_LIMIT_LOGIN_PER_15MIN is 10 on these servers: an address has 5 x 10 free failures.
const FREE_PER_ADDRESS = 50;

/** POST /api/auth/token from `localAddress`, with the X-Forwarded-For the client chooses. */
function failedSignIn(base: string, localAddress: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: "wrong-password" });
  const url = new URL("/api/auth/token", base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** Fails FREE_PER_ADDRESS sign-ins, each with another X-Forwarded-For; returns the next try's status. */
async function oneTooMany(base: string, localAddress: string, forwardedFor: () => string | undefined): Promise<number> {
  for (let i = 0; i < FREE_PER_ADDRESS; i++) expect(await failedSignIn(base, localAddress, forwardedFor())).toBe(401);
  return failedSignIn(base, localAddress, forwardedFor());
}

test.describe.configure({ mode: "serial" });

test("without a proxy, a client that sends a new X-Forwarded-For each time is still one address", async ({ baseURL }) => {
  expect(await oneTooMany(baseURL!, "127.0.0.21", randomAddress)).toBe(429);
  // Another connection's address is not held back.
  expect(await failedSignIn(baseURL!, "127.0.0.22", randomAddress())).toBe(401);
});

test.describe("servers started for these tests", () => {
  test.setTimeout(180_000);
  let server: ExtraServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test("plain `next start` keeps the header a client sent, which is why the app runs behind its own server", async () => {
    // next start sets X-Forwarded-For to the connection's address only when the request has none.
    server = await startExtraServer("next-start", { TRUST_PROXY: "0" });
    expect(await oneTooMany(server.base, "127.0.0.23", randomAddress)).toBe(401); // the limit was dodged
    expect(await oneTooMany(server.base, "127.0.0.24", () => undefined)).toBe(429); // without the header it holds
  });

  test("with TRUST_PROXY=1, the address the proxy appended counts, not what the client wrote before it", async () => {
    server = await startExtraServer("ours", { TRUST_PROXY: "1" });
    // The proxy (this test) connects from 127.0.0.25 and appends the client's address, 203.0.113.5.
    expect(await oneTooMany(server.base, "127.0.0.25", () => `${randomAddress()}, 203.0.113.5`)).toBe(429);
    expect(await failedSignIn(server.base, "127.0.0.25", `203.0.113.5`)).toBe(429);
    expect(await failedSignIn(server.base, "127.0.0.25", `${randomAddress()}, 203.0.113.6`)).toBe(401);
  });
});
