import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/client/children/[id]/vaccinations/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import * as onTimeRoute from "@/app/api/client/children/[id]/vaccinations/given-on-time/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day, monthsAgo } from "@/tests/helpers/children";
import { findDose } from "@/lib/vaccinations/schedule";
import { vaccinationsResponseSchema, doseViewSchema } from "@/lib/vaccinations/schemas";

type Dose = { id: string; status: string; givenOn: string | null; dueOn: string; dateFromSchedule: boolean; note: string | null };

const list = (user: TestUser, id: string, headers?: Record<string, string>) => call(listRoute.GET, { token: user.token, params: { id }, headers });
const put = (user: TestUser, id: string, doseId: string, body: unknown) =>
  call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId }, body });
const onTime = (user: TestUser, id: string, headers?: Record<string, string>) =>
  call(onTimeRoute.POST, { method: "POST", token: user.token, params: { id }, headers });
const rows = async (childId: string) =>
  JSON.stringify(await (await getDb()).vaccination.findMany({ where: { childId }, orderBy: { doseId: "asc" } }));
const doseOf = (body: { doses: Dose[] }, id: string) => body.doses.find((d) => d.id === id)!;

describe("GET /api/client/children/{id}/vaccinations", () => {
  it("lists every dose with due dates by real age, the card's abbreviation and the next dose, in the request's language", async () => {
    const user = await createTestUser();
    const birthDate = monthsAgo(2);
    // Born at 30 weeks: vaccines still follow the real age (AAP/WHO), so penta-1 is due today.
    const id = await addChild(user, { birthDate, isPremature: true, gestationalWeeks: 30 });
    const res = await list(user, id, { "accept-language": "ru" });
    expect(res.status).toBe(200);
    expect(vaccinationsResponseSchema.parse(res.body)).toEqual(res.body);
    const penta = doseOf(res.body, "penta-1");
    expect(penta).toMatchObject({ dueOn: day(0), status: "due", givenOn: null, cardName: "АКДС-ВГВ-Hib" });
    expect(doseOf(res.body, "bcg")).toMatchObject({ cardName: "БЦЖ", status: "overdue" });
    expect(doseOf(res.body, "bcg").note).toContain("Манту");
    // Two months old: the birth HepB dose is past the newborn period, so it is no longer given and never "next".
    expect(doseOf(res.body, "hepb-0").status).toBe("no_longer_given");
    expect(res.body.next.id).toBe("penta-1");
    expect(res.body.catchUp.map((d: Dose) => d.id)).toEqual(["bcg"]);
    expect(res.headers.get("vary")).toBe("Accept-Language");
  });

  it("lists HPV for a girl and not for a boy, and ends with Td at 16 years", async () => {
    const user = await createTestUser();
    const girl = (await list(user, await addChild(user, { gender: "female" }))).body;
    const boy = (await list(user, await addChild(user, { gender: "male" }))).body;
    expect(girl.doses.map((d: Dose) => d.id)).toContain("hpv-1");
    expect(boy.doses.map((d: Dose) => d.id)).not.toContain("hpv-1");
    // The calendar's part of the list ends with Td at 16; catch-up doses the plan holds follow it.
    const calendarIds = girl.doses.map((d: Dose) => d.id).filter((doseId: string) => !findDose(doseId)?.catchUp);
    expect(calendarIds.at(-1)).toBe("td-6");
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
      expect(res.body).toMatchObject({ id: "hepb-0", status: "done", givenOn: day(-3), dateFromSchedule: false });
    }
    expect(await (await getDb()).vaccination.count({ where: { childId: id } })).toBe(1);
    expect((await list(user, id)).body.next.id).not.toBe("hepb-0");
    const undo = await put(user, id, "hepb-0", { done: false });
    expect(undo.body).toMatchObject({ status: "due", givenOn: null });
    expect((await put(user, id, "hepb-0", { done: false })).status).toBe(200);
    expect((await list(user, id)).body.next.id).toBe("hepb-0");
  });

  it("marks a dose not needed (the clinic's schedule): not overdue, not counted, undone like any mark", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(5) });
    const before = (await list(user, id)).body;
    // BCG, not rota-2: since issue 33 rota-2 waits for rota-1 (upcoming), so it was never overdue here.
    expect(doseOf(before, "bcg").status).toBe("overdue");
    for (let i = 0; i < 2; i++) {
      const res = await put(user, id, "bcg", { done: false, notNeeded: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: "bcg", status: "not_needed", givenOn: null });
    }
    const after = (await list(user, id)).body;
    expect(after.catchUp.map((d: Dose) => d.id)).not.toContain("bcg");
    expect(after.progress.of).toBe(before.progress.of - 1);
    // Given after all: the mark becomes a date.
    expect((await put(user, id, "bcg", { done: true, date: day(-1) })).body).toMatchObject({ status: "done", givenOn: day(-1) });
    expect((await put(user, id, "bcg", { done: false })).body.status).toBe("overdue");
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
      { done: false, notNeeded: "yes" },
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

  it("answers 404 for a dose not in the child's calendar, and for another user's child, changing nothing", async () => {
    const owner = await createTestUser();
    const intruder = await createTestUser();
    const id = await addChild(owner, { birthDate: day(-10), gender: "male" });
    await put(owner, id, "bcg", { done: true, date: day(-8) });
    const before = await rows(id);
    // HPV is the girls' calendar; rota-3 is retired (two doses of Rotarix).
    for (const doseId of ["hpv-1", "rota-3", "polio-9"]) expect((await put(owner, id, doseId, { done: true, date: day(-1) })).status, doseId).toBe(404);
    expect((await put(intruder, id, "bcg", { done: false })).status).toBe(404);
    expect((await put(intruder, id, "hepb-0", { done: false, notNeeded: true })).status).toBe(404);
    expect((await list(intruder, id)).status).toBe(404);
    expect((await onTime(intruder, id)).status).toBe(404);
    for (const doseId of ["../bcg", "BCG", "x".repeat(500), "' OR 1=1 --", "%00", "Яблоко"]) {
      const res = await put(owner, id, doseId, { done: false });
      expect(res.status, doseId).toBe(400);
    }
    expect(await rows(id)).toBe(before);
  });
});

describe("POST /api/client/children/{id}/vaccinations/given-on-time", () => {
  it("marks every past dose at its due date in one step, keeps the parent's marks, and adds nothing the second time", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(36) });
    await put(user, id, "mmr-1", { done: true, date: day(-400) });
    await put(user, id, "rota-2", { done: false, notNeeded: true });
    const res = await onTime(user, id, { "accept-language": "en" });
    expect(res.status).toBe(200);
    expect(vaccinationsResponseSchema.parse(res.body)).toEqual(res.body);
    const past = res.body.doses.filter((d: Dose) => d.dueOn < day(0) && d.id !== "rota-2");
    expect(past.length).toBeGreaterThan(15);
    expect(past.every((d: Dose) => d.status === "done")).toBe(true);
    expect(doseOf(res.body, "hepb-0")).toMatchObject({ givenOn: monthsAgo(36), dateFromSchedule: true });
    expect(doseOf(res.body, "mmr-1")).toMatchObject({ givenOn: day(-400), dateFromSchedule: false });
    expect(doseOf(res.body, "rota-2").status).toBe("not_needed");
    expect(res.body.catchUp).toEqual([]);
    expect(res.body.next.id).toBe("mmr-2");
    const stored = await rows(id);
    expect((await onTime(user, id)).status).toBe(200);
    expect(await rows(id)).toBe(stored);
    // Correcting one date afterwards makes it the parent's own date.
    expect((await put(user, id, "bcg", { done: true, date: day(-1000) })).body).toMatchObject({ givenOn: day(-1000), dateFromSchedule: false });
  });
});

describe("nextDoses (child card and /today)", () => {
  it("gives each of the user's children its own next dose and catch-up count, and nothing of another user's child", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const a = await addChild(owner, { birthDate: day(-3) });
    const b = await addChild(owner, { birthDate: monthsAgo(2) });
    const foreign = await addChild(other, { birthDate: day(-3) });
    for (const doseId of ["hepb-0", "bcg"]) await put(owner, a, doseId, { done: true, date: day(-3) });
    const { nextDoses } = await import("@/lib/vaccinations/vaccinations");
    const next = await nextDoses(owner.id, [
      { id: a, birthDate: day(-3), gender: "female" },
      { id: b, birthDate: monthsAgo(2), gender: "female" },
      { id: foreign, birthDate: day(-3), gender: "female" },
    ]);
    expect(next.get(a)).toMatchObject({ next: { id: "penta-1" }, catchUp: 0, firstVisit: false });
    // Nothing marked and doses past: the card invites to "all given on time?" rather than counting.
    expect(next.get(b)).toMatchObject({ next: { id: "penta-1" }, catchUp: 1, firstVisit: true });
    await put(other, foreign, "hepb-0", { done: true, date: day(-3) });
    // The foreign child's marks are not read under the owner's id: its next dose stays hepb-0.
    expect((await nextDoses(owner.id, [{ id: foreign, birthDate: day(-3), gender: "female" }])).get(foreign)?.next?.id).toBe("hepb-0");
  });
});
