// start and complete through their route handlers on the real database: every transition,
// retries (also parallel ones), bad input, and child selection.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as startRoute from "@/app/api/client/activities/start/[activityId]/route";
import * as completeRoute from "@/app/api/client/activities/complete/[activityId]/route";
import * as detailsRoute from "@/app/api/client/activities/details/[activityId]/route";
import { getDb } from "@/lib/db/client";
import { dateOnly, tashkentDate } from "@/lib/time";
import { call, createTestUser, type CallOptions } from "@/tests/helpers/http";
import { completeResponseSchema, startResponseSchema } from "@/lib/activities/schemas";
import { addChild, attemptsOf, fittingActivities, parentWithChild } from "@/tests/helpers/activities";
import { dayBefore } from "@/lib/activities/dashboard";

const start = (token: string, activityId: string, query = "", extra: CallOptions = {}) =>
  call(startRoute.POST, {
    method: "POST",
    token,
    params: { activityId },
    path: `/api/client/activities/start/${activityId}${query}`,
    ...extra,
  });

const complete = (token: string, activityId: string, extra: CallOptions & { query?: string } = {}) =>
  call(completeRoute.POST, {
    method: "POST",
    token,
    params: { activityId },
    path: `/api/client/activities/complete/${activityId}${extra.query ?? ""}`,
    ...extra,
  });

const statusOf = async (token: string, activityId: string) =>
  (await call(detailsRoute.GET, { token, params: { activityId } })).body.status;

async function setup() {
  const parent = await parentWithChild(30);
  const [activity] = await fittingActivities(30);
  return { ...parent, activityId: activity.id };
}

describe("POST /api/client/activities/start/{activityId}", () => {
  it("opens an attempt for today and reuses it on retries", async () => {
    const { token, childId, activityId } = await setup();
    const first = await start(token, activityId);
    expect(first.status).toBe(200);
    expect(startResponseSchema.parse(first.body)).toMatchObject({ activityId, childId, status: "started" });
    const [attempt] = await attemptsOf(childId);
    expect(attempt).toMatchObject({ id: first.body.attemptId, completedAt: null, day: dateOnly(tashkentDate()) });
    expect(attempt.startedAt.toISOString()).toBe(first.body.startedAt);

    const again = await start(token, activityId, "", { body: { ignored: true } });
    expect(again.body).toEqual(first.body);
    expect(await attemptsOf(childId)).toHaveLength(1);
    expect(await statusOf(token, activityId)).toBe("started");
  });

  it("leaves exactly one open attempt after parallel starts", async () => {
    const { token, childId, activityId } = await setup();
    const results = await Promise.all(Array.from({ length: 8 }, () => start(token, activityId)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.body.attemptId)).size).toBe(1);
    expect(await attemptsOf(childId)).toHaveLength(1);
  });

  it("opens a new attempt after a completion, while the day stays completed", async () => {
    const { token, childId, activityId } = await setup();
    const first = await start(token, activityId);
    await complete(token, activityId, { body: { score: 40 } });
    const second = await start(token, activityId);
    expect(second.status).toBe(200);
    expect(second.body.status).toBe("completed");
    expect(second.body.attemptId).not.toBe(first.body.attemptId);
    expect((await start(token, activityId)).body.attemptId).toBe(second.body.attemptId);
    expect(await statusOf(token, activityId)).toBe("completed");
    const attempts = await attemptsOf(childId);
    expect(attempts.map((a) => a.completedAt === null)).toEqual([false, true]);

    // Completing again closes the new attempt; the history keeps both.
    const done = await complete(token, activityId, { body: { score: 95 } });
    expect(done.body).toMatchObject({ attemptId: second.body.attemptId, score: 95 });
    expect((await attemptsOf(childId)).map((a) => a.score)).toEqual([40, 95]);
  });

  it("answers 404 for an unknown activity, 400 for a malformed one, 409 without a child", async () => {
    const { token, childId } = await setup();
    expect((await start(token, randomUUID())).status).toBe(404);
    expect((await start(token, "nope")).status).toBe(400);
    expect(await attemptsOf(childId)).toHaveLength(0);
    const lonely = await createTestUser();
    const res = await start(lonely.token, (await fittingActivities(30))[0].id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("child_required");
  });

  it("starts for another own child by childId; a foreign child is 404 with nothing written", async () => {
    const { token, id, childId, activityId } = await setup();
    const second = await addChild(id, { select: false });
    const res = await start(token, activityId, `?childId=${second}`);
    expect(res.body.childId).toBe(second);
    expect(await attemptsOf(second)).toHaveLength(1);
    expect(await attemptsOf(childId)).toHaveLength(0);

    const stranger = await parentWithChild(30);
    expect((await start(token, activityId, `?childId=${stranger.childId}`)).status).toBe(404);
    expect((await complete(token, activityId, { query: `?childId=${stranger.childId}` })).status).toBe(404);
    expect(await attemptsOf(stranger.childId)).toHaveLength(0);
    expect((await start(token, activityId, "?childId=x")).status).toBe(400);
  });

  it("needs a signed-in user and POST", async () => {
    const { token, activityId } = await setup();
    expect((await start("", activityId)).status).toBe(401);
    const get = await call(startRoute.GET, { token, params: { activityId } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/client/activities/complete/{activityId}", () => {
  it("completes the open attempt and returns the stored result on retries", async () => {
    const { token, childId, activityId } = await setup();
    const started = await start(token, activityId);
    const res = await complete(token, activityId, { body: { score: 80, timeSpentSeconds: 120 } });
    expect(res.status).toBe(200);
    expect(completeResponseSchema.parse(res.body)).toEqual({
      activityId,
      childId,
      attemptId: started.body.attemptId,
      status: "completed",
      score: 80,
      timeSpentSeconds: 120,
      completedAt: expect.any(String),
    });
    const [attempt] = await attemptsOf(childId);
    expect(attempt).toMatchObject({ score: 80, timeSpentSeconds: 120 });
    expect(attempt.completedAt?.toISOString()).toBe(res.body.completedAt);
    expect(await statusOf(token, activityId)).toBe("completed");

    const retry = await complete(token, activityId, { body: { score: 10 } });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(res.body);
    expect((await attemptsOf(childId))[0].score).toBe(80);
  });

  it("lets exactly one of several parallel completes write", async () => {
    const { token, childId, activityId } = await setup();
    await start(token, activityId);
    const results = await Promise.all([10, 20, 30, 40, 50].map((score) => complete(token, activityId, { body: { score } })));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const attempts = await attemptsOf(childId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0].score).toBe(results[0].body.score);
  });

  it("answers 409 activity_not_started when nothing was started today", async () => {
    const { token, childId, activityId } = await setup();
    const never = await complete(token, activityId, { body: { score: 50 } });
    expect(never.status).toBe(409);
    expect(never.body.code).toBe("activity_not_started");
    // An attempt left open yesterday does not count for today.
    const db = await getDb();
    await db.activityAttempt.create({ data: { childId, activityId, day: dateOnly(dayBefore(tashkentDate(), 1)) } });
    expect((await complete(token, activityId)).body.code).toBe("activity_not_started");
    const attempts = await attemptsOf(childId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0].completedAt).toBeNull();
  });

  it.each([
    ["no body", {}, null, null],
    ["an empty object", { body: {} }, null, null],
    ["an empty JSON body", { rawBody: "", headers: { "content-type": "application/json" } }, null, null],
    ["nulls", { body: { score: null, timeSpentSeconds: null } }, null, null],
    ["a decimal score, rounded", { body: { score: 66.67, timeSpentSeconds: 0 } }, 67, 0],
    ["the limits", { body: { score: 100, timeSpentSeconds: 86_400 } }, 100, 86_400],
  ] as const)("accepts %s", async (_label, extra, score, timeSpentSeconds) => {
    const { token, activityId } = await setup();
    await start(token, activityId);
    const res = await complete(token, activityId, extra as CallOptions);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score, timeSpentSeconds });
  });

  it.each([
    ["score 101", { body: { score: 101 } }, 400],
    ["score -1", { body: { score: -1 } }, 400],
    ["score 'abc'", { body: { score: "abc" } }, 400],
    ["timeSpentSeconds 1.5", { body: { timeSpentSeconds: 1.5 } }, 400],
    ["timeSpentSeconds 86401", { body: { timeSpentSeconds: 86_401 } }, 400],
    ["a JSON array", { body: [] }, 400],
    ["broken JSON", { rawBody: '{"score":', headers: { "content-type": "application/json" } }, 400],
    ["a form body", { rawBody: "score=5", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["feedback 'medium'", { body: { feedback: "medium", checklistDone: true } }, 400],
    ["feedback 'Easy'", { body: { feedback: "Easy" } }, 400],
    ["feedback 2", { body: { feedback: 2, score: 50 } }, 400],
    ["checklistDone 'yes'", { body: { checklistDone: "yes", feedback: "easy" } }, 400],
  ] as const)("rejects %s and writes nothing", async (_label, extra, status) => {
    const { token, childId, activityId } = await setup();
    await start(token, activityId);
    const res = await complete(token, activityId, extra as CallOptions);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    const [attempt] = await attemptsOf(childId);
    expect(attempt).toMatchObject({ completedAt: null, score: null, timeSpentSeconds: null, feedback: null, checklistDone: null });
  });

  it("keeps the parent's answer and the ticked checklist with the attempt", async () => {
    const { token, childId, activityId } = await setup();
    await start(token, activityId);
    const res = await complete(token, activityId, { body: { feedback: "just_right", checklistDone: true, timeSpentSeconds: 300 } });
    expect(res.status).toBe(200);
    expect(completeResponseSchema.parse(res.body)).toMatchObject({ score: null, timeSpentSeconds: 300 });
    const [attempt] = await attemptsOf(childId);
    expect(attempt).toMatchObject({ feedback: "just_right", checklistDone: true, score: null });
    // A retry after success answers with the stored result and changes nothing.
    await complete(token, activityId, { body: { feedback: "hard" } });
    expect((await attemptsOf(childId))[0]).toMatchObject({ feedback: "just_right", checklistDone: true });
  });

  it("answers 404 for an unknown activity and 409 child_required without a child", async () => {
    const { token } = await setup();
    expect((await complete(token, randomUUID())).status).toBe(404);
    const lonely = await createTestUser();
    const res = await complete(lonely.token, (await fittingActivities(30))[0].id);
    expect(res.body.code).toBe("child_required");
  });
});
