// The demo account's data (seed-demo.ts, seed-demo-soil.ts) on the real test database, seeded
// by the global setup exactly as `npm run db:seed` seeds any database.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compareReports } from "@/components/farmers/history/compare";
import { getDashboard } from "@/lib/activities/dashboard";
import { listGrowth } from "@/lib/children/growth";
import { getDb } from "@/lib/db/client";
import { analyzeSoil } from "@/lib/soil/analyze";
import type { SoilReportBody } from "@/lib/soil/report-body";
import { listReports } from "@/lib/soil/reports";
import { soilSubmissionSchema } from "@/lib/soil/submission-schema";
import { listVaccinations } from "@/lib/vaccinations/vaccinations";
import { createTestUser } from "@/tests/helpers/http";
import { daysBetween, isoDate, tashkentDate } from "@/lib/time";
import { DEMO_ACCOUNT, seed } from "./seed";
import { DEMO_FIELD_ID, demoVisits } from "./seed-demo-soil";

const quiet = { log: () => undefined };

async function demoId(): Promise<string> {
  const db = await getDb();
  return (await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNT.email } })).id;
}

/** Every row that belongs to a user, in a stable order, for before/after comparisons. */
async function rowsOf(userId: string) {
  const db = await getDb();
  const children = await db.child.findMany({
    where: { userId },
    orderBy: { name: "asc" },
    include: {
      growthRecords: { orderBy: { recordedAt: "asc" } },
      attempts: { orderBy: [{ startedAt: "asc" }, { activityId: "asc" }] },
      vaccinations: { orderBy: { doseId: "asc" } },
    },
  });
  const fields = await db.field.findMany({
    where: { userId },
    orderBy: { fieldKey: "asc" },
    include: { seasons: { orderBy: { year: "asc" }, include: { plots: { orderBy: { crop: "asc" } } } }, reports: { orderBy: { createdAt: "asc" } } },
  });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { activeChildId: true, passwordHash: true } });
  return { user, children, fields };
}

describe("the demo account", () => {
  it("has a baby of about 7 months with months of growth records and a 4-year-old, who is active", async () => {
    const id = await demoId();
    const { children, user } = await rowsOf(id);
    expect(children.map((c) => c.name)).toEqual(["Jasur", "Madina"]);
    const [boy, baby] = children;
    const today = tashkentDate();
    expect(Math.round(daysBetween(isoDate(baby.birthDate), today) / 30.44)).toBe(7);
    expect(Math.floor(daysBetween(isoDate(boy.birthDate), today) / 365.25)).toBe(4);
    expect(user.activeChildId).toBe(boy.id);
    const growth = await listGrowth(id, baby.id);
    expect(growth.records.length).toBeGreaterThanOrEqual(4);
    const days = growth.records.map((r) => r.recordedAt).sort();
    expect(daysBetween(days[0], days.at(-1)!)).toBeGreaterThan(150);
  });

  it("has a week of completed activities with game scores, and progress on today's plan", async () => {
    const id = await demoId();
    const { children } = await rowsOf(id);
    const boy = children.find((c) => c.name === "Jasur")!;
    const today = tashkentDate();
    const pastDays = new Set(boy.attempts.filter((a) => isoDate(a.day) < today).map((a) => isoDate(a.day)));
    expect(pastDays.size).toBe(7);
    expect(boy.attempts.every((a) => a.completedAt !== null)).toBe(true);
    expect(boy.attempts.filter((a) => a.score !== null).length).toBeGreaterThanOrEqual(7);

    const plan = await getDashboard(id, boy.id);
    expect(plan.length).toBeGreaterThanOrEqual(3);
    expect(plan.filter((a) => a.status === "completed").length).toBeGreaterThanOrEqual(1);
  });

  it("has the vaccines a typical family has given, on their due dates: no catch-up list, the next dose on schedule", async () => {
    const id = await demoId();
    const { children } = await rowsOf(id);
    for (const child of children) {
      const calendar = await listVaccinations(id, child.id);
      expect(calendar.catchUp, child.name).toEqual([]);
      expect(calendar.next?.status, child.name).toBe("upcoming");
      const given = calendar.doses.filter((d) => d.status === "done");
      expect(given.length, child.name).toBeGreaterThanOrEqual(10);
      expect(given.every((d) => d.givenOn === d.dueOn && d.dateFromSchedule)).toBe(true);
    }
    const baby = children.find((c) => c.name === "Madina")!;
    expect((await listVaccinations(id, baby.id)).doses.find((d) => d.id === "hepb-0")).toMatchObject({ status: "done" });
  });

  it("has one field with two rules reports about three weeks apart that compare", async () => {
    const id = await demoId();
    const reports = await listReports(id, { fieldId: DEMO_FIELD_ID });
    expect(reports).toHaveLength(2);
    expect(reports.every((r) => r.source === "rules_v1")).toBe(true);
    const [later, earlier] = reports; // newest first
    expect(daysBetween(earlier.createdAt.slice(0, 10), later.createdAt.slice(0, 10))).toBeGreaterThanOrEqual(14);
    const comparison = compareReports(earlier, later);
    expect(comparison.nutrients.length).toBeGreaterThan(0);
    expect(Number.isFinite(comparison.ph.delta)).toBe(true);
  });

  it("has the reports the API's analysis (analyzeSoil, no model) makes of the same visits: the same steps of lib/soil/pipeline.ts", async () => {
    const seeded = (await listReports(await demoId(), { fieldId: DEMO_FIELD_ID })).reverse(); // oldest first
    const farmer = await createTestUser("Dala Egasi");
    const made: SoilReportBody[] = [];
    for (const { submission } of demoVisits(Number(tashkentDate().slice(0, 4)))) {
      made.push(await analyzeSoil(farmer.id, soilSubmissionSchema.parse(submission), [], { model: null }));
    }
    // Only the stored row's id, the time it was made and who is reading differ: a report read
    // back names who submitted it (recordedBy), the analysis' own answer does not.
    expect(seeded.map((report) => report.recordedBy)).toEqual(seeded.map(() => ({ name: "Demo", you: true })));
    const comparable = (report: SoilReportBody) => ({ ...report, reportId: "<id>", createdAt: "<time>", recordedBy: undefined });
    expect(seeded.map(comparable)).toEqual(made.map(comparable));
  });

  it("seeding again changes no row", async () => {
    const id = await demoId();
    const before = await rowsOf(id);
    await seed(await getDb(), quiet);
    expect(await rowsOf(id)).toEqual(before);
  });

  it("is filled in again when it has no data, and never touches another account", async () => {
    const db = await getDb();
    const other = await createTestUser("Boshqa Ota");
    const child = await db.child.create({ data: { userId: other.id, name: "Boshqa", gender: "male", birthDate: new Date("2023-01-01") } });
    await db.growthRecord.create({ data: { childId: child.id, recordedAt: new Date("2024-01-01"), weight: 10 } });
    await db.field.create({ data: { userId: other.id, fieldKey: `other-${randomUUID()}`, name: "Uy oldidagi dala", areaHa: 1, irrigationType: "ariqqa" } });
    const otherBefore = await rowsOf(other.id);

    const id = await demoId();
    await db.child.deleteMany({ where: { userId: id } });
    await db.field.deleteMany({ where: { userId: id } });
    await seed(db, quiet);
    const demo = await rowsOf(id);
    expect(demo.children).toHaveLength(2);
    expect(demo.fields).toHaveLength(1);
    expect(demo.fields[0].reports).toHaveLength(2);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
  });
});
