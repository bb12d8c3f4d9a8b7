import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { decode, encode } from "next-auth/jwt";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import * as refreshRoute from "@/app/api/auth/refresh/route";
import { getDb } from "@/lib/db/client";
import { userFromHeaders } from "@/lib/auth/current-user";
import { authSecret } from "@/lib/auth/secret";
import { endSessions, startSession } from "@/lib/auth/sessions";
import { mintSessionCookie } from "@/lib/auth/tokens";
import { call } from "@/tests/helpers/http";

/** The signed-in user of a request, as route() reads it. */
const userOf = (req: Request) => userFromHeaders(req.headers);

const email = () => `parent-${randomUUID()}@example.com`;
const countUsers = async (address: string) => (await getDb()).user.count({ where: { email: address.toLowerCase() } });

async function register(address = email(), password = "correct-horse") {
  // Each registration from its own address, so the per-IP registration limit stays out of the way.
  const res = await call(registerRoute.POST, {
    method: "POST",
    headers: { "x-forwarded-for": randomUUID() },
    body: { email: address, password, name: "Dilnoza" },
  });
  return { res, email: address, password };
}

async function tokens(address: string, password: string) {
  return call(tokenRoute.POST, { method: "POST", body: { email: address, password } });
}

function bearer(token: string) {
  return new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } });
}

describe("POST /api/auth/register", () => {
  it("creates the account and returns only public fields", async () => {
    const address = `Mixed.Case-${randomUUID()}@Example.com`;
    const { res } = await register(address);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email: address.toLowerCase(), name: "Dilnoza" });
    const stored = await (await getDb()).user.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain("correct-horse");
  });

  it("answers 409 for a taken email, whatever its case, and keeps one account", async () => {
    const { email: address } = await register();
    const again = await call(registerRoute.POST, {
      method: "POST",
      body: { email: address.toUpperCase(), password: "another-pass", name: "Aziz" },
    });
    expect(again.status).toBe(409);
    expect(again.headers.get("content-type")).toBe("application/problem+json");
    expect(again.body).toMatchObject({ status: 409, code: "email_taken", type: "/problems/email_taken" });
    expect(await countUsers(address)).toBe(1);
  });

  it.each([
    ["short password", { email: "a@example.com", password: "short", name: "A" }, "password"],
    ["bad email", { email: "not-an-email", password: "long-enough", name: "A" }, "email"],
    ["missing name", { email: "b@example.com", password: "long-enough" }, "name"],
    ["blank name", { email: "b@example.com", password: "long-enough", name: "   " }, "name"],
    ["wrong type", { email: 42, password: "long-enough", name: "A" }, "email"],
    ["huge password", { email: "c@example.com", password: "x".repeat(500), name: "A" }, "password"],
  ])("rejects %s with 400 field errors and writes nothing", async (_label, body, field) => {
    const res = await call(registerRoute.POST, { method: "POST", body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    if (typeof body.email === "string") expect(await countUsers(body.email)).toBe(0);
  });

  it("rejects malformed JSON with 400 and a non-JSON body with 415", async () => {
    const broken = await call(registerRoute.POST, {
      method: "POST",
      rawBody: '{"email": "x@example.com",',
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe("malformed_json");
    const form = await call(registerRoute.POST, {
      method: "POST",
      rawBody: "email=x@example.com",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  it("answers wrong methods with a 405 problem", async () => {
    const res = await call(registerRoute.GET, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.body.code).toBe("method_not_allowed");
  });
});

describe("POST /api/auth/token", () => {
  it("issues a Bearer access token that identifies the user, and a refresh token", async () => {
    const { res: created, email: address, password } = await register();
    const res = await tokens(address, password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      tokenType: "Bearer",
      expiresIn: 900,
    });
    expect(await userOf(bearer(res.body.accessToken))).toMatchObject({ id: created.body.id, email: address });
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const { email: address } = await register();
    const wrong = await tokens(address, "wrong-password");
    const unknown = await tokens(email(), "wrong-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
    expect(wrong.headers.get("content-type")).toBe("application/problem+json");
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates: the new pair works, the used token is dead, and its reuse revokes the family", async () => {
    const { email: address, password } = await register();
    const first = (await tokens(address, password)).body;
    const second = await call(refreshRoute.POST, { method: "POST", body: { refreshToken: first.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(await userOf(bearer(second.body.accessToken))).not.toBeNull();

    const replay = await call(refreshRoute.POST, { method: "POST", body: { refreshToken: first.refreshToken } });
    expect(replay.status).toBe(401);
    // The replay killed the whole family, including the token minted legitimately after it.
    const afterReplay = await call(refreshRoute.POST, { method: "POST", body: { refreshToken: second.body.refreshToken } });
    expect(afterReplay.status).toBe(401);
  });

  it("lets only one of two concurrent refreshes with the same token win", async () => {
    const { email: address, password } = await register();
    const { refreshToken } = (await tokens(address, password)).body;
    const results = await Promise.all([
      call(refreshRoute.POST, { method: "POST", body: { refreshToken } }),
      call(refreshRoute.POST, { method: "POST", body: { refreshToken } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("refuses unknown and expired tokens with 401", async () => {
    const unknown = await call(refreshRoute.POST, { method: "POST", body: { refreshToken: "x".repeat(43) } });
    expect(unknown.status).toBe(401);
    const { email: address, password } = await register();
    const { refreshToken } = (await tokens(address, password)).body;
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: address } });
    await db.refreshToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(refreshRoute.POST, { method: "POST", body: { refreshToken } });
    expect(expired.status).toBe(401);
  });
});

describe("userFromHeaders", () => {
  it("rejects forged, tampered and expired tokens", async () => {
    const { email: address, password } = await register();
    const { accessToken } = (await tokens(address, password)).body;
    const { sub, sid } = (await decode({ token: accessToken, secret: authSecret() }))!;
    const forged = await encode({ token: { sub, sid }, secret: "another-secret-another-secret-0123456789" });
    expect(await userOf(bearer(forged))).toBeNull();
    expect(await userOf(bearer(`${accessToken.slice(0, -4)}AAAA`))).toBeNull();
    const expired = await encode({ token: { sub, sid }, secret: authSecret(), maxAge: -60 });
    expect(await userOf(bearer(expired))).toBeNull();
    expect(await userOf(bearer("not-a-jwt"))).toBeNull();
    expect(await userOf(bearer(accessToken))).toMatchObject({ id: sub, sessionId: sid });
  });

  it("refuses a well-signed token without a session, or naming another user's session", async () => {
    const a = await register();
    const b = await register();
    const tokenA = (await tokens(a.email, a.password)).body.accessToken;
    const tokenB = (await tokens(b.email, b.password)).body.accessToken;
    const claimsA = (await decode({ token: tokenA, secret: authSecret() }))!;
    const claimsB = (await decode({ token: tokenB, secret: authSecret() }))!;
    // A token minted without a session id (as every token was before sessions were rows).
    expect(await userOf(bearer(await encode({ token: { sub: claimsA.sub }, secret: authSecret() })))).toBeNull();
    // A's user id with B's session id.
    expect(await userOf(bearer(await encode({ token: { sub: claimsA.sub, sid: claimsB.sid }, secret: authSecret() })))).toBeNull();
    expect(await userOf(bearer(await encode({ token: { sub: claimsA.sub, sid: "not-a-uuid" }, secret: authSecret() })))).toBeNull();
  });

  it("stops accepting a token it has seen once the token expires", async () => {
    const { email: address, password } = await register();
    const { accessToken } = (await tokens(address, password)).body;
    const { sub, sid } = (await decode({ token: accessToken, secret: authSecret() }))!;
    const token = await encode({ token: { sub, sid }, secret: authSecret(), maxAge: 60 });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await userOf(bearer(token))).toMatchObject({ id: sub });
      vi.setSystemTime(Date.now() + 50_000);
      expect(await userOf(bearer(token))).toMatchObject({ id: sub }); // still valid
      vi.setSystemTime(Date.now() + 30_000); // past exp and next-auth's 15 s of tolerance
      expect(await userOf(bearer(token))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the browser session cookie, and the session must be live", async () => {
    const { email: address } = await register();
    const user = await (await getDb()).user.findUniqueOrThrow({ where: { email: address } });
    const sessionId = await startSession(user.id, "browser", "vitest");
    const cookie = await mintSessionCookie(user, sessionId);
    const req = () => new Request("http://localhost/api/x", { headers: { cookie: `other=1; next-auth.session-token=${cookie}` } });
    expect(await userOf(req())).toMatchObject({ id: user.id, email: address, sessionId });
    await endSessions(user.id, { only: sessionId });
    expect(await userOf(req())).toBeNull();
  });
});
