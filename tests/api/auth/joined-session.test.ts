// The busiest reads check the session inside their own statement (auth: "joined", readAs in
// lib/auth/sessions.ts). They must refuse exactly what route()'s own check refuses: an ended
// session, an expired one, a session of another user, and a token without a session; and they
// must not mistake a dead session for a user with no children (both give no child row).
import { describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import * as childrenRoute from "@/app/api/client/children/route";
import * as dashboardRoute from "@/app/api/client/activities/dashboard/route";
import * as logoutRoute from "@/app/api/auth/logout/route";
import { authSecret } from "@/lib/auth/secret";
import { getDb } from "@/lib/db/client";
import { OPERATIONS } from "@/lib/endpoints";
import { countQueries, installQueryCounter, removeQueryCounter } from "@/tests/helpers/count-queries";
import { addChild } from "@/tests/helpers/children";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import type { RouteHandler } from "@/lib/http/route";

// Every joined endpoint, with what a live session with and without a child gets.
const JOINED: { operationId: string; handler: RouteHandler; noChild: number }[] = [
  { operationId: "listChildren", handler: childrenRoute.GET, noChild: 200 },
  { operationId: "getDashboard", handler: dashboardRoute.GET, noChild: 409 },
];

const sessionOf = async (user: TestUser) => (await decode({ token: user.token, secret: authSecret() }))!.sid as string;

it("covers every endpoint whose definition says auth: \"joined\"", () => {
  const joined = OPERATIONS.filter((op) => op.auth === "joined").map((op) => op.operationId);
  expect(joined.sort()).toEqual(JOINED.map((e) => e.operationId).sort());
});

describe.each(JOINED)("$operationId checks the session in its own statement", ({ handler, noChild }) => {
  it("answers a live session, with a child and without", async () => {
    const empty = await createTestUser();
    expect((await call(handler, { token: empty.token })).status).toBe(noChild);
    const parent = await createTestUser();
    await addChild(parent);
    expect((await call(handler, { token: parent.token })).status).toBe(200);
  });

  it.each([true, false])("refuses a session ended by logout at once (the user has a child: %s)", async (withChild) => {
    const user = await createTestUser();
    if (withChild) await addChild(user);
    expect((await call(logoutRoute.POST, { method: "POST", body: { refreshToken: user.refreshToken } })).status).toBe(204);
    const res = await call(handler, { token: user.token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "unauthorized", status: 401 });
  });

  it("refuses an ended session with 401 even when its request is also invalid, as route()'s own check does", async () => {
    const user = await createTestUser();
    const bad = { token: user.token, path: "/api/x?childId=not-a-uuid" };
    // The children list takes no query; the dashboard validates childId.
    expect((await call(handler, bad)).status).toBe(handler === dashboardRoute.GET ? 400 : noChild);
    await call(logoutRoute.POST, { method: "POST", body: { refreshToken: user.refreshToken } });
    expect((await call(handler, bad)).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const user = await createTestUser();
    await addChild(user);
    const db = await getDb();
    await db.session.update({ where: { id: await sessionOf(user) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(handler, { token: user.token })).status).toBe(401);
  });

  it("refuses a well-signed token naming another user's live session, or none", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    await addChild(a);
    const aWithB = await encode({ token: { sub: a.id, sid: await sessionOf(b) }, secret: authSecret() });
    expect((await call(handler, { token: aWithB })).status).toBe(401);
    const noSession = await encode({ token: { sub: a.id }, secret: authSecret() });
    expect((await call(handler, { token: noSession })).status).toBe(401);
    expect((await call(handler, {})).status).toBe(401);
  });

  it("moves a stale 'last seen' forward, as route()'s own check does", async () => {
    const user = await createTestUser();
    await addChild(user);
    const db = await getDb();
    const id = await sessionOf(user);
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await db.session.update({ where: { id }, data: { lastSeenAt: old } });
    expect((await call(handler, { token: user.token })).status).toBe(200);
    // The write is not awaited by the request: wait for it.
    await expect.poll(async () => (await db.session.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime(), { timeout: 5000 }).toBeGreaterThan(
      old.getTime() + 30 * 60 * 1000,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the statement count", () => {
  it("a signed-in children list is one statement in all, the session check included", async () => {
    installQueryCounter();
    try {
      const user = await createTestUser();
      await addChild(user);
      await call(childrenRoute.GET, { token: user.token }); // warm: the token's decoding is cached
      let status = 0;
      expect(await countQueries(async () => (status = (await call(childrenRoute.GET, { token: user.token })).status))).toBe(1);
      expect(status).toBe(200);
    } finally {
      removeQueryCounter();
    }
  });
});
