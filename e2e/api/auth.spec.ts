// The mobile app's sign-in journey over real HTTP against the production build.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

test("register, get tokens, call the API, refresh, and be refused when the token is bad", async ({ request }) => {
  const email = `mobile-${randomUUID()}@example.com`;
  const registered = await request.post("/api/auth/register", { data: { email, password: "mobile-pass-1", name: "Jasur" } });
  expect(registered.status()).toBe(201);

  const tokenRes = await request.post("/api/auth/token", { data: { email, password: "mobile-pass-1" } });
  expect(tokenRes.status()).toBe(200);
  const tokens = await tokenRes.json();
  expect(tokens).toMatchObject({ tokenType: "Bearer", expiresIn: 900 });

  const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
  expect(await me.json()).toMatchObject({ email, name: "Jasur" });

  const refreshed = await request.post("/api/auth/refresh", { data: { refreshToken: tokens.refreshToken } });
  expect(refreshed.status()).toBe(200);
  const next = await refreshed.json();
  expect((await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${next.accessToken}` } })).status()).toBe(200);

  for (const headers of [{} as Record<string, string>, { Authorization: "Bearer garbage" }, { Authorization: `Bearer ${tokens.accessToken}x` }]) {
    const refused = await request.get("/api/auth/me", { headers });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["content-type"]).toBe("application/problem+json");
    expect(await refused.json()).toMatchObject({ status: 401, code: "unauthorized" });
  }
  const reused = await request.post("/api/auth/refresh", { data: { refreshToken: tokens.refreshToken } });
  expect(reused.status()).toBe(401);
});

test("health reports the database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", database: { ok: true } });
});
