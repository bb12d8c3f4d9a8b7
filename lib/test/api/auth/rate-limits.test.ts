import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/db";
import { call } from "@/lib/test/http";

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

beforeEach(() => {
  process.env.RATE_LIMIT_LOGIN_PER_15MIN = "3";
  process.env.RATE_LIMIT_REGISTER_PER_HOUR = "2";
  resetEnvCache();
});
afterEach(() => {
  delete process.env.RATE_LIMIT_LOGIN_PER_15MIN;
  delete process.env.RATE_LIMIT_REGISTER_PER_HOUR;
  resetEnvCache();
});

describe("rate limits", () => {
  it("limits registrations per client IP with 429 and Retry-After, creating nothing more", async () => {
    const from = ip();
    const register = (email: string) =>
      call(registerRoute.POST, {
        method: "POST",
        headers: { "x-forwarded-for": from },
        body: { email, password: "password-123", name: "Aziz" },
      });
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

  it("locks an account after repeated wrong passwords, even for the right one, from any IP", async () => {
    const email = `locked-${randomUUID()}@example.com`;
    await call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": ip() }, body: { email, password: "right-password", name: "Aziz" } });
    const attempt = (password: string) =>
      call(tokenRoute.POST, { method: "POST", headers: { "x-forwarded-for": ip() }, body: { email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password")).status).toBe(401);
    const locked = await attempt("right-password");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(900);
  });

  it("does not count successful sign-ins", async () => {
    const email = `fine-${randomUUID()}@example.com`;
    await call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": ip() }, body: { email, password: "right-password", name: "Aziz" } });
    for (let i = 0; i < 5; i++) {
      const res = await call(tokenRoute.POST, { method: "POST", body: { email, password: "right-password" } });
      expect(res.status).toBe(200);
    }
  });
});
