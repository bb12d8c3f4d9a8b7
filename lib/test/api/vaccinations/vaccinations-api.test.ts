import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/client/children/[id]/vaccinations/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import { getDb } from "@/lib/db";
import { call, createTestUser, type TestUser } from "@/lib/test/http";
import { addChild, day, monthsAgo } from "@/lib/test/children";
import { vaccinationsResponseSchema, doseViewSchema } from "@/lib/vaccinations/schemas";

const list = (user: TestUser, id: string, headers?: Record<string, string>) => call(listRoute.GET, { token: user.token, params: { id }, headers });
const put = (user: TestUser, id: string, doseId: string, body: unknown) =>
  call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId }, body });
const rows = async (childId: string) =>
  JSON.stringify(await (await getDb()).vaccination.findMany({ where: { childId }, orderBy: { doseId: "asc" } }));

describe("GET /api/client/children/{id}/vaccinations", () => {
  it("lists every dose with due dates by real age and the next dose, in the request's language", async () => {
    const user = await createTestUser();
    const birthDate = monthsAgo(2);
    // Born at 30 weeks: vaccines still follow the real age (AAP/WHO), so penta-1 is due today.
    const id = await addChild(user, { birthDate, isPremature: true, gestationalWeeks: 30 });
    const res = await list(user, id, { "accept-language": "ru" });
    expect(res.status).toBe(200);
    expect(vaccinationsResponseSchema.parse(res.body)).toEqual(res.body);
    const penta = res.body.doses.find((d: { id: string }) => d.id === "penta-1");
    expect(penta).toMatchObject({ dueOn: day(0), status: "due", givenOn: null, vaccineName: "Пентавалентная/гексавалентная (АКДС-ГепВ-Hib)" });
    expect(res.body.doses.find((d: { id: string }) => d.id === "hepb-0").status).toBe("overdue");
    expect(res.body.next.id).toBe("hepb-0");
    expect(res.headers.get("vary")).toBe("Accept-Language");
  });
});

describe("PUT /api/client/children/{id}/vaccinations/{doseId}", () => {
  it("marks a dose done with its date, idempotently, moves the next dose on, and undoes it", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-3) });
    for (let i = 0; i < 2; i++) {
      const res = await put(user, id, "hepb-0", { done: true, date: day(-3) });
      expect(res.status).toBe(200);
      expect(doseViewSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ id: "hepb-0", status: "done", givenOn: day(-3) });
    }
    expect(await (await getDb()).vaccination.count({ where: { childId: id } })).toBe(1);
    expect((await list(user, id)).body.next.id).not.toBe("hepb-0");
    const undo = await put(user, id, "hepb-0", { done: false });
    expect(undo.body).toMatchObject({ status: "due", givenOn: null });
    expect((await put(user, id, "hepb-0", { done: false })).status).toBe(200);
    expect((await list(user, id)).body.next.id).toBe("hepb-0");
  });

  it("refuses a date before birth, in the future (Tashkent), missing or malformed with 400 and changes nothing", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-10) });
    await put(user, id, "bcg", { done: true, date: day(-8) });
    const before = await rows(id);
    for (const body of [
      { done: true, date: day(-11) },
      { done: true, date: day(1) },
      { done: true },
      { done: true, date: "2025-02-30" },
      { done: "yes", date: day(-1) },
      {},
    ]) {
      const res = await put(user, id, "bcg", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
    expect(await rows(id)).toBe(before);
    // Today (Tashkent) and the birth day are the edges still accepted.
    expect((await put(user, id, "bcg", { done: true, date: day(0) })).status).toBe(200);
    expect((await put(user, id, "bcg", { done: true, date: day(-10) })).body.givenOn).toBe(day(-10));
  });

  it("answers 404 for a dose not in the calendar, and for another user's child, changing nothing", async () => {
    const owner = await createTestUser();
    const intruder = await createTestUser();
    const id = await addChild(owner, { birthDate: day(-10) });
    await put(owner, id, "bcg", { done: true, date: day(-8) });
    const before = await rows(id);
    expect((await put(owner, id, "hpv-1", { done: true, date: day(-1) })).status).toBe(404);
    expect((await put(intruder, id, "bcg", { done: false })).status).toBe(404);
    expect((await put(intruder, id, "hepb-0", { done: true, date: day(-1) })).status).toBe(404);
    expect((await list(intruder, id)).status).toBe(404);
    for (const doseId of ["../bcg", "BCG", "x".repeat(500), "' OR 1=1 --", "%00", "Яблоко"]) {
      const res = await put(owner, id, doseId, { done: false });
      expect(res.status, doseId).toBe(400);
    }
    expect(await rows(id)).toBe(before);
  });
});

describe("nextDoses (child card and /today)", () => {
  it("gives each of the user's children its own next dose and nothing of another user's child", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const a = await addChild(owner, { birthDate: day(-3) });
    const b = await addChild(owner, { birthDate: monthsAgo(2) });
    const foreign = await addChild(other, { birthDate: day(-3) });
    for (const doseId of ["hepb-0", "bcg"]) await put(owner, a, doseId, { done: true, date: day(-3) });
    const { nextDoses } = await import("@/lib/vaccinations/vaccinations");
    const next = await nextDoses(owner.id, [
      { id: a, birthDate: day(-3) },
      { id: b, birthDate: monthsAgo(2) },
      { id: foreign, birthDate: day(-3) },
    ]);
    expect(next.get(a)?.id).toBe("penta-1");
    expect(next.get(b)?.id).toBe("hepb-0");
    await put(other, foreign, "hepb-0", { done: true, date: day(-3) });
    // The foreign child's marks are not read under the owner's id: its next dose stays hepb-0.
    expect((await nextDoses(owner.id, [{ id: foreign, birthDate: day(-3) }])).get(foreign)?.id).toBe("hepb-0");
  });
});
