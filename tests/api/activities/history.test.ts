// A child's activity history through the real route handlers (docs/sharing.md): the grandmother,
// a caregiver, plays a game on the shared child; the mother reads it with her name, newest
// first; a viewer reads but cannot start or complete; a stranger and a removed member get 404;
// each person's selected child and plan are their own. Paging: history-paging.test.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dashboardRoute from "@/app/api/client/activities/dashboard/route";
import * as activeRoute from "@/app/api/client/children/active/[id]/route";
import * as childRoute from "@/app/api/client/children/[id]/route";
import * as member from "@/app/api/client/children/[id]/members/[userId]/route";
import { getDb } from "@/lib/db/client";
import { historyResponseSchema } from "@/lib/activities/history-schemas";
import { encodeHistoryCursor } from "@/lib/activities/history-cursor";
import { listActivityHistory } from "@/lib/activities/history";
import { countQueries, installQueryCounter, removeQueryCounter } from "@/tests/helpers/count-queries";
import { dateOnly } from "@/lib/time";
import { addChild } from "@/tests/helpers/activities";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { history, start, complete, share, activities, russianTitle, family, attemptCount, type Item } from "@/tests/helpers/activity-history";

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
