// GET /api/soil/reports/{id}/plan and /plan/calendar, GET and PUT /api/soil/prices through the
// real route handlers on a real database: the plan of a stored report (its lab values, area and
// region), owner-scoped, bad input refused with nothing changed, prices per user, the cost.
import { beforeAll, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import * as planRoute from "@/app/api/soil/reports/[id]/plan/route";
import * as calendarRoute from "@/app/api/soil/reports/[id]/plan/calendar/route";
import * as pricesRoute from "@/app/api/soil/prices/route";
import { parseCalendar } from "@/lib/calendar/ics-check";
import { getDb } from "@/lib/db/client";
import { buildPlan } from "@/lib/soil/plan/plan";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { sampleSubmission } from "@/tests/helpers/soil";
import { useMockModel } from "@/tests/helpers/soil-model";
import { setSoilModelForTests } from "@/lib/soil/model";
import { tashkentDate } from "@/lib/time";

const LAB = { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 };
let owner: TestUser;
let stranger: TestUser;
let labReport: string;
let bareReport: string;
let salineReport: string;
let strongReport: string;
let failedReport: string;

const plan = (user: TestUser, id: string, query: string, headers: Record<string, string> = {}) =>
  call(planRoute.GET, { path: `/api/soil/reports/${id}/plan${query}`, params: { id }, token: user.token, headers });
const prices = (user: TestUser, body?: unknown) =>
  body === undefined ? call(pricesRoute.GET, { token: user.token }) : call(pricesRoute.PUT, { method: "PUT", token: user.token, body });

async function analyze(user: TestUser, overrides: Parameters<typeof sampleSubmission>[0]) {
  const res = await call(analyzeRoute.POST, { method: "POST", token: user.token, body: sampleSubmission(overrides) });
  expect(res.status, res.text).toBe(200);
  return res.body.reportId as string;
}

beforeAll(async () => {
  owner = await createTestUser();
  stranger = await createTestUser();
  setSoilModelForTests(null);
  labReport = await analyze(owner, { area: 2.5, labResults: LAB });
  bareReport = await analyze(owner, { area: 0.06, location: "Toshkent shahri" });
  salineReport = await analyze(owner, { area: 5, location: "Buxoro", labResults: { salinityPercent: 1.5 }, soilPhysicalProperties: { feel: "loyli, yopishqoq" } });
  strongReport = await analyze(owner, { area: 2, location: "Buxoro", labResults: { salinityPercent: 2.5, humusPercent: 1.0 } });
  useMockModel("not json");
  const failed = await call(analyzeRoute.POST, { method: "POST", token: owner.token, body: sampleSubmission() });
  expect(failed.status).toBe(503);
  setSoilModelForTests(null);
  failedReport = (await (await getDb()).soilReport.findFirstOrThrow({ where: { userId: owner.id, status: "failed" } })).id;
});

describe("GET /api/soil/reports/{id}/plan", () => {
  it("plans from the report's own lab values, area and region (worked case 1)", async () => {
    const res = await plan(owner, labReport, "?crop=cotton");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ reportId: labReport, crop: { id: "cotton", name: "Paxta (g'o'za)" }, region: { code: "UZ-SA" }, areaHa: 2.5, basis: { lab: true, humus: "o'rtacha", phosphorus: "past", potassium: "past" } });
    expect(res.body.nutrients.phosphorus).toEqual({ kgPerHa: { min: 100, max: 100 }, fieldKg: { min: 250, max: 250 } });
    // The first row is what to do now or next: the basal dose until 30 November, then (its share
    // moved on) the pre-sowing cultivation. Either way 130 kg/ha of ammofos (worked case 1).
    const first = res.body.applications[0];
    expect(first).toMatchObject({ product: "ammophos", productName: "Ammofos", kgPerHa: { min: 130, max: 130 }, fieldKg: { min: 325, max: 325 }, sotixKg: { min: 1.3, max: 1.3 }, bags: { min: 7, max: 7 }, methodText: expect.any(String) });
    expect(first.alternative).toMatchObject({ product: "superphosphate", kgPerHa: { min: 428, max: 428 }, extra: { product: "urea", productName: "Karbamid" } });
    // Each split carries its share of the season's nutrients and its reason.
    expect(first).toMatchObject({ shares: { phosphorus: 0.6, potassium: 0.5 }, reason: expect.any(String) });
    const flowering = res.body.applications.find((a: { stage: string }) => a.stage === "flowering");
    expect(flowering).toMatchObject({ product: "urea", shares: { nitrogen: 0.35 }, kgPerHa: { min: 133, max: 133 }, method: "urea_work_in_and_water" });
    for (const a of res.body.applications) expect(a.reason.length, a.stage).toBeGreaterThan(20);
    expect(res.body.totals.find((t: { product: string }) => t.product === "urea").bags).toEqual({ min: 20, max: 20 });
    expect(res.body.cost).toBeNull();
    expect(res.body.sources.map((s: { id: string }) => s.id)).toContain("safarova");
    // The windows are those of the pure plan made today.
    const expected = buildPlan({ cropId: "cotton", areaHa: 2.5, regionCode: "UZ-SA", lab: LAB, texture: null, today: tashkentDate() });
    expect(res.body.applications.map((a: { window: unknown }) => a.window)).toEqual(expected.applications.map((a) => a.window));
  });

  it("speaks the reader's language", async () => {
    const res = await plan(owner, labReport, "?crop=wheat", { "accept-language": "ru-RU" });
    expect(res.body.crop.name).toBe("Озимая пшеница");
    expect(res.body.region.name).toMatch(/^Самарканд/);
    // Every fixed text in Russian: stages, methods, notes and what each source gives.
    const cyrillic = /[А-Яа-яЁё]/;
    for (const a of res.body.applications) expect(`${a.stageName} ${a.reason} ${a.methodText}`).toMatch(cyrillic);
    for (const n of res.body.notes) expect(n.text, n.code).toMatch(cyrillic);
    for (const source of res.body.sources) expect(source.title, source.id).toMatch(cyrillic);
    expect(res.headers.get("vary")).toContain("Accept-Language");
  });

  it("without a lab: ranges, manure and the lab test; a 6-sotix plot in Tashkent city", async () => {
    const res = await plan(owner, bareReport, "?crop=tomato");
    expect(res.body.basis.lab).toBe(false);
    expect(res.body.nutrients.nitrogen.kgPerHa).toEqual({ min: 150, max: 173 });
    expect(res.body.applications[0]).toMatchObject({ kgPerHa: { min: 130, max: 163 }, sotixKg: { min: 1.3, max: 1.63 }, fieldKg: { min: 7.8, max: 9.78 } });
    expect(res.body.manure).toMatchObject({ sotixKg: 200, fieldT: 1.2 });
    expect(res.body.notes.map((n: { code: string }) => n.code)).toContain("lab_test");
    expect(res.body.leaching).toBeNull();
  });

  it("leaching from the lab's dry residue, on the texture the farmer described", async () => {
    const res = await plan(owner, salineReport, "?crop=cotton");
    expect(res.body.leaching).toMatchObject({ salinity: "o'rtacha sho'rlangan", texture: "og'ir (loy)", textureAssumed: false, m3PerHa: { min: 4000, max: 5000 }, fieldM3: { min: 20000, max: 25000 } });
    expect(res.body.notes[0].code).toBe("leach_first");
    // Moderately saline: leached, one dose per line, so the split's source is not cited.
    expect(res.body.sources.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(["leaching", "salt-tolerance"]));
    expect(res.body.sources.map((s: { id: string }) => s.id)).not.toContain("saline-handbook");
  });

  it("strongly saline land: each nitrogen line in doses of at most 46 kg N/ha, said in the reader's words", async () => {
    const res = await plan(owner, strongReport, "?crop=cotton", { "accept-language": "ru" });
    expect(res.status, res.text).toBe(200);
    const expected = buildPlan({ cropId: "cotton", areaHa: 2, regionCode: "UZ-BU", lab: { salinityPercent: 2.5, humusPercent: 1.0 }, texture: null, today: tashkentDate() });
    expect(res.body.applications.map((a: { doses: number }) => a.doses)).toEqual(expected.applications.map((a) => a.doses));
    const urea = res.body.applications.filter((a: { product: string }) => a.product === "urea");
    expect(urea.some((a: { doses: number }) => a.doses > 1)).toBe(true);
    for (const a of res.body.applications) {
      if (a.product === "urea") expect((a.kgPerHa.max * 0.46) / a.doses, a.stage).toBeLessThanOrEqual(46);
      if (a.doses > 1) expect(a.methodText, a.stage).toMatch(new RegExp(`в ${a.doses} приём(а|ов)? по (\\d+–)?${a.doseKgPerHa.max}\u00a0кг/га`));
      else expect(a.methodText, a.stage).not.toContain("приём");
    }
    expect(res.body.notes.map((n: { code: string }) => n.code)).toContain("nitrogen_after_leaching");
    // The split's reason is cited where the farmer reads the plan, with the limit named as ours.
    const handbook = res.body.sources.find((s: { id: string }) => s.id === "saline-handbook");
    expect(handbook?.title).toMatch(/Handbook for saline soil management.*46\u00a0кг N\/га.*выбран нами/);
    const ics = await call(calendarRoute.GET, { path: `/api/soil/reports/${strongReport}/plan/calendar?crop=cotton`, params: { id: strongReport }, token: owner.token, headers: { "accept-language": "en" } });
    const split = urea.find((a: { doses: number }) => a.doses > 1);
    const event = parseCalendar(ics.text).events.find((e) => e.UID === `${strongReport}-cotton-${split.stage}@oila-dala`)!;
    expect(event.DESCRIPTION.replace(/\\n|\n/g, " ")).toMatch(new RegExp(`give it in ${split.doses} doses of (\\d+–)?${split.doseKgPerHa.max}\u00a0kg/ha`));
  });

  it("is 404 for another user's report, a failed analysis and an unknown id", async () => {
    for (const [user, id] of [[stranger, labReport], [owner, failedReport], [owner, "0b7e4a52-3c1d-4f7a-9e2b-5d6c7a8b9c0d"]] as const) {
      const res = await plan(user, id, "?crop=cotton");
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.body.code).toBe("not_found");
    }
  });

  it.each(["", "?crop=banana", "?crop=COTTON", "?crop=cotton&prices=urea", "?crop=cotton&prices=urea:0", "?crop=cotton&prices=gold:100", "?crop=cotton&prices=urea:1,urea:2", "?crop=cotton&prices=urea:100000000", "?crop=cotton&prices=urea:1.5"])(
    "answers 400 validation_failed for %s",
    async (query) => {
      const res = await plan(owner, labReport, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.errors[0].path).toMatch(/^query\.(crop|prices)$/);
    },
  );

  it("plans part of the field: ?area in hectares scales every amount, 5 sotix = 5 sotix amounts", async () => {
    const whole = await plan(owner, labReport, "?crop=cotton");
    const part = await plan(owner, labReport, "?crop=cotton&area=0.05");
    expect(part.status, part.text).toBe(200);
    expect(part.body.areaHa).toBe(0.05);
    expect(part.body.applications.map((a: { kgPerHa: unknown }) => a.kgPerHa)).toEqual(whole.body.applications.map((a: { kgPerHa: unknown }) => a.kgPerHa));
    for (const a of part.body.applications) {
      expect(a.fieldKg.max).toBeCloseTo(5 * a.sotixKg.max, 9);
      expect(a.bags.max).toBeGreaterThan(0);
    }
    // The whole field (2.5 ha) is allowed too.
    expect((await plan(owner, labReport, "?crop=cotton&area=2.5")).status).toBe(200);
  });

  it.each(["0", "-3", "abc", "", "2.51", "100000"])("refuses ?area=%s with 400 and changes nothing", async (area) => {
    const db = await getDb();
    const before = await db.soilReport.findUniqueOrThrow({ where: { id: labReport } });
    const res = await plan(owner, labReport, `?crop=cotton&area=${area}`);
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.errors[0].path).toMatch(/^(query\.)?area$/);
    expect(await db.soilReport.findUniqueOrThrow({ where: { id: labReport } })).toEqual(before);
  });

  it("answers 400 for a malformed id and 401 without sign-in", async () => {
    expect((await plan(owner, "not-a-uuid", "?crop=cotton")).status).toBe(400);
    expect((await call(planRoute.GET, { path: `/api/soil/reports/${labReport}/plan?crop=cotton`, params: { id: labReport } })).status).toBe(401);
  });
});

describe("prices and the cost", () => {
  it("starts with no prices, saves the whole set, and the plan costs the field", async () => {
    expect((await prices(owner)).body).toEqual({ currency: "UZS", bagKg: 50, prices: { urea: null, ammonium_nitrate: null, ammophos: null, superphosphate: null, potassium_chloride: null, potassium_sulphate: null } });
    const saved = await prices(owner, { prices: { urea: 300_000, ammophos: 450_000, potassium_chloride: 250_000, superphosphate: null } });
    expect(saved.status).toBe(200);
    expect(saved.body.prices).toMatchObject({ urea: 300_000, ammophos: 450_000, potassium_chloride: 250_000, superphosphate: null });
    const res = await plan(owner, labReport, "?crop=cotton");
    // 20 x 300 000 + 11 x 450 000 + 9 x 250 000 (worked case 24).
    expect(res.body.cost).toMatchObject({ currency: "UZS", pricesFrom: "saved", total: { min: 13_200_000, max: 13_200_000 }, missing: [] });
    // Prices in the query win over the saved ones, and a product without a price is named.
    const quoted = await plan(owner, labReport, "?crop=cotton&prices=urea:310000");
    expect(quoted.body.cost).toMatchObject({ pricesFrom: "query", total: { min: 6_200_000, max: 6_200_000 }, missing: ["ammophos", "potassium_chloride"] });
    // Someone else sees none of them.
    expect((await prices(stranger)).body.prices.urea).toBeNull();
    expect((await plan(stranger, labReport, "?crop=cotton")).status).toBe(404);
  });

  it.each([
    ["a zero price", { prices: { urea: 0 } }],
    ["a fraction", { prices: { urea: 1.5 } }],
    ["a text", { prices: { urea: "300000" } }],
    ["too much", { prices: { urea: 10_000_001 } }],
    ["no prices object", { urea: 1 }],
  ])("refuses %s with 400 and keeps the saved prices", async (_name, body) => {
    const before = (await prices(owner)).body;
    const res = await prices(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect((await prices(owner)).body).toEqual(before);
  });

  it("a product left out is removed", async () => {
    await prices(owner, { prices: { urea: 1, ammophos: 2 } });
    const res = await prices(owner, { prices: { urea: 5 } });
    expect(res.body.prices).toMatchObject({ urea: 5, ammophos: null });
    expect(await (await getDb()).fertiliserPrice.count({ where: { userId: owner.id } })).toBe(1);
  });
});

describe("GET /api/soil/reports/{id}/plan/calendar", () => {
  it("is a valid .ics with one event per stage over its window, stable UIDs", async () => {
    const res = await call(calendarRoute.GET, { path: `/api/soil/reports/${salineReport}/plan/calendar?crop=cotton`, params: { id: salineReport }, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const { calendar, events } = parseCalendar(res.text);
    expect(calendar.PRODID).toBe("-//Oila va Dala//Fertiliser plan//UZ");
    // Leaching, manure (humus not measured) and cotton's stages: on a saline field the autumn dose
    // waits for the spring after the leaching (issue 34, item 10).
    expect(events.map((e) => e.UID)).toEqual(["leaching", "manure", "presowing", "true_leaves", "budding", "flowering"].map((part) => `${salineReport}-cotton-${part}@oila-dala`));
    const expected = buildPlan({ cropId: "cotton", areaHa: 5, regionCode: "UZ-BU", lab: { salinityPercent: 1.5 }, texture: "heavy", today: tashkentDate() });
    const budding = expected.applications.find((a) => a.stage === "budding")!;
    expect(events[4]["DTSTART;VALUE=DATE"]).toBe(budding.window.start.replace(/-/g, ""));
    expect(events[4].SUMMARY).toBe("Paxta (g'o'za): Shonalash boshida");
    expect(events[4].DESCRIPTION).toContain("Karbamid:");
  });

  it("names the amounts in the reader's units: кг under Russian, kg under Uzbek, never the other", async () => {
    const expected = buildPlan({ cropId: "cotton", areaHa: 5, regionCode: "UZ-BU", lab: { salinityPercent: 1.5 }, texture: "heavy", today: tashkentDate() });
    const budding = expected.applications.find((a) => a.stage === "budding")!;
    for (const [language, perHa, field] of [["ru", "кг/га", "на поле"], ["uz", "kg/ga", "dalaga"]] as const) {
      const res = await call(calendarRoute.GET, { path: `/api/soil/reports/${salineReport}/plan/calendar?crop=cotton`, params: { id: salineReport }, token: owner.token, headers: { "accept-language": language } });
      const event = parseCalendar(res.text).events.find((e) => e.UID === `${salineReport}-cotton-budding@oila-dala`)!;
      const text = event.DESCRIPTION.replace(/\\n|\n/g, " ");
      expect(text, language).toContain(`\u00a0${perHa}, ${field} `);
      if (language === "ru") expect(text).not.toMatch(/\bkg\b/);
      expect(text, language).toMatch(new RegExp(`${field} [\\d\\s\u00a0–]*${budding.fieldKg.max}\u00a0${language === "ru" ? "кг" : "kg"}`));
    }
  });

  it("is 404 for another user's report and 400 for a bad crop", async () => {
    expect((await call(calendarRoute.GET, { path: `/api/soil/reports/${labReport}/plan/calendar?crop=cotton`, params: { id: labReport }, token: stranger.token })).status).toBe(404);
    expect((await call(calendarRoute.GET, { path: `/api/soil/reports/${labReport}/plan/calendar?crop=x`, params: { id: labReport }, token: owner.token })).status).toBe(400);
  });
});
