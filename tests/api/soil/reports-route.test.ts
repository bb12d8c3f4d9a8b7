// Reading back: GET /api/soil/reports, /reports/{id}, /fields and /photos/{id}; own data only.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import * as fieldsRoute from "@/app/api/soil/fields/route";
import * as photoRoute from "@/app/api/soil/photos/[id]/route";
import * as reportRoute from "@/app/api/soil/reports/[id]/route";
import * as reportsRoute from "@/app/api/soil/reports/route";
import { installQueryCounter, removeQueryCounter, statementsOf } from "@/tests/helpers/count-queries";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { getDb } from "@/lib/db/client";
import { findField, listFields } from "@/lib/soil";
import { setSoilModelForTests } from "@/lib/soil/model";
import { makeJpeg, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { useMockModel } from "@/tests/helpers/soil-model";

afterEach(() => setSoilModelForTests(null));

const analyze = (user: TestUser, body: unknown) => call(analyzeRoute.POST, { method: "POST", body, token: user.token });
const list = (user: TestUser, query = "") => call(reportsRoute.GET, { path: `/api/soil/reports${query}`, token: user.token });

let owner: TestUser;
let stranger: TestUser;
const ids: string[] = [];

beforeAll(async () => {
  owner = await createTestUser();
  stranger = await createTestUser();
  useMockModel(JSON.stringify(sampleModelAnswer()));
  const jpeg = (await makeJpeg(40, 30)).toString("base64");
  for (const fieldId of ["east", "east", "west"]) {
    const res = await analyze(owner, { ...sampleSubmission({ fieldId, fieldName: `${fieldId} dala` }), photos: [{ mimeType: "image/jpeg", data: jpeg }] });
    expect(res.status).toBe(200);
    ids.push(res.body.reportId);
  }
  useMockModel("not json");
  expect((await analyze(owner, sampleSubmission({ fieldId: "east" }))).status).toBe(503);
  setSoilModelForTests(null);
});

describe("GET /api/soil/reports", () => {
  it("lists the field's stored reports newest first, without failed attempts", async () => {
    const res = await list(owner, "?fieldId=east");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { reportId: string }) => r.reportId)).toEqual([ids[1], ids[0]]);
    expect(res.body[0]).toMatchObject({ fieldId: "east", summary: expect.any(String), chips: expect.any(Array), disclaimer: expect.any(String) });
  });

  it("lists every report without fieldId, and honours limit", async () => {
    expect((await list(owner)).body.map((r: { reportId: string }) => r.reportId)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list(owner, "?limit=1")).body).toHaveLength(1);
  });

  it("gives an empty list for an unknown field or another user's field", async () => {
    expect((await list(owner, "?fieldId=nowhere")).body).toEqual([]);
    expect((await list(stranger, "?fieldId=east")).body).toEqual([]);
  });

  it.each(["?limit=0", "?limit=101", "?limit=abc", `?fieldId=${"x".repeat(101)}`])("answers 400 for %s", async (query) => {
    expect((await list(owner, query)).status).toBe(400);
  });

  it("answers 401 without sign-in", async () => {
    expect((await call(reportsRoute.GET, {})).status).toBe(401);
  });
});

describe("GET /api/soil/reports/{id}", () => {
  const get = (user: TestUser, id: string) => call(reportRoute.GET, { params: { id }, token: user.token });

  it("returns the same body the analysis returned", async () => {
    const res = await get(owner, ids[2]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reportId: ids[2], fieldId: "west", details: { photos: [{ width: 40, height: 30 }] } });
  });

  it("serves a report stored before the decimal-comma rule with the Uzbek comma in its texts", async () => {
    // As the sanitiser stored a model's texts before docs/soil-rules.md section 6 "decimal points".
    const db = await getDb();
    const row = await db.soilReport.findUniqueOrThrow({ where: { id: ids[1] }, select: { response: true } });
    const old = structuredClone(row.response) as Record<string, any>;
    old.summary = "Tuproq tipik bo'z tuproq, pH taxminan 7.9. Sana 25.09.2026.";
    old.actions = ["Gektariga 1.5 t gips soling."];
    old.details.issues[0].description = "Gumus 0.8% atrofida.";
    old.details.actions[0].description = "Gektariga 1.5 t gips soling.";
    old.details.crops[0].reason = "pH 7.9 ga chidamli.";
    await db.soilReport.update({ where: { id: ids[1] }, data: { response: old } });

    for (const body of [(await get(owner, ids[1])).body, (await list(owner, "?fieldId=east")).body[0]]) {
      expect(body.summary).toBe("Tuproq tipik bo'z tuproq, pH taxminan 7,9. Sana 25.09.2026.");
      expect(body.actions).toEqual(["Gektariga 1,5 t gips soling."]);
      expect(body.details.issues[0].description).toBe("Gumus 0,8% atrofida.");
      expect(body.details.actions[0].description).toBe("Gektariga 1,5 t gips soling.");
      expect(body.details.crops[0].reason).toBe("pH 7,9 ga chidamli.");
      expect(body.soilProfile.ph).toBe(7.9);
    }
  });

  it("answers 404 for another user's report and an unknown id, 400 for a malformed id", async () => {
    expect((await get(stranger, ids[0])).status).toBe(404);
    expect((await get(owner, randomUUID())).status).toBe(404);
    const bad = await get(owner, "not-a-uuid");
    expect([bad.status, bad.body.code]).toEqual([400, "validation_failed"]);
  });
});

describe("GET /api/soil/fields", () => {
  it("lists the user's fields with their last report date and crops to prefill the form", async () => {
    const res = await call(fieldsRoute.GET, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.map((f: { fieldId: string }) => f.fieldId).sort()).toEqual(["east", "west"]);
    const east = res.body.find((f: { fieldId: string }) => f.fieldId === "east");
    expect(east).toMatchObject({
      name: "east dala",
      region: "Samarqand viloyati",
      regionCode: "UZ-SA",
      location: { lat: 39.65, lng: 66.96 },
      area: 4.5,
      irrigationType: "ariqqa",
      lastCrops: [{ year: 2024, crop: "kuzgi bug'doy", yield: "yaxshi" }, { year: 2023, crop: "paxta", yield: "o'rtacha" }],
      reportCount: 2,
      lastReportAt: expect.any(String),
    });
    expect((await call(fieldsRoute.GET, { token: stranger.token })).body).toEqual([]);
  });
});

describe("GET /api/soil/photos/{id}", () => {
  it("serves the owner's stored photo privately, and 404 to anyone else", async () => {
    const report = (await call(reportRoute.GET, { params: { id: ids[0] }, token: owner.token })).body;
    const photoId = report.details.photos[0].id;
    const res = await call(photoRoute.GET, { params: { id: photoId }, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    expect((await call(photoRoute.GET, { params: { id: photoId }, token: stranger.token })).status).toBe(404);
    expect((await call(photoRoute.GET, { params: { id: "x" }, token: owner.token })).status).toBe(400);
  });
});

describe("findField (the soil pages' field lookup)", () => {
  it("finds one field of the user by its key, as the list shows it, and nobody else's", async () => {
    const listed = await listFields(owner.id);
    expect(await findField(owner.id, "west")).toEqual(listed.find((field) => field.fieldId === "west"));
    expect(await findField(owner.id, "east")).toEqual(listed.find((field) => field.fieldId === "east"));
    expect(await findField(owner.id, "north")).toBeNull();
    expect(await findField(stranger.id, "east")).toBeNull();
  });

  // PostgreSQL only: statements are read at the pg driver, which the embedded PGlite does not use.
  it.skipIf(!process.env.DATABASE_URL)("asks the database for that one field, not for the user's list", async () => {
    installQueryCounter();
    try {
      const statements = await statementsOf(() => findField(owner.id, "west"));
      // The fields table is read once, filtered by the key in SQL; its seasons and reports follow it.
      const fieldReads = statements.filter((text) => /FROM "public"\."fields"/.test(text));
      expect(fieldReads).toHaveLength(1);
      expect(fieldReads[0]).toMatch(/WHERE[\s\S]*"field_key" = \$\d/);
    } finally {
      removeQueryCounter();
    }
  });
});
