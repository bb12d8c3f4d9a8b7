// Moving a birth date (PATCH /api/client/children/{id}) never leaves a dated record of the child
// before birth: growth records, vaccinations, milestone answers and activities are all checked,
// the refusal names each record, and nothing changes. Doses marked "given on time" follow.
import { describe, expect, it } from "vitest";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import * as onTimeRoute from "@/app/api/client/children/[id]/vaccinations/given-on-time/route";
import * as answerRoute from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, api, day, userState } from "@/tests/helpers/children";
import { dateOnly, isoDate } from "@/lib/time";

const putDose = (user: TestUser, id: string, doseId: string, body: unknown) =>
  call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId }, body });
const putAnswer = (user: TestUser, id: string, milestoneId: string, body: unknown) =>
  call(answerRoute.PUT, { method: "PUT", token: user.token, params: { id, milestoneId }, body });
const onTime = (user: TestUser, id: string) => call(onTimeRoute.POST, { method: "POST", token: user.token, params: { id } });

/** Every row of the child's history, to prove a refused move changed nothing. */
async function history(userId: string, childId: string) {
  const db = await getDb();
  const [vaccinations, answers, attempts] = await Promise.all([
    db.vaccination.findMany({ where: { childId }, orderBy: { doseId: "asc" } }),
    db.milestoneAnswer.findMany({ where: { childId }, orderBy: { milestoneId: "asc" } }),
    db.activityAttempt.findMany({ where: { childId }, orderBy: { id: "asc" } }),
  ]);
  return { ...(await userState(userId)), vaccinations, answers, attempts };
}

describe("PATCH birthDate with records dated before the new birth date", () => {
  it("refuses a move past a vaccination (BCG given 2024-06-05, birth moved to 2024-09-01) with 400 naming the record", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: "2024-06-03" });
    expect((await putDose(user, id, "bcg", { done: true, date: "2024-06-05" })).status).toBe(200);
    const before = await history(user.id, id);
    const res = await api.update(user, id, { birthDate: "2024-09-01" }, { "accept-language": "en" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body.code).toBe("records_before_birth");
    expect(res.body.errors).toEqual([
      {
        path: "birthDate",
        message: "vaccination bcg is dated 2024-06-05, before the new birth date 2024-09-01.",
        record: { kind: "vaccination", id: "bcg", date: "2024-06-05" },
      },
    ]);
    expect(await history(user.id, id)).toEqual(before);
  });

  it("writes each record's message in the request's language (uz, ru), with the same record and nothing changed", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: "2024-06-03" });
    expect((await putDose(user, id, "bcg", { done: true, date: "2024-06-05" })).status).toBe(200);
    const before = await history(user.id, id);
    const record = { kind: "vaccination", id: "bcg", date: "2024-06-05" };
    const uz = await api.update(user, id, { birthDate: "2024-09-01" });
    expect(uz.body.errors).toEqual([
      { path: "birthDate", message: "Emlash (bcg): 5-iyun, 2024 sanasi yangi tug'ilgan sanadan (1-sentabr, 2024) oldin.", record },
    ]);
    const ru = await api.update(user, id, { birthDate: "2024-09-01" }, { "accept-language": "ru" });
    expect(ru.status).toBe(400);
    expect(ru.body.errors).toEqual([{ path: "birthDate", message: "Прививка (bcg): дата 5 июня 2024 г. раньше новой даты рождения (1 сентября 2024 г.).", record }]);
    expect(await history(user.id, id)).toEqual(before);
  });

  it("names milestone answers, growth records and activities too, earliest first, and changes nothing", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-300), weight: 3.4 });
    const db = await getDb();
    expect((await putAnswer(user, id, "m06-rolls", { answer: "yes", date: day(-120) })).status).toBe(200);
    const growth = await db.growthRecord.create({ data: { childId: id, recordedAt: dateOnly(day(-150)), weight: 6 } });
    const activity = await db.activity.findFirstOrThrow({ select: { id: true } });
    const attempt = await db.activityAttempt.create({ data: { childId: id, activityId: activity.id, day: dateOnly(day(-110)) } });
    const before = await history(user.id, id);
    const res = await api.update(user, id, { birthDate: day(-100), name: "Renamed" });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { record: unknown }) => e.record)).toEqual([
      { kind: "growth", id: growth.id, date: day(-150) },
      { kind: "milestone", id: "m06-rolls", date: day(-120) },
      { kind: "activity", id: attempt.id, date: day(-110) },
    ]);
    expect(res.body.errors.every((e: { path: string }) => e.path === "birthDate")).toBe(true);
    expect(await history(user.id, id)).toEqual(before);
    // A move that keeps every record on or after birth goes through; the birth measurement moves along.
    const ok = await api.update(user, id, { birthDate: day(-160) });
    expect(ok.status).toBe(200);
    const birthRecord = await db.growthRecord.findFirst({ where: { childId: id, weight: 3.4 } });
    expect(isoDate(birthRecord!.recordedAt)).toBe(day(-160));
  });

  it("moves doses marked given on time with the birth date, and drops one that is not due yet", async () => {
    const user = await createTestUser();
    // Born 2 months and 3 days ago: the 2-month doses (due 3 days ago) are past.
    const birth = day(-64);
    const id = await addChild(user, { birthDate: birth });
    expect((await onTime(user, id)).status).toBe(200);
    const db = await getDb();
    const marked = await db.vaccination.findMany({ where: { childId: id }, orderBy: { doseId: "asc" } });
    expect(marked.every((v) => v.onSchedule)).toBe(true);
    expect(isoDate(marked.find((v) => v.doseId === "hepb-0")!.givenOn!)).toBe(birth);
    // The parent dates one dose herself: it stays put.
    expect((await putDose(user, id, "bcg", { done: true, date: day(-50) })).status).toBe(200);
    // Birth corrected 10 days later: the 2-month doses are no longer due, birth HepB follows.
    const res = await api.update(user, id, { birthDate: day(-54) });
    expect(res.status).toBe(200);
    const after = new Map((await db.vaccination.findMany({ where: { childId: id } })).map((v) => [v.doseId, v]));
    expect(isoDate(after.get("hepb-0")!.givenOn!)).toBe(day(-54));
    expect(after.get("hepb-0")!.onSchedule).toBe(true);
    expect(after.get("bcg")).toMatchObject({ givenOn: dateOnly(day(-50)), onSchedule: false });
    expect(after.has("penta-1")).toBe(false);
  });
});
