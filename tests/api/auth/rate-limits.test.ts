// Abuse limits through the real routes (docs/security.md, "Password guessing"): guessing slows
// down with a growing delay per account and per address, a daily ceiling stops brute force, and
// none of it can keep the owner out of a device they signed in on before.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import * as passwordRoute from "@/app/api/auth/password/route";
import { signInBrowser } from "@/lib/auth/browser";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { call } from "@/tests/helpers/http";

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const FREE = 3; // RATE_LIMIT_LOGIN_PER_15MIN in these tests: free failures per account

beforeEach(() => {
  process.env.RATE_LIMIT_LOGIN_PER_15MIN = String(FREE);
  process.env.RATE_LIMIT_REGISTER_PER_HOUR = "2";
  resetEnvCache();
});
afterEach(() => {
  delete process.env.RATE_LIMIT_LOGIN_PER_15MIN;
  delete process.env.RATE_LIMIT_REGISTER_PER_HOUR;
  resetEnvCache();
});

async function account(password = "right-password") {
  const email = `t-${randomUUID()}@example.com`;
  expect((await call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": ip() }, body: { email, password, name: "Aziz" } })).status).toBe(201);
  return email;
}

const signIn = (email: string, password: string, extra: { from?: string; refreshToken?: string } = {}) =>
  call(tokenRoute.POST, {
    method: "POST",
    headers: { "x-forwarded-for": extra.from ?? ip() },
    body: { email, password, ...(extra.refreshToken ? { refreshToken: extra.refreshToken } : {}) },
  });

/** Moves a subject's last failure back in time, as if `seconds` had passed since. */
async function wait(key: string, seconds: number) {
  const db = await getDb();
  await db.$executeRaw`UPDATE auth_failures SET last_at = last_at - make_interval(secs => ${seconds}) WHERE key = ${key}`;
}

describe("registration", () => {
  it("limits registrations per client address with 429 and Retry-After, creating nothing more", async () => {
    const from = ip();
    const register = (email: string) =>
      call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": from }, body: { email, password: "password-123", name: "Aziz" } });
    expect((await register(`a-${randomUUID()}@example.com`)).status).toBe(201);
    expect((await register(`b-${randomUUID()}@example.com`)).status).toBe(201);
    const blocked = `c-${randomUUID()}@example.com`;
    const third = await register(blocked);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe("rate_limited");
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await (await getDb()).user.count({ where: { email: blocked } })).toBe(0);
  });

  it("counts by the connection's address: a new X-Forwarded-For entry in front of it changes nothing", async () => {
    const socket = ip();
    // Our server appends the connection's address; the client may write anything before it.
    const register = () =>
      call(registerRoute.POST, {
        method: "POST",
        headers: { "x-forwarded-for": `${ip()}, ${socket}` },
        body: { email: `x-${randomUUID()}@example.com`, password: "password-123", name: "Aziz" },
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(429);
  });
});

describe("password guessing on one account", () => {
  it("slows down: past the free failures each try waits a delay that doubles, and early tries are not checked", async () => {
    const email = await account();
    const key = `login:acct:${email}`;
    for (let i = 0; i < FREE; i++) expect((await signIn(email, "wrong")).status).toBe(401);
    // The right password too: a try inside the delay is refused before the password is read.
    const early = await signIn(email, "right-password");
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("1");
    await wait(key, 1);
    expect((await signIn(email, "wrong")).status).toBe(401); // failure FREE+1: the next waits 2 s
    await wait(key, 1);
    const second = await signIn(email, "wrong");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("1");
    await wait(key, 1);
    expect((await signIn(email, "right-password")).status).toBe(200);
  });

  it("lets nothing through in a burst: parallel tries beyond the free ones are refused", async () => {
    const email = await account();
    const results = await Promise.all(Array.from({ length: 8 }, () => signIn(email, "wrong")));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - FREE);
  });

  it("stops for the day at the ceiling, whatever the delay", async () => {
    const email = await account();
    const db = await getDb();
    await db.authFailure.create({ data: { key: `login:acct:${email}`, recent: 0, daily: 100, dailySince: new Date(), lastAt: new Date(Date.now() - 3_600_000) } });
    const res = await signIn(email, "right-password");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(86_000);
  });

  it("forgets a quiet account's failures after 15 minutes", async () => {
    const email = await account();
    for (let i = 0; i < FREE; i++) await signIn(email, "wrong");
    expect((await signIn(email, "wrong")).status).toBe(429);
    await wait(`login:acct:${email}`, 900);
    for (let i = 0; i < FREE; i++) expect((await signIn(email, "wrong")).status).toBe(401);
  });

  it("does not count successful sign-ins", async () => {
    const email = await account();
    for (let i = 0; i < FREE + 2; i++) expect((await signIn(email, "right-password")).status).toBe(200);
  });
});

describe("a stranger cannot lock the owner out", () => {
  it("the app that signed in before still signs in at once while the account is being guessed", async () => {
    const email = await account();
    const earlier = (await signIn(email, "right-password")).body;
    for (let i = 0; i < FREE; i++) await signIn(email, "wrong");
    expect((await signIn(email, "right-password")).status).toBe(429); // a new device waits
    const known = await signIn(email, "right-password", { refreshToken: earlier.refreshToken });
    expect(known.status).toBe(200);
    // Even at the daily ceiling.
    const db = await getDb();
    await db.authFailure.update({ where: { key: `login:acct:${email}` }, data: { daily: 100 } });
    expect((await signIn(email, "right-password", { refreshToken: earlier.refreshToken })).status).toBe(200);
  });

  it("a refresh token of another account proves nothing", async () => {
    const email = await account();
    const other = await account();
    const theirs = (await signIn(other, "right-password")).body;
    for (let i = 0; i < FREE; i++) await signIn(email, "wrong");
    expect((await signIn(email, "right-password", { refreshToken: theirs.refreshToken })).status).toBe(429);
  });

  it("the browser with the device cookie still signs in; another browser waits", async () => {
    const email = await account();
    const request = { ip: ip(), userAgent: "vitest", deviceCookie: undefined, installedApp: null };
    const first = await signInBrowser(email, "right-password", request);
    const device = first!.find((cookie) => cookie.name === "oila-device")!.value;
    for (let i = 0; i < FREE; i++) await signIn(email, "wrong");
    await expect(signInBrowser(email, "right-password", { ...request, ip: ip() })).rejects.toMatchObject({ code: "rate_limited" });
    expect(await signInBrowser(email, "right-password", { ...request, deviceCookie: device })).not.toBeNull();
  });

  it("a known device that guesses wrong itself loses the exemption", async () => {
    const email = await account();
    const earlier = (await signIn(email, "right-password")).body;
    for (let i = 0; i < FREE; i++) expect((await signIn(email, "wrong", { refreshToken: earlier.refreshToken })).status).toBe(401);
    // The device's own failures are past the free ones, so it is treated like any other, and
    // the account (not yet guessed from elsewhere) has free tries left.
    expect((await signIn(email, "wrong", { refreshToken: earlier.refreshToken })).status).toBe(401);
  });
});

describe("one address guessing many accounts", () => {
  it("slows that address down for every account, and not other addresses", async () => {
    const from = ip();
    const perAddress = FREE * 5;
    for (let i = 0; i < perAddress; i++) expect((await signIn(`nobody-${randomUUID()}@example.com`, "wrong", { from })).status).toBe(401);
    expect((await signIn(`nobody-${randomUUID()}@example.com`, "wrong", { from })).status).toBe(429);
    expect((await signIn(`nobody-${randomUUID()}@example.com`, "wrong", { from: ip() })).status).toBe(401);
  });
});

describe("the current password (password change)", () => {
  it("is throttled per session: a stolen session cannot guess on, and the owner's session is not slowed", async () => {
    const email = await account();
    const thief = (await signIn(email, "right-password")).body.accessToken;
    const owner = (await signIn(email, "right-password")).body.accessToken;
    const change = (token: string, currentPassword: string) =>
      call(passwordRoute.POST, { method: "POST", token, body: { currentPassword, newPassword: "brand-new-password" } });
    for (let i = 0; i < 5; i++) expect((await change(thief, "guess")).status).toBe(400);
    const stopped = await change(thief, "right-password");
    expect(stopped.status).toBe(429);
    expect((await change(owner, "right-password")).status).toBe(204);
  });
});
