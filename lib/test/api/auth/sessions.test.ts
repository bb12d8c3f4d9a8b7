import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import * as refreshRoute from "@/app/api/auth/refresh/route";
import * as logoutRoute from "@/app/api/auth/logout/route";
import * as passwordRoute from "@/app/api/auth/password/route";
import { call } from "@/lib/test/http";

async function signedIn() {
  const email = `s-${randomUUID()}@example.com`;
  await call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": randomUUID() }, body: { email, password: "first-password", name: "Nodira" } });
  const tokens = (await call(tokenRoute.POST, { method: "POST", body: { email, password: "first-password" } })).body;
  return { email, ...tokens };
}

const refresh = (refreshToken: string) => call(refreshRoute.POST, { method: "POST", body: { refreshToken } });

describe("sign-out and password change", () => {
  it("sign-out revokes the refresh token; repeating it is harmless", async () => {
    const { refreshToken } = await signedIn();
    expect((await call(logoutRoute.POST, { method: "POST", body: { refreshToken } })).status).toBe(204);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await call(logoutRoute.POST, { method: "POST", body: { refreshToken } })).status).toBe(204);
  });

  it("changing the password revokes every refresh token and the new password works", async () => {
    const a = await signedIn();
    const second = (await call(tokenRoute.POST, { method: "POST", body: { email: a.email, password: "first-password" } })).body;
    const changed = await call(passwordRoute.POST, {
      method: "POST",
      token: a.accessToken,
      body: { currentPassword: "first-password", newPassword: "second-password" },
    });
    expect(changed.status).toBe(204);
    expect((await refresh(a.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await call(tokenRoute.POST, { method: "POST", body: { email: a.email, password: "first-password" } })).status).toBe(401);
    expect((await call(tokenRoute.POST, { method: "POST", body: { email: a.email, password: "second-password" } })).status).toBe(200);
  });

  it("refuses a wrong current password and keeps the old one and the tokens", async () => {
    const a = await signedIn();
    const res = await call(passwordRoute.POST, {
      method: "POST",
      token: a.accessToken,
      body: { currentPassword: "not-it", newPassword: "second-password" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("currentPassword");
    expect((await refresh(a.refreshToken)).status).toBe(200);
    const unauth = await call(passwordRoute.POST, { method: "POST", body: { currentPassword: "x", newPassword: "second-password" } });
    expect(unauth.status).toBe(401);
  });
});
