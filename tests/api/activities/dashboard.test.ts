// The dashboard through its route handler on the real (seeded) database, plus the child
// selection rules shared by every activities endpoint.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as dashboardRoute from "@/app/api/client/activities/dashboard/route";
import * as startRoute from "@/app/api/client/activities/start/[activityId]/route";
import { getDb } from "@/lib/db/client";
import { dateOnly, tashkentDate } from "@/lib/time";
import { call, createTestUser } from "@/tests/helpers/http";
import { activitySummarySchema } from "@/lib/activities/schemas";
import { addChild, birthDateForAge, fittingActivities, parentWithChild } from "@/tests/helpers/activities";
import { getCatalogue } from "@/lib/activities/catalogue-cache";
import { childAgeMonths, resolveChild } from "@/lib/activities/child";
import { dayBefore, findDashboard, getDashboard, loadUsage } from "@/lib/activities/dashboard";
import { buildDailyPlan, usageFromHistory, type ActivityUsage, type PlanHistoryItem } from "@/lib/activities/plan";
import { statusByActivity } from "@/lib/activities/status";
import { getActivityDetails } from "@/lib/activities/browse";
import { completeActivity, startActivity } from "@/lib/activities/progress";

const dashboard = (token: string, query = "") =>
  call(dashboardRoute.GET, { token, path: `/api/client/activities/dashboard${query}` });

describe("GET /api/client/activities/dashboard", () => {
  it.each([3, 18, 30, 60])("gives a %i-month-old 3-5 age-fit activities, the same on every call", async (age) => {
    const { token } = await parentWithChild(age);
    const first = await dashboard(token);
    expect(first.status).toBe(200);
    const items = z.array(activitySummarySchema).parse(first.body);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    if (age < 12) expect(items).toHaveLength(3);
    const fitting = new Set((await fittingActivities(age)).map((a) => a.id));
    for (const item of items) expect(fitting.has(item.id)).toBe(true);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.every((i) => i.status === "not_started")).toBe(true);
    for (let i = 0; i < 3; i++) expect((await dashboard(token)).body).toEqual(first.body);
  });

  it("spreads the plan over categories", async () => {
    const { token } = await parentWithChild(30);
    const ids = (await dashboard(token)).body.map((i: { id: string }) => i.id);
    const rows = await (await getDb()).activity.findMany({ where: { id: { in: ids } }, select: { categoryId: true } });
    expect(new Set(rows.map((r) => r.categoryId)).size).toBe(ids.length);
  });

  it("shows today's status without changing today's list", async () => {
    const { token, childId } = await parentWithChild(30);
    const before = (await dashboard(token)).body;
    const db = await getDb();
    await db.activityAttempt.createMany({
      data: [
        { childId, activityId: before[0].id, day: dateOnly(tashkentDate()) },
        { childId, activityId: before[1].id, day: dateOnly(tashkentDate()), completedAt: new Date(), score: 100 },
      ],
    });
    const after = (await dashboard(token)).body;
    expect(after.map((i: { id: string }) => i.id)).toEqual(before.map((i: { id: string }) => i.id));
    expect(after.map((i: { status: string }) => i.status).slice(0, 3)).toEqual(["started", "completed", "not_started"]);
  });

  it("works the next day's plan out afresh, from the attempts of the day before", async () => {
    const parent = await parentWithChild(30);
    const catalogue = await getCatalogue();
    const today = tashkentDate();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const planned = (await getDashboard(parent.id)).map((a) => a.id);
    for (const id of planned) {
      await startActivity(parent.id, id);
      await completeActivity(parent.id, id, { score: 95, timeSpentSeconds: 60 });
    }
    const history: PlanHistoryItem[] = planned.map((id) => ({
      activityId: id, categoryId: catalogue.activityById.get(id)!.categoryId, day: today, score: 95, completed: true,
    }));
    const day = tashkentDate(tomorrow);
    const child = await resolveChild(parent.id, { day });
    const expected = buildDailyPlan({ childId: child.id, day, ageMonths: childAgeMonths(child, day), candidates: catalogue.activities, history });
    const next = (await getDashboard(parent.id, undefined, tomorrow)).map((a) => a.id);
    // A plan kept from the day before would differ: everything done then weighs against it now.
    expect(next).toEqual(expected);
  });

  it("plans for the new age once the birth date is corrected", async () => {
    const parent = await parentWithChild(40);
    const before = await getDashboard(parent.id);
    await (await getDb()).child.update({ where: { id: parent.childId }, data: { birthDate: dateOnly(birthDateForAge(3)) } });
    const after = await getDashboard(parent.id);
    const fitting = new Set((await fittingActivities(3)).map((a) => a.id));
    expect(after).toHaveLength(3);
    expect(after.every((a) => fitting.has(a.id))).toBe(true);
    expect(after).not.toEqual(before);
  });

  it("ignores attempts older than the 28-day window", async () => {
    const parent = await parentWithChild(30);
    const twin = await addChild(parent.id, { select: false });
    const plain = await getDashboard(parent.id, twin);
    // Many old attempts for the twin: they must not change the plan (the query is bounded by day).
    const activities = await fittingActivities(30);
    const old = Array.from({ length: 200 }, (_, i) => ({
      childId: twin,
      activityId: activities[i % activities.length].id,
      day: dateOnly(dayBefore(tashkentDate(), 29 + (i % 300))),
      completedAt: new Date(),
      score: 100,
    }));
    await (await getDb()).activityAttempt.createMany({ data: old });
    expect(await loadUsage(twin, tashkentDate(), await getCatalogue())).toEqual([]);
    expect(await getDashboard(parent.id, twin)).toEqual(plain);
  });

  it("plans for the child named by childId and 404s any other child", async () => {
    const parent = await parentWithChild(30);
    const baby = await addChild(parent.id, { ageMonths: 2, select: false });
    const res = await dashboard(parent.token, `?childId=${baby}`);
    expect(res.status).toBe(200);
    const fitting = new Set((await fittingActivities(2)).map((a) => a.id));
    expect(res.body.every((i: { id: string }) => fitting.has(i.id))).toBe(true);

    const stranger = await parentWithChild(30);
    const deleted = await addChild(parent.id, { deleted: true, select: false });
    for (const childId of [stranger.childId, deleted, randomUUID()]) {
      expect((await dashboard(parent.token, `?childId=${childId}`)).status).toBe(404);
    }
    for (const bad of ["?childId=abc", "?childId=", `?childId=${baby}&childId=${baby}`]) {
      const malformed = await dashboard(parent.token, bad);
      expect(malformed.status, bad).toBe(400);
      expect(malformed.body.code).toBe("validation_failed");
    }
  });

  it("answers 409 child_required without a child, and after the only child is deleted", async () => {
    const user = await createTestUser();
    const res = await dashboard(user.token);
    expect(res.status).toBe(409);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body).toMatchObject({ status: 409, code: "child_required" });

    await addChild(user.id, { deleted: true });
    expect((await dashboard(user.token)).body.code).toBe("child_required");
  });

  it("falls back to the newest active child when the selection is missing", async () => {
    const user = await createTestUser();
    await addChild(user.id, { ageMonths: 50, select: false });
    await new Promise((resolve) => setTimeout(resolve, 5)); // created_at has millisecond precision
    const newest = await addChild(user.id, { ageMonths: 2, select: false });
    const plan = await getDashboard(user.id);
    expect(plan).toEqual(await getDashboard(user.id, newest));
  });

  it("picks the same child for the today page as for the API when the selection is missing", async () => {
    const user = await createTestUser();
    await addChild(user.id, { ageMonths: 40, select: false });
    await new Promise((resolve) => setTimeout(resolve, 5)); // created_at has millisecond precision
    const newest = await addChild(user.id, { ageMonths: 20, select: false });
    // The page's read (app/(parents)/today/page.tsx) and the API's answer, before anything
    // repairs the stored selection.
    const page = await findDashboard(user.id);
    const [first] = (await dashboard(user.token)).body as Array<{ id: string }>;
    const started = await call(startRoute.POST, { method: "POST", token: user.token, params: { activityId: first.id } });
    expect(started.status).toBe(200);
    expect(page?.childId).toBe(newest);
    expect(started.body.childId).toBe(newest);
    expect(page?.activities.map((a) => a.id)).toEqual((await getDashboard(user.id, newest)).map((a) => a.id));
    // Without any child the page gets null (it redirects) where the API answers 409.
    expect(await findDashboard((await createTestUser()).id)).toBeNull();
  });

  it("needs a signed-in user and refuses other methods", async () => {
    expect((await call(dashboardRoute.GET)).status).toBe(401);
    const { token } = await parentWithChild();
    expect((await call(dashboardRoute.POST, { method: "POST", token })).status).toBe(405);
  });
});

describe("the history the database sums up", () => {
  const normal = (usage: ActivityUsage[]) =>
    usage.map((u) => ({ ...u, daysAgo: [...u.daysAgo].sort((a, b) => a - b) })).sort((a, b) => (a.activityId < b.activityId ? -1 : 1));

  it("agrees with usageFromHistory and the pure plan for any history (property)", async () => {
    const parent = await parentWithChild(30);
    const db = await getDb();
    const catalogue = await getCatalogue();
    // Few activities and days, so that the same activity and day repeat (ties are where the two
    // can differ), and the edges of the window: tomorrow, today, its first and last day, older.
    const activities = (await fittingActivities(30)).slice(0, 4);
    const day = tashkentDate();
    const attempt = fc.record({
      activity: fc.constantFrom(...activities),
      daysAgo: fc.oneof(fc.constantFrom(-1, 0, 1, 2, 28, 29), fc.integer({ min: -1, max: 31 })),
      completed: fc.boolean(),
      score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      feedback: fc.option(fc.constantFrom("easy" as const, "just_right" as const, "hard" as const), { nil: null }),
      checklistDone: fc.option(fc.boolean(), { nil: null }),
    });
    await fc.assert(
      // The database allows one open attempt per activity and day (activity_attempts_one_open).
      fc.asyncProperty(fc.uniqueArray(attempt, { maxLength: 60, selector: (a) => (a.completed ? Symbol() : `${a.activity.id}:${a.daysAgo}`) }), async (attempts) => {
        // A new child each run: the dashboard keeps a child's plan for the day (dashboard.ts).
        const childId = await addChild(parent.id);
        await db.activityAttempt.createMany({
          data: attempts.map((a, i) => ({
            childId,
            activityId: a.activity.id,
            day: dateOnly(dayBefore(day, a.daysAgo)),
            startedAt: new Date(Date.now() - i * 1000),
            completedAt: a.completed ? new Date() : null,
            score: a.score,
            feedback: a.feedback,
            checklistDone: a.checklistDone,
          })),
        });
        const history: PlanHistoryItem[] = attempts.map((a) => ({
          activityId: a.activity.id,
          categoryId: catalogue.activityById.get(a.activity.id)!.categoryId,
          day: dayBefore(day, a.daysAgo),
          score: a.score,
          completed: a.completed,
          feedback: a.feedback,
          checklistDone: a.checklistDone,
        }));
        const usage = await loadUsage(childId, day, catalogue);
        expect(normal(usage)).toEqual(normal(usageFromHistory(history, day)));
        const today = attempts.filter((a) => a.daysAgo === 0).map((a) => ({ activityId: a.activity.id, completedAt: a.completed ? new Date() : null }));
        const child = await resolveChild(parent.id, { day });
        expect(statusByActivity(child.attempts)).toEqual(statusByActivity(today));

        const plan = buildDailyPlan({ childId: child.id, day, ageMonths: childAgeMonths(child, day), candidates: catalogue.activities, history });
        expect((await getDashboard(parent.id)).map((a) => a.id)).toEqual(plan);
      }),
      { numRuns: 40 },
    );
  });
});

describe("the Tashkent day", () => {
  it("starts a new day at midnight in Tashkent (19:00 UTC), whatever the server's zone", async () => {
    const parent = await parentWithChild(30);
    const [activity] = await fittingActivities(30);
    const lateEvening = new Date("2026-03-01T18:59:00Z"); // 23:59 in Tashkent
    const justAfterMidnight = new Date("2026-03-01T19:01:00Z"); // 00:01 next day in Tashkent
    const started = await startActivity(parent.id, activity.id, undefined, lateEvening);
    expect(started.status).toBe("started");
    const attempt = await (await getDb()).activityAttempt.findUniqueOrThrow({ where: { id: started.attemptId } });
    expect(attempt.day.toISOString().slice(0, 10)).toBe("2026-03-01");
    expect((await getActivityDetails(parent.id, activity.id, undefined, lateEvening)).status).toBe("started");
    expect((await getActivityDetails(parent.id, activity.id, undefined, justAfterMidnight)).status).toBe("not_started");
  });
});
