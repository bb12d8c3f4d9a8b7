// Issue 26's cases through the API on PostgreSQL, as a parent meets them: the minimum interval
// after a late dose, an older child with nothing marked, and a dose whose interval would end past
// its age limit, and (issue 33) a dose given too early and its repeat. The rules themselves: lib/vaccinations/status.test.ts; docs/vaccinations.md.
import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/client/children/[id]/vaccinations/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day, monthsAgo } from "@/tests/helpers/children";
import { addDays } from "@/lib/vaccinations/status";

type Dose = { id: string; status: string; dueOn: string; notAfter: string | null; note: string | null };

const list = (user: TestUser, id: string) => call(listRoute.GET, { token: user.token, params: { id }, headers: { "accept-language": "en" } });
const put = (user: TestUser, id: string, doseId: string, body: unknown) =>
  call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId }, body });
const doseOf = (body: { doses: Dose[] }, id: string) => body.doses.find((d) => d.id === id)!;
const BIRTH_DOSES = ["hepb-0", "bcg"];

describe("vaccinations: minimum intervals and age limits through the API", () => {
  it("a 5-month-old whose penta-1 was given 5 days ago has penta-2 due at least 28 days later, not overdue", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(5), gender: "male" });
    expect((await put(user, id, "penta-1", { done: true, date: day(-5) })).status).toBe(200);
    const body = (await list(user, id)).body;
    const penta2 = doseOf(body, "penta-2");
    expect(penta2.dueOn >= day(23)).toBe(true);
    expect(penta2).toMatchObject({ dueOn: day(23), status: "upcoming" });
    expect(doseOf(body, "penta-3").dueOn).toBe(day(51));
    expect(body.catchUp.map((d: Dose) => d.id)).not.toContain("penta-2");
  });

  // Issue 33: "next" is the first dose of the plan's first visit, today (it was MMR-2 years ahead).
  it("a 3.5-year-old with nothing marked: the next vaccine is today's first catch-up dose, the past doses are one catch-up list", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(42), gender: "female" });
    const body = (await list(user, id)).body;
    expect(body.next).not.toBeNull();
    expect(BIRTH_DOSES).not.toContain(body.next.id);
    expect(body.next).toMatchObject({ id: "dtp-1", status: "overdue" });
    expect(body.plan[0].date).toBe(body.today);
    expect(doseOf(body, "hepb-0")).toMatchObject({ status: "no_longer_given" });
    expect(doseOf(body, "hepb-0").note).toContain("ask the clinic");
    const catchUp = body.catchUp.map((d: Dose) => d.id);
    expect(catchUp).not.toContain("hepb-0");
    expect(catchUp).toEqual(expect.arrayContaining(["bcg", "dtp-1", "hepb-1", "mmr-1"]));
    expect(body.catchUp.every((d: Dose) => d.status === "overdue")).toBe(true);
  });

  it("a dose whose interval after the previous one ends past its age limit is no longer given, with a note saying why", async () => {
    const user = await createTestUser();
    // 23 months and 20 days old: rotavirus ends in about 10 days; rota-1 given 2 days ago puts rota-2 26 days ahead.
    const id = await addChild(user, { birthDate: addDays(monthsAgo(24), 10), gender: "female" });
    expect((await put(user, id, "rota-1", { done: true, date: day(-2) })).status).toBe(200);
    const body = (await list(user, id)).body;
    const rota2 = doseOf(body, "rota-2");
    expect(rota2.dueOn > rota2.notAfter!).toBe(true);
    expect(rota2.status).toBe("no_longer_given");
    expect(rota2.note).toContain("required gap after the previous dose");
    expect(body.next?.id).not.toBe("rota-2");
  });
});

describe("the catch-up plan through the API (issue 33)", () => {
  it("an unvaccinated 3.5-year-old: visit 1 today with one dose of each series; marking a catch-up dose moves the later visits; bad input changes nothing", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(42), gender: "male" });
    const body = (await list(user, id)).body;
    expect(body.plan[0].date).toBe(body.today);
    expect(body.plan[0].doses.map((d: Dose) => d.id).sort()).toEqual(["bcg", "dtp-1", "hepb-1", "hib-1", "ipv-1", "mmr-1", "opv-1", "pcv-1"]);
    expect(body.next.id).toBe(body.plan[0].doses[0].id);
    // A catch-up dose is marked like a calendar dose; the second DTP dose then counts from its day.
    expect((await put(user, id, "dtp-1", { done: true, date: day(-3) })).body).toMatchObject({ id: "dtp-1", status: "done", givenOn: day(-3), cardName: "AKDS" });
    const after = (await list(user, id)).body;
    const visitOf = (doseId: string) => after.plan.find((v: { doses: Dose[] }) => v.doses.some((d) => d.id === doseId));
    expect(visitOf("dtp-2").date).toBe(day(25));
    expect(visitOf("dtp-1")).toBeUndefined();
    const before = JSON.stringify(after.plan);
    expect((await put(user, id, "dtp-2", { done: true, date: day(1) })).status).toBe(400);
    expect((await put(user, id, "dtp-9", { done: true, date: day(-1) })).status).toBe(404);
    expect(JSON.stringify((await list(user, id)).body.plan)).toBe(before);
  });

  it("an unvaccinated 12-year-old: a Td series and hepatitis B, never two doses of a series in one visit", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(144), gender: "female" });
    const { plan } = (await list(user, id)).body as { plan: { date: string; doses: Dose[] }[] };
    const ids = plan.flatMap((v) => v.doses.map((d) => d.id));
    expect(ids).toEqual(expect.arrayContaining(["td-1", "td-2", "td-3", "hepb-1", "hepb-2", "hepb-3", "hpv-1"]));
    for (const visit of plan) {
      const series = visit.doses.map((d) => d.id.replace(/-\d+$/, ""));
      expect(new Set(series).size).toBe(series.length);
    }
  });

  // Issue 33: a dose given too early does not count; the plan holds its repeat, which is marked like any dose.
  it("a penta-2 given 10 days after penta-1 is kept with a calm note, its repeat is planned 4 weeks later and can be marked", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(4), gender: "male" });
    expect((await put(user, id, "penta-1", { done: true, date: day(-40) })).status).toBe(200);
    expect((await put(user, id, "penta-2", { done: true, date: day(-30) })).status).toBe(200);
    const body = (await list(user, id)).body;
    expect(doseOf(body, "penta-2")).toMatchObject({ status: "done", givenTooEarly: "too_soon" });
    expect(doseOf(body, "penta-2").note).toContain("the clinic usually repeats it");
    expect(doseOf(body, "penta-1")).toMatchObject({ givenTooEarly: null });
    const repeat = body.plan.flatMap((v: { date: string; doses: Dose[] }) => v.doses.map((d) => ({ ...d, date: v.date }))).find((d: Dose) => d.id === "penta-2-repeat");
    expect(repeat).toMatchObject({ date: body.today, repeatOf: "penta-2", doseNumber: 2 });
    expect((await put(user, id, "penta-2-repeat", { done: true, date: day(-2) })).body).toMatchObject({ id: "penta-2-repeat", status: "done", givenTooEarly: null });
    const after = (await list(user, id)).body;
    expect(after.plan.flatMap((v: { doses: Dose[] }) => v.doses.map((d) => d.id))).not.toContain("penta-2-repeat");
    expect(doseOf(after, "penta-3").dueOn).toBe(day(26));
    // A repeat of a repeat is no dose: 404, nothing stored.
    expect((await put(user, id, "penta-2-repeat-repeat", { done: true, date: day(-1) })).status).toBe(404);
  });
});
