// DELETE /api/auth/account through the real route handler, and the guarantee behind it: every
// model of prisma/schema.prisma is either removed with its user or listed here as holding no
// user data. A new model fails the first test until someone decides which it is.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as accountRoute from "@/app/api/auth/account/route";
import * as registerRoute from "@/app/api/auth/register/route";
import * as tokenRoute from "@/app/api/auth/token/route";
import { getDb, type Db } from "@/lib/db/client";
import { fillAccount, TEST_PASSWORD, type FilledAccount } from "@/tests/helpers/account-data";
import { call, createTestUser } from "@/tests/helpers/http";

/** How many rows of a model belong to the account, counted by the ids it had before deletion. */
type Count = (db: Db, account: FilledAccount) => Promise<number>;

const USER_DATA: Record<string, Count> = {
  User: (db, a) => db.user.count({ where: { id: a.user.id } }),
  RefreshToken: (db, a) => db.refreshToken.count({ where: { userId: a.user.id } }),
  Session: (db, a) => db.session.count({ where: { OR: [{ userId: a.user.id }, { id: { in: a.sessionIds } }] } }),
  // No foreign key: the sign-in throttle's counts whose subject is the email or one of the sessions.
  AuthFailure: (db, a) =>
    db.authFailure.count({ where: { OR: [`:${a.user.email}`, ...a.sessionIds.map((id) => `:${id}`)].map((suffix) => ({ key: { endsWith: suffix } })) } }),
  // No foreign key: the rows whose subject is the user's email or id (lib/account/delete.ts).
  RateLimitHit: (db, a) => db.rateLimitHit.count({ where: { OR: [{ key: { endsWith: `:${a.user.email}` } }, { key: { endsWith: `:${a.user.id}` } }] } }),
  Child: (db, a) => db.child.count({ where: { OR: [{ userId: a.user.id }, { id: { in: a.childIds } }] } }),
  Vaccination: (db, a) => db.vaccination.count({ where: { childId: { in: a.childIds } } }),
  CalendarFeed: (db, a) => db.calendarFeed.count({ where: { childId: { in: a.childIds } } }),
  GrowthRecord: (db, a) => db.growthRecord.count({ where: { childId: { in: a.childIds } } }),
  MilestoneAnswer: (db, a) => db.milestoneAnswer.count({ where: { childId: { in: a.childIds } } }),
  ActivityAttempt: (db, a) => db.activityAttempt.count({ where: { childId: { in: a.childIds } } }),
  Field: (db, a) => db.field.count({ where: { OR: [{ userId: a.user.id }, { id: { in: a.fieldIds } }] } }),
  Season: (db, a) => db.season.count({ where: { fieldId: { in: a.fieldIds } } }),
  Plot: (db, a) => db.plot.count({ where: { seasonId: { in: a.seasonIds } } }),
  SoilReport: (db, a) => db.soilReport.count({ where: { OR: [{ userId: a.user.id }, { id: { in: a.reportIds } }] } }),
  SoilPhoto: (db, a) => db.soilPhoto.count({ where: { reportId: { in: a.reportIds } } }),
  IdempotencyKey: (db, a) => db.idempotencyKey.count({ where: { userId: a.user.id } }),
  FertiliserPrice: (db, a) => db.fertiliserPrice.count({ where: { userId: a.user.id } }),
  // Sharing (docs/sharing.md): the user's memberships and those of their children and fields go;
  // so do the invitations they made or that were to their children.
  ChildMember: (db, a) => db.childMember.count({ where: { OR: [{ userId: a.user.id }, { childId: { in: a.childIds } }] } }),
  FieldMember: (db, a) => db.fieldMember.count({ where: { OR: [{ userId: a.user.id }, { fieldId: { in: a.fieldIds } }] } }),
  Invitation: (db, a) => db.invitation.count({ where: { OR: [{ createdBy: a.user.id }, { childId: { in: a.childIds } }, { fieldId: { in: a.fieldIds } }] } }),
};

const NO_USER_DATA: Record<string, string> = {
  ActivityCategory: "the activity catalogue, the same for everyone",
  Activity: "the activity catalogue, the same for everyone",
  MediaAsset: "the catalogue's pictures and sounds, the same for everyone",
};

/** Each model of schema.prisma with the models it points at through a foreign key (its parents). */
function modelsWithParents(): Map<string, string[]> {
  const schema = readFileSync("prisma/schema.prisma", "utf8");
  const models = new Map<string, string[]>();
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const parents = [...body.matchAll(/^\s*\w+\s+(\w+)\??\s+@relation\([^)]*fields:/gm)].map(([, parent]) => parent);
    models.set(name, parents);
  }
  return models;
}

/** Models whose rows hang off a user, directly or through a parent. */
function ownedByUser(models: Map<string, string[]>): Set<string> {
  const owned = new Set(["User"]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, parents] of models) {
      if (!owned.has(name) && parents.some((parent) => owned.has(parent))) {
        owned.add(name);
        grew = true;
      }
    }
  }
  return owned;
}

const del = (token: string | undefined, body: unknown) => call(accountRoute.DELETE, { method: "DELETE", token, body });

async function counts(account: FilledAccount): Promise<Record<string, number>> {
  const db = await getDb();
  const entries = await Promise.all(Object.entries(USER_DATA).map(async ([model, count]) => [model, await count(db, account)] as const));
  return Object.fromEntries(entries);
}

describe("every model is accounted for", () => {
  const models = modelsWithParents();

  it("is listed either as user data (removed with the account) or as holding none", () => {
    expect(models.size).toBeGreaterThan(10);
    const unlisted = [...models.keys()].filter((model) => !(model in USER_DATA) && !(model in NO_USER_DATA));
    expect(unlisted, "add each to USER_DATA (and make deleteAccount remove it) or to NO_USER_DATA with the reason").toEqual([]);
    const gone = [...Object.keys(USER_DATA), ...Object.keys(NO_USER_DATA)].filter((model) => !models.has(model));
    expect(gone, "listed here but not in schema.prisma").toEqual([]);
  });

  it("never calls a model that hangs off a user 'no user data'", () => {
    const owned = ownedByUser(models);
    expect(owned.has("SoilPhoto") && owned.has("Plot") && owned.has("ActivityAttempt")).toBe(true); // the parser follows chains
    expect([...owned].filter((model) => model in NO_USER_DATA)).toEqual([]);
  });
});

describe("DELETE /api/auth/account", () => {
  it("removes the user and everything of theirs in every user-data model, and nothing of another user's", async () => {
    const leaving = await fillAccount("Dilnoza");
    const staying = await fillAccount("Aziza");
    const before = await counts(leaving);
    const othersBefore = await counts(staying);
    // The fixture really made data in every model, so "0 after" means something.
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
    expect(Object.entries(othersBefore).filter(([, n]) => n === 0)).toEqual([]);

    const res = await del(leaving.user.token, { password: TEST_PASSWORD });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    // The token outlives the account for a few minutes: a second deletion is 401, not an error.
    expect((await del(leaving.user.token, { password: TEST_PASSWORD })).status).toBe(401);

    expect(await counts(leaving)).toEqual(Object.fromEntries(Object.keys(USER_DATA).map((model) => [model, 0])));
    expect(await counts(staying)).toEqual(othersBefore);
  });

  it("refuses a wrong password with 400 on `password` and deletes nothing", async () => {
    const account = await fillAccount("Kamola");
    const before = await counts(account);
    const res = await del(account.user.token, { password: "not-my-password" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body).toMatchObject({ code: "validation_failed", detail: "Joriy parol noto'g'ri." });
    expect(res.body.errors).toEqual([{ path: "password", message: expect.any(String) }]);
    expect(await counts(account)).toEqual(before);
  });

  it.each([
    ["no body", undefined],
    ["an empty password", { password: "" }],
    ["a number", { password: 12345678 }],
    ["an over-long password", { password: "x".repeat(129) }],
  ])("refuses %s with 400 and deletes nothing", async (_label, body) => {
    const user = await createTestUser();
    const res = await del(user.token, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toMatch(/validation_failed|malformed_json/);
    expect(await (await getDb()).user.count({ where: { id: user.id } })).toBe(1);
  });

  it("answers 401 without a session or with a forged token", async () => {
    const user = await createTestUser();
    expect((await del(undefined, { password: TEST_PASSWORD })).status).toBe(401);
    expect((await del(`${user.token.slice(0, -4)}AAAA`, { password: TEST_PASSWORD })).status).toBe(401);
    expect(await (await getDb()).user.count({ where: { id: user.id } })).toBe(1);
  });

  it("removes only the rate-limit rows whose subject is exactly the user's email or id", async () => {
    const user = await createTestUser();
    const db = await getDb();
    // An email with "_" (a pattern character in LIKE) and keys that only look alike.
    const email = `a_b-${user.id}@example.com`;
    await db.user.update({ where: { id: user.id }, data: { email } });
    const windowStart = new Date();
    const keys = {
      mine: [`login:acct:${email}`, `export:user:${user.id}`],
      others: [`login:acct:${email.replace("_", "x")}`, `login:acct:x${email}`, `login:ip:${user.id}x`, `login:acct:${email}:other`],
    };
    await db.rateLimitHit.createMany({ data: [...keys.mine, ...keys.others].map((key) => ({ key, windowStart, count: 1 })) });
    expect((await del(user.token, { password: TEST_PASSWORD })).status).toBe(204);
    const left = await db.rateLimitHit.findMany({ where: { key: { in: [...keys.mine, ...keys.others] } }, select: { key: true } });
    expect(left.map((row) => row.key).sort()).toEqual([...keys.others].sort());
    await db.rateLimitHit.deleteMany({ where: { key: { in: keys.others } } });
  });

  it("afterwards the password no longer signs in, and the email can make a new account", async () => {
    const user = await createTestUser();
    expect((await del(user.token, { password: TEST_PASSWORD })).status).toBe(204);
    const signIn = await call(tokenRoute.POST, { method: "POST", body: { email: user.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(401);
    const again = await call(registerRoute.POST, { method: "POST", headers: { "x-forwarded-for": "10.9.9.9" }, body: { email: user.email, password: "a-new-password", name: "Yangi" } });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(user.id);
  });
});
