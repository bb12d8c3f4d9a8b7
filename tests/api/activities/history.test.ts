// A child's activity history through the real route handlers (docs/sharing.md): the grandmother,
// a caregiver, plays a game on the shared child; the mother reads it with her name, newest
// first; a viewer reads but cannot start or complete; a stranger and a removed member get 404;
// pages follow the cursor without losing or repeating an attempt; bad input is 400 and changes
// nothing. Also: each person's selected child and plan are their own.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as historyRoute from "@/app/api/client/children/[id]/activity-history/route";
import * as startRoute from "@/app/api/client/activities/start/[activityId]/route";
import * as completeRoute from "@/app/api/client/activities/complete/[activityId]/route";
import * as dashboardRoute from "@/app/api/client/activities/dashboard/route";
import * as activeRoute from "@/app/api/client/children/active/[id]/route";
import * as childRoute from "@/app/api/client/children/[id]/route";
import * as invitations from "@/app/api/client/children/[id]/invitations/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import * as member from "@/app/api/client/children/[id]/members/[userId]/route";
import { getDb } from "@/lib/db/client";
import { historyResponseSchema, MAX_HISTORY_LIMIT } from "@/lib/activities/history-schemas";
import { encodeHistoryCursor } from "@/lib/activities/history-cursor";
import { listActivityHistory } from "@/lib/activities/history";
import { countQueries, installQueryCounter, removeQueryCounter } from "@/tests/helpers/count-queries";
import { dateOnly } from "@/lib/time";
import { addChild } from "@/tests/helpers/activities";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";

type Item = { attemptId: string; activityId: string; title: string; type: string; status: string; score: number | null; recordedBy: unknown; startedAt: string };

const history = (user: TestUser, childId: string, query = "", headers?: Record<string, string>) =>
  call(historyRoute.GET, { token: user.token, params: { id: childId }, path: `/api/client/children/${childId}/activity-history${query}`, headers });

const start = (user: TestUser, activityId: string, childId?: string) =>
  call(startRoute.POST, { method: "POST", token: user.token, params: { activityId }, path: `/api/x${childId ? `?childId=${childId}` : ""}` });

const complete = (user: TestUser, activityId: string, body: unknown, childId?: string) =>
  call(completeRoute.POST, { method: "POST", token: user.token, params: { activityId }, path: `/api/x${childId ? `?childId=${childId}` : ""}`, body });

async function share(owner: TestUser, childId: string, guest: TestUser, role: "caregiver" | "viewer") {
  const made = await call(invitations.POST, { method: "POST", token: owner.token, params: { id: childId }, body: { role } });
  expect(made.status).toBe(201);
  expect((await call(accept.POST, { method: "POST", token: guest.token, body: { token: made.body.token } })).status).toBe(200);
}

/** A game and an instructional activity for a 30-month-old, with their slugs. */
async function activities() {
  const db = await getDb();
  const fits = { minAgeMonths: { lte: 30 }, maxAgeMonths: { gte: 30 } };
  const select = { id: true, slug: true } as const;
  const game = await db.activity.findFirstOrThrow({ where: { ...fits, type: "interactive" }, orderBy: { slug: "asc" }, select });
  const exercise = await db.activity.findFirstOrThrow({ where: { ...fits, type: "instructional" }, orderBy: { slug: "asc" }, select });
  return { game, exercise };
}

/** The Russian title of an activity, from the catalogue's translation files (not from our code). */
function russianTitle(slug: string): string {
  const dir = path.join(process.cwd(), "prisma/catalogue/translations/ru");
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json") && name !== "categories.json")) {
    const texts = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, { title: string }>;
    if (texts[slug]) return texts[slug].title;
  }
  throw new Error(`no Russian title for ${slug}`);
}

async function family() {
  const mother = await createTestUser("Dilnoza");
  const grandmother = await createTestUser("Buvi");
  const childId = await addChild(mother.id, { ageMonths: 30, name: "Madina" });
  return { mother, grandmother, childId };
}

const attemptCount = async (childId: string) => (await getDb()).activityAttempt.count({ where: { childId } });

describe("the activity history of a shared child", () => {
  it("shows the grandmother's game with her score and name to the mother, and each person their own as you", async () => {
    const { mother, grandmother, childId } = await family();
    const { game, exercise } = await activities();
    await share(mother, childId, grandmother, "caregiver");

    expect((await start(mother, exercise.id, childId)).status).toBe(200);
    expect((await complete(mother, exercise.id, { timeSpentSeconds: 240 }, childId)).status).toBe(200);
    // The grandmother plays on the shared child, named by childId: 2 of 3 rounds is 66.67, stored as 67.
    expect((await start(grandmother, game.id, childId)).body.childId).toBe(childId);
    const done = await complete(grandmother, game.id, { score: 66.67, timeSpentSeconds: 300 }, childId);
    expect(done.status).toBe(200);
    expect(done.body.score).toBe(67);

    const mothers = await history(mother, childId);
    expect(mothers.status).toBe(200);
    expect(() => historyResponseSchema.parse(mothers.body)).not.toThrow();
    expect(mothers.headers.get("vary")).toContain("Accept-Language");
    const [newest, older] = mothers.body.items as Item[];
    expect(mothers.body.items).toHaveLength(2);
    expect(newest).toMatchObject({ activityId: game.id, type: "interactive", status: "completed", score: 67, recordedBy: { name: "Buvi", you: false } });
    expect(older).toMatchObject({ activityId: exercise.id, type: "instructional", status: "completed", score: null, recordedBy: { name: "Dilnoza", you: true } });
    expect(mothers.body.nextCursor).toBeNull();
    // Only names travel, never the other person's id or email.
    expect(mothers.text).not.toContain(grandmother.id);
    expect(mothers.text).not.toContain(grandmother.email);

    const grandmothers = await history(grandmother, childId, "", { "Accept-Language": "ru-RU" });
    expect(grandmothers.status).toBe(200);
    expect((grandmothers.body.items as Item[]).map((item) => [item.title, item.recordedBy])).toEqual([
      [russianTitle(game.slug), { name: "Buvi", you: true }],
      [russianTitle(exercise.slug), { name: "Dilnoza", you: false }],
    ]);
    expect(grandmothers.text).not.toContain(mother.email);
  });

  it("shows an attempt still open as started, recorded by whoever started it", async () => {
    const { mother, grandmother, childId } = await family();
    const { game } = await activities();
    await share(mother, childId, grandmother, "caregiver");
    await start(grandmother, game.id, childId);
    const [item] = (await history(mother, childId)).body.items as Item[];
    expect(item).toMatchObject({ status: "started", score: null, completedAt: null, recordedBy: { name: "Buvi", you: false } });
  });

  it("lets a viewer read the history but neither start nor complete (403 forbidden_role, nothing stored)", async () => {
    const { mother, childId } = await family();
    const viewer = await createTestUser("Dada");
    const { game } = await activities();
    await share(mother, childId, viewer, "viewer");
    await start(mother, game.id, childId);

    expect((await history(viewer, childId)).body.items).toHaveLength(1);
    const before = await attemptCount(childId);
    const refusedStart = await start(viewer, game.id, childId);
    expect([refusedStart.status, refusedStart.body.code]).toEqual([403, "forbidden_role"]);
    const refusedComplete = await complete(viewer, game.id, { score: 100 }, childId);
    expect([refusedComplete.status, refusedComplete.body.code]).toEqual([403, "forbidden_role"]);
    expect(await attemptCount(childId)).toBe(before);
    const [open] = await (await getDb()).activityAttempt.findMany({ where: { childId } });
    expect([open.completedAt, open.score, open.recordedBy]).toEqual([null, null, mother.id]);

    // The viewer's selected child is the shared one: without childId the API refuses the same way.
    expect((await call(activeRoute.PATCH, { method: "PATCH", token: viewer.token, params: { id: childId } })).status).toBe(200);
    expect((await start(viewer, game.id)).status).toBe(403);
    expect(await attemptCount(childId)).toBe(before);
  });

  it("answers a stranger, a removed member, an unknown and a deleted child 404, without the child's data", async () => {
    const { mother, grandmother, childId } = await family();
    const stranger = await createTestUser("Begona");
    const { game } = await activities();
    await share(mother, childId, grandmother, "caregiver");
    await start(grandmother, game.id, childId);
    await complete(grandmother, game.id, { score: 80 }, childId);
    expect((await history(grandmother, childId)).status).toBe(200);

    for (const res of [await history(stranger, childId), await history(mother, randomUUID())]) {
      expect([res.status, res.body.code]).toEqual([404, "not_found"]);
      expect(res.text).not.toContain("Buvi");
    }
    // A stranger who guesses a cursor learns no more.
    expect((await history(stranger, childId, `?before=${encodeHistoryCursor({ startedAt: new Date(), id: randomUUID() })}`)).status).toBe(404);

    expect((await call(member.DELETE, { method: "DELETE", token: mother.token, params: { id: childId, userId: grandmother.id } })).status).toBe(204);
    const removed = await history(grandmother, childId);
    expect([removed.status, removed.body.code]).toEqual([404, "not_found"]);
    expect(removed.text).not.toContain("Madina");
    // She can record nothing either; her game stays, named as a former member's.
    expect((await start(grandmother, game.id, childId)).status).toBe(404);
    const [item] = (await history(mother, childId)).body.items as Item[];
    expect(item.recordedBy).toEqual({ name: "Buvi", you: false, former: true });

    expect((await call(childRoute.DELETE, { method: "DELETE", token: mother.token, params: { id: childId } })).status).toBe(204);
    expect((await history(mother, childId)).status).toBe(404);
  });
});

describe("paging the activity history", () => {
  /** `n` attempts of the child, one minute apart, two of them started in the same millisecond. */
  async function seedAttempts(childId: string, recordedBy: string, n: number) {
    const db = await getDb();
    const { game } = await activities();
    const base = Date.parse("2026-03-01T06:00:00.000Z");
    const startedAt = (i: number) => new Date(i === 3 ? base + 2 * 60_000 : base + i * 60_000); // 2 and 3 tie
    await db.activityAttempt.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        childId,
        activityId: game.id,
        // Each on a day of its own: one open attempt per activity and day.
        day: dateOnly(`2026-02-${String(i + 1).padStart(2, "0")}`),
        startedAt: startedAt(i),
        completedAt: new Date(startedAt(i).getTime() + 30_000),
        score: i * 10,
        recordedBy,
      })),
    });
  }

  it("walks every attempt exactly once, newest first, and ends with a null cursor", async () => {
    const { mother, childId } = await family();
    await seedAttempts(childId, mother.id, 7);
    const seen: Item[] = [];
    let query = "?limit=2";
    for (let page = 0; page < 10; page++) {
      const res = await history(mother, childId, query);
      expect(res.status).toBe(200);
      seen.push(...(res.body.items as Item[]));
      if (res.body.nextCursor === null) break;
      expect(res.body.items).toHaveLength(2);
      query = `?limit=2&before=${res.body.nextCursor}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((item) => item.attemptId)).size).toBe(7);
    const times = seen.map((item) => Date.parse(item.startedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The newest is the last seeded; the two in the same millisecond both come, once each.
    expect(seen[0].score).toBe(60);
    expect(seen.filter((item) => item.startedAt === "2026-03-01T06:02:00.000Z").map((item) => item.score).sort()).toEqual([20, 30]);

    const all = await history(mother, childId, `?limit=${MAX_HISTORY_LIMIT}`);
    expect(all.body.items.map((item: Item) => item.attemptId)).toEqual(seen.map((item) => item.attemptId));
    expect(all.body.nextCursor).toBeNull();
  });

  it("gives 20 by default, and exactly the limit asked for between 1 and 50", async () => {
    const { mother, childId } = await family();
    await seedAttempts(childId, mother.id, 22);
    const byDefault = await history(mother, childId);
    expect(byDefault.body.items).toHaveLength(20);
    expect(byDefault.body.nextCursor).toEqual(expect.any(String));
    expect((await history(mother, childId, "?limit=1")).body.items).toHaveLength(1);
    const rest = await history(mother, childId, `?limit=50&before=${byDefault.body.nextCursor}`);
    expect(rest.body.items).toHaveLength(2);
    expect(rest.body.nextCursor).toBeNull();
  });

  it("refuses a bad limit or cursor with 400 naming the parameter, and answers an empty child with an empty list", async () => {
    const { mother, childId } = await family();
    expect((await history(mother, childId)).body).toEqual({ childId, items: [], nextCursor: null });
    await seedAttempts(childId, mother.id, 2);
    const before = await attemptCount(childId);
    for (const [query, param] of [
      ["?limit=0", "limit"],
      ["?limit=51", "limit"],
      ["?limit=-1", "limit"],
      ["?limit=1.5", "limit"],
      ["?limit=abc", "limit"],
      ["?limit=", "limit"],
      ["?before=", "before"],
      ["?before=not-a-cursor", "before"],
      [`?before=${randomUUID()}`, "before"],
      [`?before=${"A".repeat(3000)}`, "before"],
    ] as const) {
      const res = await history(mother, childId, query);
      expect([res.status, res.body.code], query).toEqual([400, "validation_failed"]);
      expect(res.body.errors.map((error: { path: string }) => error.path), query).toContain(`query.${param}`);
    }
    expect((await call(historyRoute.GET, { token: mother.token, params: { id: "not-a-uuid" } })).status).toBe(400);
    expect(await attemptCount(childId)).toBe(before);
  });

  it("reads a cursor from another child as an instant: only this child's attempts before it", async () => {
    const { mother, childId } = await family();
    const other = await addChild(mother.id, { ageMonths: 30, select: false });
    await seedAttempts(childId, mother.id, 3);
    await seedAttempts(other, mother.id, 3);
    const [otherNewest] = (await history(mother, other, "?limit=1")).body.items as Item[];
    const cursor = encodeHistoryCursor({ startedAt: new Date(otherNewest.startedAt), id: otherNewest.attemptId });
    const res = await history(mother, childId, `?before=${cursor}`);
    expect(res.status).toBe(200);
    const own = await (await getDb()).activityAttempt.findMany({ where: { childId }, select: { id: true } });
    expect((res.body.items as Item[]).every((item) => own.some((row) => row.id === item.attemptId))).toBe(true);
  });
});

describe("each person's selected child and plan", () => {
  it("are their own: the grandmother selects the shared child and plays on it without childId; the mother's stay hers", async () => {
    const { mother, grandmother, childId } = await family();
    const sibling = await addChild(mother.id, { ageMonths: 40, name: "Timur" }); // the mother's selected child now
    const grandchildOfOtherSide = await addChild(grandmother.id, { ageMonths: 50, name: "Aziz" });
    await share(mother, childId, grandmother, "caregiver");

    const dashboardOf = async (user: TestUser) => (await call(dashboardRoute.GET, { token: user.token })).body as { id: string; type: string }[];
    // The plan and a start without childId are for the same child (findChild); a start's answer names it.
    const childOfPlan = async (user: TestUser) => {
      const { game } = await activities();
      return (await start(user, game.id)).body.childId as string;
    };
    expect(await childOfPlan(grandmother)).toBe(grandchildOfOtherSide);
    expect((await call(activeRoute.PATCH, { method: "PATCH", token: grandmother.token, params: { id: childId } })).status).toBe(200);
    expect(await childOfPlan(grandmother)).toBe(childId);
    expect(await childOfPlan(mother)).toBe(sibling);
    expect((await dashboardOf(grandmother)).length).toBeGreaterThanOrEqual(3);

    // Her game without childId is on Madina, in the mother's history with her name.
    const { game } = await activities();
    expect((await complete(grandmother, game.id, { score: 100 })).body.childId).toBe(childId);
    const [item] = (await history(mother, childId)).body.items as Item[];
    expect(item).toMatchObject({ activityId: game.id, score: 100, recordedBy: { name: "Buvi", you: false } });
    const db = await getDb();
    const users = await db.user.findMany({ where: { id: { in: [mother.id, grandmother.id] } }, select: { id: true, activeChildId: true } });
    expect(Object.fromEntries(users.map((user) => [user.id, user.activeChildId]))).toEqual({ [mother.id]: sibling, [grandmother.id]: childId });
  });
});

// Counted at the pg driver, which the embedded database does not use (as children-query-count.test.ts).
describe.skipIf(!process.env.DATABASE_URL)("statements per page of the history", () => {
  beforeAll(installQueryCounter);
  afterAll(removeQueryCounter);

  it("reads a page in one statement without attempts and two with them, however many attempts and recorders", async () => {
    const { mother, grandmother, childId } = await family();
    const { game } = await activities();
    await share(mother, childId, grandmother, "caregiver");
    const read = (limit: number) => listActivityHistory({ kind: "child", userId: mother.id, need: "viewer", applied: false }, childId, { limit });
    await read(20); // the catalogue cache is loaded once per process, not per read
    expect(await countQueries(() => read(20))).toBe(1);
    await (await getDb()).activityAttempt.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        childId,
        activityId: game.id,
        day: dateOnly(`2026-01-01`),
        startedAt: new Date(Date.parse("2026-01-01T05:00:00Z") + i * 60_000),
        completedAt: new Date(Date.parse("2026-01-01T05:00:30Z") + i * 60_000),
        recordedBy: i % 2 ? mother.id : grandmother.id,
      })),
    });
    expect(await countQueries(() => read(20))).toBe(2);
    expect(await countQueries(() => read(50))).toBe(2);
  });
});
