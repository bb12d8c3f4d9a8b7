// POST /api/soil/analyze: encodings, photos, invalid input (nothing written), quota, sign-in.
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { getDb } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { setSoilModelForTests } from "@/lib/soil/model";
import { secondsUntilTashkentMidnight } from "@/lib/soil/quota";
import { GIF_BYTES, makeJpeg, multipartBody, reportRows, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { useMockModel, userParts } from "@/tests/helpers/soil-model";

afterEach(() => {
  setSoilModelForTests(null);
  delete process.env.SOIL_DAILY_QUOTA;
  resetEnvCache();
});

const analyze = (user: TestUser, body: unknown) => call(analyzeRoute.POST, { method: "POST", path: "/api/soil/analyze", body, token: user.token });
const withPhotos = (photos: Uint8Array[], submission = sampleSubmission()) => ({
  ...submission,
  photos: photos.map((bytes) => ({ mimeType: "image/jpeg", data: Buffer.from(bytes).toString("base64") })),
});

async function nothingWritten(user: TestUser) {
  const db = await getDb();
  expect(await db.soilReport.count({ where: { userId: user.id } })).toBe(0);
  expect(await db.field.count({ where: { userId: user.id } })).toBe(0);
}

describe("encodings", () => {
  it("accepts multipart with a payload part and photo parts", async () => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const jpeg = await makeJpeg(300, 200);
    const { body, contentType } = await multipartBody(sampleSubmission({ fieldId: "mp" }), [{ bytes: jpeg }, { bytes: jpeg, type: "application/octet-stream" }]);
    const res = await call(analyzeRoute.POST, { method: "POST", rawBody: body, headers: { "content-type": contentType }, token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.fieldId).toBe("mp");
    expect(userParts(model).files).toHaveLength(2);
    expect((await reportRows(user.id))[0].photos.map((p) => p.position).sort()).toEqual([0, 1]);
  });

  it("answers 415 for another content type and writes nothing", async () => {
    const user = await createTestUser();
    const res = await call(analyzeRoute.POST, { method: "POST", rawBody: "fieldId=x", headers: { "content-type": "application/x-www-form-urlencoded" }, token: user.token });
    expect(res.status).toBe(415);
    await nothingWritten(user);
  });
});

describe("photos", () => {
  it("stores a 4000x3000 JPEG downscaled to 1024 on the long side and serves the model the same", async () => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const res = await analyze(user, withPhotos([await makeJpeg(4000, 3000)]));
    expect(res.status).toBe(200);
    const [photo] = (await reportRows(user.id))[0].photos;
    expect(photo).toMatchObject({ position: 0, contentType: "image/jpeg", width: 1024, height: 768 });
    expect(await sharp(Buffer.from(photo.data)).metadata()).toMatchObject({ format: "jpeg", width: 1024, height: 768 });
    expect(userParts(model).files).toEqual([expect.objectContaining({ mediaType: "image/jpeg" })]);
  });

  it("applies the EXIF orientation: a rotated landscape photo is stored portrait", async () => {
    const user = await createTestUser();
    useMockModel(JSON.stringify(sampleModelAnswer()));
    const res = await analyze(user, withPhotos([await makeJpeg(1600, 1200, { orientation: 6 })]));
    expect(res.status).toBe(200);
    expect((await reportRows(user.id))[0].photos[0]).toMatchObject({ width: 768, height: 1024 });
    expect(res.body.details.photos[0]).toMatchObject({ width: 768, height: 1024, url: expect.stringMatching(/^\/api\/soil\/photos\//) });
  });

  it.each([
    ["7 photos", async () => withPhotos(Array.from({ length: 7 }, () => GIF_BYTES)), 400, "photos"],
    ["an 11 MB photo", async () => withPhotos([Buffer.concat([await makeJpeg(10, 10), Buffer.alloc(11 * 1024 * 1024)])]), 413, "photos.0"],
    ["a GIF declared as image/jpeg", async () => withPhotos([await makeJpeg(10, 10), GIF_BYTES]), 415, "photos.1"],
    ["text declared as image/jpeg", async () => withPhotos([Buffer.from("<html>not a photo</html>")]), 415, "photos.0"],
  ])("refuses %s and writes nothing", async (_label, body, status, path) => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const res = await analyze(user, await body());
    expect(res.status).toBe(status);
    expect(res.body.errors?.[0]?.path).toBe(path);
    expect(model.doGenerateCalls).toHaveLength(0);
    await nothingWritten(user);
  });
});

describe("invalid submissions: 400 with paths, nothing written", () => {
  const valid = sampleSubmission();
  it.each([
    ["no fieldId", { ...valid, fieldId: undefined }, "fieldId"],
    ["area zero", { ...valid, area: 0 }, "area"],
    ["area as text", { ...valid, area: "5" }, "area"],
    ["unknown irrigation", { ...valid, irrigationType: "yomg'ir" }, "irrigationType"],
    ["no crops", { ...valid, lastCrops: [] }, "lastCrops"],
    ["a crop year in the future", { ...valid, lastCrops: [{ year: 2999, crop: "paxta" }] }, "lastCrops.0.year"],
    ["latitude out of range", { ...valid, location: { lat: 95, lng: 60 } }, "location.lat"],
    ["observations missing", { ...valid, farmerObservations: undefined }, "farmerObservations"],
    ["lab pH out of range", { ...valid, labResults: { ph: 14 } }, "labResults.ph"],
    ["EC without its method", { ...valid, labResults: { ecDsM: 4.2 } }, "labResults.ecMethod"],
    ["EC method alone", { ...valid, labResults: { ecMethod: "ECe" } }, "labResults.ecMethod"],
    ["unknown EC method", { ...valid, labResults: { ecDsM: 4.2, ecMethod: "1:2" } }, "labResults.ecMethod"],
    ["negative EC", { ...valid, labResults: { ecDsM: -1, ecMethod: "ECe" } }, "labResults.ecDsM"],
    ["EC in µS/cm (too high for dS/m)", { ...valid, labResults: { ecDsM: 2500, ecMethod: "EC1:5" } }, "labResults.ecDsM"],
    ["photo without data", { ...valid, photos: [{ mimeType: "image/jpeg" }] }, "photos.0.data"],
    ["photos not a list", { ...valid, photos: "abc" }, "photos"],
    // PostgreSQL stores neither: these were 500s before the schema refused them.
    ["a NUL in the observations", { ...valid, farmerObservations: "qattiq\u0000tuproq" }, "farmerObservations"],
    ["a NUL in the fieldId", { ...valid, fieldId: "dala\u0000" }, "fieldId"],
    ["a lone surrogate in a crop", { ...valid, lastCrops: [{ year: 2024, crop: "paxta\ud800" }] }, "lastCrops.0.crop"],
  ])("%s", async (_label, body, path) => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const res = await analyze(user, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(model.doGenerateCalls).toHaveLength(0);
    await nothingWritten(user);
  });

  it("malformed JSON", async () => {
    const user = await createTestUser();
    const res = await call(analyzeRoute.POST, { method: "POST", rawBody: '{"fieldId": ', headers: { "content-type": "application/json" }, token: user.token });
    expect([res.status, res.body.code]).toEqual([400, "malformed_json"]);
    await nothingWritten(user);
  });
});

describe("daily quota", () => {
  it("answers 429 with Retry-After until Tashkent midnight, counting failed attempts, before calling the model", async () => {
    process.env.SOIL_DAILY_QUOTA = "2";
    resetEnvCache();
    const user = await createTestUser();
    useMockModel("not json");
    expect((await analyze(user, sampleSubmission())).status).toBe(503);
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    expect((await analyze(user, sampleSubmission())).status).toBe(200);
    const refused = await analyze(user, sampleSubmission());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Math.abs(retryAfter - secondsUntilTashkentMidnight())).toBeLessThanOrEqual(2);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(await reportRows(user.id)).toHaveLength(2);
    // Another user is not affected.
    expect((await analyze(await createTestUser(), sampleSubmission())).status).toBe(200);
  });

  it("lets exactly the quota through when requests arrive together", async () => {
    process.env.SOIL_DAILY_QUOTA = "2";
    resetEnvCache();
    const user = await createTestUser();
    useMockModel(JSON.stringify(sampleModelAnswer()));
    const results = await Promise.all(Array.from({ length: 4 }, () => analyze(user, sampleSubmission({ fieldId: "same" }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    expect(await reportRows(user.id)).toHaveLength(2);
  });
});

it("answers 401 without sign-in", async () => {
  const res = await call(analyzeRoute.POST, { method: "POST", body: sampleSubmission() });
  expect(res.status).toBe(401);
});

it("answers 405 for GET", async () => {
  expect((await call(analyzeRoute.GET, { method: "GET" })).status).toBe(405);
});

it("counts the secondsUntilTashkentMidnight from the Tashkent calendar", () => {
  expect(secondsUntilTashkentMidnight(new Date("2025-03-10T18:59:00Z"))).toBe(60); // 23:59 in Tashkent
  expect(secondsUntilTashkentMidnight(new Date("2025-03-10T19:00:00Z"))).toBe(86_400);
});
