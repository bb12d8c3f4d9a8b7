// Sessions are rows (docs/security.md, "Sessions"): logout, a password change and "sign out
// everywhere" end them, and a request of an ended session is refused at once, for the app's
// access token and the browser's cookie alike.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import * as refreshRoute from "@/app/api/auth/refresh/route";
import * as logoutRoute from "@/app/api/auth/logout/route";
import * as passwordRoute from "@/app/api/auth/password/route";
import * as meRoute from "@/app/api/auth/me/route";
import * as sessionsRoute from "@/app/api/auth/sessions/route";
import * as sessionRoute from "@/app/api/auth/sessions/[id]/route";
import * as signOutRoute from "@/app/api/auth/signout/route";
import { getDb } from "@/lib/db/client";
import { startBrowserSession } from "@/lib/auth/browser";
import { call } from "@/tests/helpers/http";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

async function account() {
  const email = `s-${randomUUID()}@example.com`;
  const res = await call(registerRoute.POST, { method: "POST", body: { email, password: "first-password", name: "Nodira" } });
  return { id: res.body.id as string, email };
}

/** An app sign-in: a new session with its tokens. */
async function appSignIn(email: string, password = "first-password", userAgent = "OilaDala/1.0 (Android 13)") {
  const res = await call(tokenRoute.POST, { method: "POST", headers: { "user-agent": userAgent }, body: { email, password } });
  expect(res.status).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
}

/** A browser sign-in: the cookie header the browser would send, same-origin. */
async function browserSignIn(user: { id: string; email: string }, installedApp: boolean | null = null) {
  const cookies = await startBrowserSession({ ...user, name: "Nodira" }, { ip: "198.51.100.1", userAgent: PHONE, deviceCookie: undefined, installedApp });
  return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "), "sec-fetch-site": "same-origin" };
}

const me = (headers: Record<string, string>) => call(meRoute.GET, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (refreshToken: string) => call(refreshRoute.POST, { method: "POST", body: { refreshToken } });

describe("logout", () => {
  it("the app's logout ends its session: the access token is refused at once, the refresh token too", async () => {
    const { email } = await account();
    const app = await appSignIn(email);
    const other = await appSignIn(email);
    expect((await me(bearer(app.accessToken))).status).toBe(200);
    expect((await call(logoutRoute.POST, { method: "POST", body: { refreshToken: app.refreshToken } })).status).toBe(204);
    expect((await me(bearer(app.accessToken))).status).toBe(401);
    expect((await refresh(app.refreshToken)).status).toBe(401);
    // Another sign-in of the same account is untouched; a second logout is harmless.
    expect((await me(bearer(other.accessToken))).status).toBe(200);
    expect((await call(logoutRoute.POST, { method: "POST", body: { refreshToken: app.refreshToken } })).status).toBe(204);
  });

  it("the browser's sign-out ends its session, drops the cookie and empties the HTTP cache", async () => {
    const user = await account();
    const browser = await browserSignIn(user);
    expect((await me(browser)).status).toBe(200);
    const res = await call(signOutRoute.POST, { method: "POST", headers: browser });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login");
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    // The old cookie, replayed (a stolen copy), no longer works.
    expect((await me(browser)).status).toBe(401);
  });

  it("a sign-out posted from another site is refused and the session lives on", async () => {
    const user = await account();
    const browser = await browserSignIn(user);
    const res = await call(signOutRoute.POST, { method: "POST", headers: { ...browser, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect((await me(browser)).status).toBe(200);
  });
});

describe("password change", () => {
  it("ends every other session (apps and browsers) at once and keeps this one", async () => {
    const user = await account();
    const current = await appSignIn(user.email);
    const otherApp = await appSignIn(user.email);
    const browser = await browserSignIn(user);
    const changed = await call(passwordRoute.POST, {
      method: "POST",
      token: current.accessToken,
      body: { currentPassword: "first-password", newPassword: "second-password" },
    });
    expect(changed.status).toBe(204);
    expect((await me(bearer(otherApp.accessToken))).status).toBe(401);
    expect((await refresh(otherApp.refreshToken)).status).toBe(401);
    expect((await me(browser)).status).toBe(401);
    expect((await me(bearer(current.accessToken))).status).toBe(200);
    expect((await refresh(current.refreshToken)).status).toBe(200);
    expect((await call(tokenRoute.POST, { method: "POST", body: { email: user.email, password: "first-password" } })).status).toBe(401);
    expect((await call(tokenRoute.POST, { method: "POST", body: { email: user.email, password: "second-password" } })).status).toBe(200);
  });

  it("refuses a wrong current password and keeps the old one and every session", async () => {
    const user = await account();
    const a = await appSignIn(user.email);
    const b = await appSignIn(user.email);
    const res = await call(passwordRoute.POST, { method: "POST", token: a.accessToken, body: { currentPassword: "not-it", newPassword: "second-password" } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("currentPassword");
    expect((await me(bearer(b.accessToken))).status).toBe(200);
    expect((await refresh(a.refreshToken)).status).toBe(200);
    const unauth = await call(passwordRoute.POST, { method: "POST", body: { currentPassword: "x", newPassword: "second-password" } });
    expect(unauth.status).toBe(401);
  });
});

describe("GET and DELETE /api/auth/sessions", () => {
  it("lists the live sessions, the current one first and marked, with the device in words", async () => {
    const user = await account();
    const app = await appSignIn(user.email);
    const browser = await browserSignIn(user);
    const ended = await appSignIn(user.email);
    await call(logoutRoute.POST, { method: "POST", body: { refreshToken: ended.refreshToken } });
    const res = await call(sessionsRoute.GET, { headers: bearer(app.accessToken) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ kind: "app", current: true, userAgent: "OilaDala/1.0 (Android 13)", device: "Android" });
    expect(res.body[1]).toMatchObject({ kind: "browser", current: false, device: "Chrome, Android" });
    for (const session of res.body) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    }
    // The browser sees the same list from its side.
    const fromBrowser = await call(sessionsRoute.GET, { headers: browser });
    expect(fromBrowser.body.find((s: { current: boolean }) => s.current).kind).toBe("browser");
  });

  it("tells a sign-in from the installed web app from a tab's, and one whose form did not say from both", async () => {
    const user = await account();
    const app = await appSignIn(user.email);
    for (const installedApp of [true, false, null]) await browserSignIn(user, installedApp);
    const res = await call(sessionsRoute.GET, { headers: bearer(app.accessToken) });
    expect(res.status).toBe(200);
    const installed = (res.body as Array<{ kind: string; client: { installed: boolean | null } }>).map((s) => [s.kind, s.client.installed]);
    expect(installed.filter(([kind]) => kind === "browser").map(([, value]) => value).sort()).toEqual([false, null, true].sort());
    // The app's own session has no sign-in form: not known, whatever a browser said.
    expect(installed.find(([kind]) => kind === "app")).toEqual(["app", null]);
  });

  it("ends one session by id; another user's session or an unknown id is 404 and stays live", async () => {
    const user = await account();
    const stranger = await account();
    const app = await appSignIn(user.email);
    const second = await appSignIn(user.email, "first-password", PHONE);
    const theirs = await appSignIn(stranger.email);
    const list = (await call(sessionsRoute.GET, { headers: bearer(app.accessToken) })).body;
    const secondId = list.find((s: { current: boolean }) => !s.current).id;
    const theirId = (await call(sessionsRoute.GET, { headers: bearer(theirs.accessToken) })).body[0].id;

    const foreign = await call(sessionRoute.DELETE, { method: "DELETE", token: app.accessToken, params: { id: theirId } });
    expect(foreign.status).toBe(404);
    expect((await me(bearer(theirs.accessToken))).status).toBe(200);
    expect((await call(sessionRoute.DELETE, { method: "DELETE", token: app.accessToken, params: { id: randomUUID() } })).status).toBe(404);
    expect((await call(sessionRoute.DELETE, { method: "DELETE", token: app.accessToken, params: { id: "nope" } })).status).toBe(400);

    expect((await call(sessionRoute.DELETE, { method: "DELETE", token: app.accessToken, params: { id: secondId } })).status).toBe(204);
    expect((await me(bearer(second.accessToken))).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await me(bearer(app.accessToken))).status).toBe(200);
  });

  it("ends every session but the current one ('sign out everywhere else')", async () => {
    const user = await account();
    const current = await appSignIn(user.email);
    const others = [await appSignIn(user.email), await appSignIn(user.email)];
    const browser = await browserSignIn(user);
    expect((await call(sessionsRoute.DELETE, { method: "DELETE", token: current.accessToken })).status).toBe(204);
    for (const other of others) expect((await me(bearer(other.accessToken))).status).toBe(401);
    expect((await me(browser)).status).toBe(401);
    expect((await me(bearer(current.accessToken))).status).toBe(200);
    const left = (await call(sessionsRoute.GET, { headers: bearer(current.accessToken) })).body;
    expect(left).toHaveLength(1);
  });

  it("refuses to end sessions from another site with the cookie, and accepts the same from the app's page", async () => {
    const user = await account();
    const browser = await browserSignIn(user);
    const app = await appSignIn(user.email);
    const crossSite = await call(sessionsRoute.DELETE, { method: "DELETE", headers: { ...browser, "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe("cross_site_request");
    expect((await me(bearer(app.accessToken))).status).toBe(200);
    expect((await call(sessionsRoute.DELETE, { method: "DELETE", headers: browser })).status).toBe(204);
    expect((await me(bearer(app.accessToken))).status).toBe(401);
  });
});

describe("refresh", () => {
  it("keeps an app session alive for 30 more days and marks it seen", async () => {
    const user = await account();
    const app = await appSignIn(user.email);
    const db = await getDb();
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() + 60_000) } });
    expect((await refresh(app.refreshToken)).status).toBe(200);
    const session = await db.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("reusing a rotated refresh token ends the session, so its access token dies with it", async () => {
    const user = await account();
    const app = await appSignIn(user.email);
    const next = (await refresh(app.refreshToken)).body;
    expect((await refresh(app.refreshToken)).status).toBe(401); // the old one, replayed
    expect((await me(bearer(next.accessToken))).status).toBe(401);
    expect((await refresh(next.refreshToken)).status).toBe(401);
  });
});
