// start and complete with device times (offline play) through their route handlers on the real
// database: recorded at the device's time and on its Tashkent day, bounds, retries.
import { describe, expect, it } from "vitest";
import * as startRoute from "@/app/api/client/activities/start/[activityId]/route";
import * as completeRoute from "@/app/api/client/activities/complete/[activityId]/route";
import * as detailsRoute from "@/app/api/client/activities/details/[activityId]/route";
import { dateOnly, tashkentDate } from "@/lib/time";
import { call, type CallOptions } from "@/tests/helpers/http";
import { findChild } from "@/lib/activities/child";
import { dayBefore } from "@/lib/activities/dashboard";
import { dayStatus } from "@/lib/activities/status";
import { attemptsOf, fittingActivities, parentWithChild } from "@/tests/helpers/activities";

const start = (token: string, activityId: string, extra: CallOptions = {}) =>
  call(startRoute.POST, { method: "POST", token, params: { activityId }, ...extra });
const complete = (token: string, activityId: string, extra: CallOptions = {}) =>
  call(completeRoute.POST, { method: "POST", token, params: { activityId }, ...extra });
const statusToday = async (token: string, activityId: string) =>
  (await call(detailsRoute.GET, { token, params: { activityId } })).body.status;

/** The child's status of the activity on a given Tashkent day, as the endpoints compute it. */
async function statusOn(userId: string, activityId: string, day: string) {
  const child = await findChild(userId, { day, activityId });
  return dayStatus(child!.attempts);
}

const yesterday = () => dayBefore(tashkentDate(), 1);
/** A Tashkent wall-clock time of a day, as a phone in Uzbekistan writes it. */
const at = (day: string, time: string) => `${day}T${time}:00+05:00`;
const iso = (text: string) => new Date(text).toISOString();
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function setup() {
  const parent = await parentWithChild(30);
  const [activity] = await fittingActivities(30);
  return { ...parent, activityId: activity.id };
}

describe("a start and complete made offline yesterday evening, sent this morning", () => {
  it("are recorded at the device's times and count for yesterday, not today", async () => {
    const { id, token, childId, activityId } = await setup();
    const day = yesterday();
    const started = await start(token, activityId, { body: { startedAt: at(day, "19:00") } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "started", startedAt: iso(at(day, "19:00")) });
    const done = await complete(token, activityId, { body: { score: 80, timeSpentSeconds: 420, completedAt: at(day, "19:07") } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ attemptId: started.body.attemptId, score: 80, completedAt: iso(at(day, "19:07")) });

    const [attempt] = await attemptsOf(childId);
    expect(attempt).toMatchObject({ day: dateOnly(day), score: 80, timeSpentSeconds: 420 });
    expect(attempt.startedAt.toISOString()).toBe(iso(at(day, "19:00")));
    expect(attempt.completedAt?.toISOString()).toBe(iso(at(day, "19:07")));
    expect(await statusOn(id, activityId, day)).toBe("completed");
    expect(await statusToday(token, activityId)).toBe("not_started");
    // Today is untouched: completing today still needs today's start.
    expect((await complete(token, activityId)).body.code).toBe("activity_not_started");
  });

  it("a device time in another offset is the same instant and the same Tashkent day", async () => {
    const { token, childId, activityId } = await setup();
    const day = yesterday();
    // 23:30 in Tashkent is 18:30 UTC of the same day.
    const res = await start(token, activityId, { body: { startedAt: `${day}T18:30:00.250Z` } });
    expect(res.body.startedAt).toBe(`${day}T18:30:00.250Z`);
    expect((await attemptsOf(childId))[0].day).toEqual(dateOnly(day));
  });

  it("a complete needs an open attempt of its own day", async () => {
    const { token, childId, activityId } = await setup();
    await start(token, activityId); // today, online
    const res = await complete(token, activityId, { body: { completedAt: at(yesterday(), "20:00") } });
    expect([res.status, res.body.code]).toEqual([409, "activity_not_started"]);
    expect((await attemptsOf(childId))[0].completedAt).toBeNull();
  });
});

describe("retries with device times", () => {
  it("give the same answer and record nothing new, even after the attempt moved on", async () => {
    const { token, childId, activityId } = await setup();
    const day = yesterday();
    const startBody = { body: { startedAt: at(day, "18:00") } };
    const completeBody = { body: { score: 50, completedAt: at(day, "18:05") } };
    const started = await start(token, activityId, startBody);
    expect((await start(token, activityId, startBody)).body).toEqual(started.body);
    const done = await complete(token, activityId, completeBody);
    expect((await complete(token, activityId, completeBody)).body).toEqual(done.body);

    // A second round that evening: a new attempt opens. A late retry of the first start or
    // complete finds the attempt it made instead of opening or closing another.
    const second = await start(token, activityId, { body: { startedAt: at(day, "18:30") } });
    expect(second.body.attemptId).not.toBe(started.body.attemptId);
    expect((await start(token, activityId, startBody)).body).toEqual({ ...started.body, status: "completed" });
    expect((await complete(token, activityId, { body: { score: 99, completedAt: at(day, "18:05") } })).body).toEqual(done.body);

    const attempts = await attemptsOf(childId);
    expect(attempts.map((a) => [a.id, a.score, a.completedAt === null])).toEqual([
      [started.body.attemptId, 50, false],
      [second.body.attemptId, null, true],
    ]);
  });
});

describe("bounds", () => {
  it.each([
    ["6 minutes ahead", () => minutesFromNow(6)],
    ["8 days ago", () => minutesFromNow(-8 * 24 * 60)],
    ["no offset", () => minutesFromNow(-10).slice(0, 19)],
    ["a date only", () => tashkentDate()],
    ["not a date", () => "yesterday"],
    ["a number", () => Date.now()],
  ])("start with startedAt %s: 400 naming the field, nothing recorded", async (_label, value) => {
    const { token, childId, activityId } = await setup();
    const res = await start(token, activityId, { body: { startedAt: value() } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_failed", errors: [{ path: "startedAt" }] });
    expect(await attemptsOf(childId)).toHaveLength(0);
  });

  it.each([
    ["6 minutes ahead", () => minutesFromNow(6)],
    ["8 days ago", () => minutesFromNow(-8 * 24 * 60)],
    ["no offset", () => minutesFromNow(-10).slice(0, 19)],
  ])("complete with completedAt %s: 400 naming the field, nothing recorded", async (_label, value) => {
    const { token, childId, activityId } = await setup();
    await start(token, activityId);
    const res = await complete(token, activityId, { body: { score: 70, completedAt: value() } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_failed", errors: [{ path: "completedAt" }] });
    expect((await attemptsOf(childId))[0]).toMatchObject({ completedAt: null, score: null });
  });

  it("accepts a device clock a little ahead and a week-old outbox", async () => {
    const { token, childId, activityId } = await setup();
    const ahead = minutesFromNow(4);
    expect((await start(token, activityId, { body: { startedAt: ahead } })).body.startedAt).toBe(ahead);
    const weekOld = minutesFromNow(-7 * 24 * 60 + 10);
    expect((await start(token, activityId, { body: { startedAt: weekOld } })).status).toBe(200);
    expect(await attemptsOf(childId)).toHaveLength(2);
  });

  it("refuses a completedAt before the attempt's startedAt", async () => {
    const { token, childId, activityId } = await setup();
    const day = yesterday();
    await start(token, activityId, { body: { startedAt: at(day, "19:00") } });
    const res = await complete(token, activityId, { body: { score: 90, completedAt: at(day, "18:59") } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_failed", errors: [{ path: "completedAt" }] });
    expect((await attemptsOf(childId))[0]).toMatchObject({ completedAt: null, score: null });
  });
});

describe("without device times", () => {
  it.each([
    ["no body", {}],
    ["an empty body", { rawBody: "", headers: { "content-type": "application/json" } }],
    ["an empty object", { body: {} }],
    ["null times", { body: { startedAt: null } }],
  ])("%s: start and complete are recorded now, today", async (_label, extra) => {
    const { token, childId, activityId } = await setup();
    const before = Date.now();
    const started = await start(token, activityId, extra as CallOptions);
    expect(started.status).toBe(200);
    const done = await complete(token, activityId, { ...(extra as CallOptions), body: { ...(extra as { body?: object }).body, completedAt: null } });
    expect(done.status).toBe(200);
    const [attempt] = await attemptsOf(childId);
    expect(attempt.day).toEqual(dateOnly(tashkentDate()));
    for (const time of [attempt.startedAt, attempt.completedAt!]) {
      expect(time.getTime()).toBeGreaterThanOrEqual(before);
      expect(time.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(await statusToday(token, activityId)).toBe("completed");
  });
});
