// The age the dashboard plans for, on the real database: the corrected age of a preterm baby
// under 24 months, and the flag for children older than the catalogue (docs/daily-plan.md).
import { describe, expect, it } from "vitest";
import * as dashboardRoute from "@/app/api/client/activities/dashboard/route";
import { getDb } from "@/lib/db/client";
import { tashkentDate } from "@/lib/time";
import { call } from "@/tests/helpers/http";
import { listActivities } from "@/lib/activities/browse";
import { getCatalogue } from "@/lib/activities/catalogue-cache";
import { getDashboard } from "@/lib/activities/dashboard";
import { buildDailyPlan } from "@/lib/activities/plan";
import { fittingActivities, parentWithChild } from "@/tests/helpers/activities";

const dashboard = (token: string) => call(dashboardRoute.GET, { token, path: "/api/client/activities/dashboard" });

async function pretermChild(ageMonths: number, gestationalWeeks: number) {
  const parent = await parentWithChild(ageMonths);
  await (await getDb()).child.update({ where: { id: parent.childId }, data: { isPremature: true, gestationalWeeks } });
  return parent;
}

const idsOf = (body: { id: string }[]) => body.map((a) => a.id);

describe("the dashboard's age for a preterm baby", () => {
  it("gives a 3-month-old born at 28 weeks (corrected age 0) newborn activities", async () => {
    const parent = await pretermChild(3, 28);
    const res = await dashboard(parent.token);
    expect(res.status).toBe(200);
    const newborn = new Set((await fittingActivities(0)).map((a) => a.id));
    for (const id of idsOf(res.body)) expect(newborn.has(id), id).toBe(true);
    const catalogue = await getCatalogue();
    const day = tashkentDate();
    const asNewborn = buildDailyPlan({ childId: parent.childId, day, ageMonths: 0, candidates: catalogue.activities, history: [] });
    expect(idsOf(res.body)).toEqual(asNewborn);
    // The list of all activities follows the same age: nothing written for 2-3 months yet.
    const listed = (await listActivities(parent.id)).map((a) => a.id);
    expect([...listed].sort()).toEqual([...newborn].sort());
  });

  it("uses the real age for a term baby and once the child is 24 months old", async () => {
    const term = await parentWithChild(3);
    await (await getDb()).child.update({ where: { id: term.childId }, data: { gestationalWeeks: 39 } });
    const three = (await fittingActivities(3)).map((a) => a.id).sort();
    expect((await listActivities(term.id)).map((a) => a.id).sort()).toEqual(three);

    const toddler = await pretermChild(25, 28);
    const twentyFive = new Set((await fittingActivities(25)).map((a) => a.id));
    for (const a of await getDashboard(toddler.id)) expect(twentyFive.has(a.id), a.title).toBe(true);
    expect((await listActivities(toddler.id)).map((a) => a.id).sort()).toEqual([...twentyFive].sort());
  });

  it("corrects a 10-month-old born at 34 weeks to 8 months", async () => {
    const parent = await pretermChild(10, 34);
    const eight = (await fittingActivities(8)).map((a) => a.id).sort();
    expect((await listActivities(parent.id)).map((a) => a.id).sort()).toEqual(eight);
  });
});

describe("the dashboard past the catalogue's last age", () => {
  it.each([
    [30, "false"],
    [72, "false"],
    [73, "true"],
    [100, "true"],
  ])("at %i months says Beyond-Catalogue: %s", async (ageMonths, beyond) => {
    const { token } = await parentWithChild(ageMonths);
    const res = await dashboard(token);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.headers.get("Catalogue-Ends-At-Age-Months")).toBe("72");
    expect(res.headers.get("Beyond-Catalogue")).toBe(beyond);
  });
});
