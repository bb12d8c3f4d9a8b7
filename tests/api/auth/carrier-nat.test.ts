// Many people behind one address (docs/security.md, "Many people behind one address"): mobile
// carriers in Uzbekistan put a village's phones behind one public IPv4 address. The per-address
// limits are generous and grow with the people seen signing in there; the per-account and
// per-e-mail limits stay strict, so one address hammering one account is still slowed.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import { resetEnvCache } from "@/lib/env";
import { LIMITS, REGISTER_ADDRESS_GROWTH_CAP, REGISTER_PER_EMAIL_PER_HOUR } from "@/lib/rate-limit";
import { call } from "@/tests/helpers/http";

const ip = () => `100.${64 + Math.floor(Math.random() * 63)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const register = (email: string, from: string) =>
  call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": from, "accept-language": "en" }, body: { email, password: "right-password", name: "Dilnoza" } });
const signIn = (email: string, password: string, from: string) =>
  call(tokenRoute.POST, { method: "POST", headers: { "x-forwarded-for": from, "accept-language": "en" }, body: { email, password } });

// The defaults (RATE_LIMIT_REGISTER_PER_HOUR 100, RATE_LIMIT_LOGIN_PER_15MIN 10) unless a test sets its own.
beforeEach(() => {
  delete process.env.RATE_LIMIT_REGISTER_PER_HOUR;
  delete process.env.RATE_LIMIT_LOGIN_PER_15MIN;
  resetEnvCache();
});
afterEach(() => {
  delete process.env.RATE_LIMIT_REGISTER_PER_HOUR;
  resetEnvCache();
});

describe("a crowd behind one carrier address", () => {
  it("200 people register and sign in from one address within the hour, a third mistyping once: all get through; a guesser there is still slowed", async () => {
    const carrier = ip();
    const people: string[] = [];
    for (let i = 0; i < 200; i++) {
      const email = `villager-${i}-${randomUUID()}@example.com`;
      expect((await register(email, carrier)).status, `registration ${i + 1}`).toBe(201);
      // 67 typos in all: more than the 50 failures an address has free, so the crowd passes only
      // because each neighbour's success forgives one.
      if (i % 3 === 0) expect((await signIn(email, "typo-password", carrier)).status, `typo ${i + 1}`).toBe(401);
      expect((await signIn(email, "right-password", carrier)).status, `sign-in ${i + 1}`).toBe(200);
      people.push(email);
    }
    // The same address hammering one account: the account's own 10 free failures, then waits.
    const victim = people[17];
    for (let i = 0; i < 10; i++) expect((await signIn(victim, `guess-${i}`, carrier)).status).toBe(401);
    const slowed = await signIn(victim, "guess-10", carrier);
    expect(slowed.status).toBe(429);
    expect(slowed.body.detail).toBe("Too many tries with a wrong password. A device you signed in on before is not held back.");
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 600_000);

  it("one address signing up without anyone signing in stops at the base, with a message saying what to do", async () => {
    process.env.RATE_LIMIT_REGISTER_PER_HOUR = "4";
    resetEnvCache();
    const from = ip();
    for (let i = 0; i < 4; i++) expect((await register(`bulk-${randomUUID()}@example.com`, from)).status).toBe(201);
    const refused = await register(`bulk-${randomUUID()}@example.com`, from);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe("Very many people have signed up from your network in the last hour. You can also sign up over another connection (Wi-Fi or mobile data).");
  });

  it("one account signing in again and again counts as one neighbour: it forgives one failure and adds one registration", async () => {
    process.env.RATE_LIMIT_REGISTER_PER_HOUR = "2";
    resetEnvCache();
    const from = ip();
    const mine = `own-${randomUUID()}@example.com`;
    expect((await register(mine, from)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await signIn(mine, "right-password", from)).status).toBe(200);
    // Base 2 plus one neighbour: two more registrations, then 429.
    expect((await register(`a-${randomUUID()}@example.com`, from)).status).toBe(201);
    expect((await register(`b-${randomUUID()}@example.com`, from)).status).toBe(201);
    expect((await register(`c-${randomUUID()}@example.com`, from)).status).toBe(429);
  });
});

describe("strict per e-mail", () => {
  it(`an e-mail address is tried at most ${REGISTER_PER_EMAIL_PER_HOUR} times an hour, from any addresses`, async () => {
    const email = `twice-${randomUUID()}@example.com`;
    expect((await register(email, ip())).status).toBe(201);
    for (let i = 1; i < REGISTER_PER_EMAIL_PER_HOUR; i++) expect((await register(email, ip())).status).toBe(409);
    const refused = await register(email.toUpperCase(), ip());
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe("This e-mail address was tried too often in the last hour. If it is yours, sign in instead of signing up.");
  });
});

describe("the per-address registration limit", () => {
  it("is the base plus the neighbours, never below the base and never above the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(100_000), fc.nat(100), (base, neighbours, more) => {
        process.env.RATE_LIMIT_REGISTER_PER_HOUR = String(base);
        resetEnvCache();
        const limit = LIMITS.registerPerAddress("1.2.3.4", neighbours).max;
        const grown = LIMITS.registerPerAddress("1.2.3.4", neighbours + more).max;
        return (
          limit >= base &&
          limit <= base * REGISTER_ADDRESS_GROWTH_CAP &&
          limit === Math.min(base + neighbours, base * REGISTER_ADDRESS_GROWTH_CAP) &&
          grown >= limit
        );
      }),
    );
  });

  it.each([
    [100, 0, 100],
    [100, 150, 250],
    [100, 5000, 1000],
    [20, 199, 200],
  ])("base %i with %i neighbours: %i an hour", (base, neighbours, max) => {
    process.env.RATE_LIMIT_REGISTER_PER_HOUR = String(base);
    resetEnvCache();
    expect(LIMITS.registerPerAddress("1.2.3.4", neighbours).max).toBe(max);
  });
});
