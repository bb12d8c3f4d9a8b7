// How many SQL statements each service issues (PostgreSQL only: counted at the pg driver, which
// the embedded PGlite does not use). The dashboard must stay within 4, and flat as history grows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries, installQueryCounter, removeQueryCounter } from "@/tests/helpers/count-queries";
import { getDb } from "@/lib/db/client";
import { dateOnly, tashkentDate } from "@/lib/time";
import { clearCatalogueCache } from "./catalogue-cache";
import { getDashboard, dayBefore } from "./dashboard";
import { getActivityDetails, listActivities, listCategories } from "./browse";
import { completeActivity, startActivity } from "./progress";
import { fittingActivities, parentWithChild } from "@/tests/helpers/activities";

describe.skipIf(!process.env.DATABASE_URL)("query counts", () => {
  beforeAll(installQueryCounter);
  afterAll(removeQueryCounter);

  it("reads the dashboard in at most 4 statements cold, 2 on a day's first request and 1 after, however long the history", async () => {
    const parent = await parentWithChild(30);
    clearCatalogueCache();
    expect(await countQueries(() => getDashboard(parent.id))).toBeLessThanOrEqual(4);
    expect(await countQueries(() => getDashboard(parent.id))).toBe(1);
    // A reload of an unchanged catalogue (2 statements) keeps the day's plans.
    clearCatalogueCache();
    expect(await countQueries(() => getDashboard(parent.id))).toBe(3);

    const activities = await fittingActivities(30);
    const history = Array.from({ length: 1000 }, (_, i) => ({
      childId: parent.childId,
      activityId: activities[i % activities.length].id,
      day: dateOnly(dayBefore(tashkentDate(), 1 + (i % 400))),
      completedAt: new Date(),
      score: i % 100,
    }));
    await (await getDb()).activityAttempt.createMany({ data: history });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await countQueries(() => getDashboard(parent.id, undefined, tomorrow))).toBe(2);
    expect(await countQueries(() => getDashboard(parent.id, undefined, tomorrow))).toBe(1);
    expect(await countQueries(() => getDashboard(parent.id, parent.childId, tomorrow))).toBe(1);
  });

  it("re-plans after a \"not yet\" dated before today, keeps the day's plan for one dated today", async () => {
    const parent = await parentWithChild(30);
    const db = await getDb();
    await getDashboard(parent.id);
    expect(await countQueries(() => getDashboard(parent.id))).toBe(1);
    // Only the past counts: an answer dated today leaves the memo key (and the plan) alone.
    const today = tashkentDate();
    await db.milestoneAnswer.create({ data: { childId: parent.childId, milestoneId: "m30-jumps", answer: "not_yet", answeredOn: dateOnly(today) } });
    expect(await countQueries(() => getDashboard(parent.id))).toBe(1);
    // Dated yesterday: the key changes, so the plan is worked out again (child + usage).
    await db.milestoneAnswer.update({
      where: { childId_milestoneId: { childId: parent.childId, milestoneId: "m30-jumps" } },
      data: { answeredOn: dateOnly(dayBefore(today, 1)) },
    });
    expect(await countQueries(() => getDashboard(parent.id))).toBe(2);
    expect(await countQueries(() => getDashboard(parent.id))).toBe(1);
  });

  it("keeps the other endpoints small", async () => {
    const parent = await parentWithChild(30);
    const [activity] = await fittingActivities(30);
    await listCategories(); // warm the catalogue cache
    expect(await countQueries(() => listCategories())).toBe(0);
    // The child and its attempts of the day come in one statement (child.ts).
    expect(await countQueries(() => listActivities(parent.id))).toBe(1);
    expect(await countQueries(() => getActivityDetails(parent.id, activity.id))).toBe(1);
    expect(await countQueries(() => startActivity(parent.id, activity.id))).toBe(2);
    expect(await countQueries(() => startActivity(parent.id, activity.id))).toBe(1);
    expect(await countQueries(() => completeActivity(parent.id, activity.id, { score: 1, timeSpentSeconds: 1 }))).toBe(2);
    expect(await countQueries(() => completeActivity(parent.id, activity.id, { score: 1, timeSpentSeconds: 1 }))).toBe(1);
  });
});
