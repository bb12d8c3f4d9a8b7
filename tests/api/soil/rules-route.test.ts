// Without GOOGLE_GENERATIVE_AI_API_KEY the rule-based estimator answers (docs/soil-rules.md section
// 5), tagged rules_v1, through the same route, sanitiser and storage. Realistic fields from several
// regions.
import { beforeAll, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { resetEnvCache } from "@/lib/env";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { RULES_SOURCE, SOIL_DISCLAIMER_UZ } from "@/lib/soil/constants";
import { soilModel } from "@/lib/soil/model";
import { makeJpeg, reportRows, sampleSubmission } from "@/tests/helpers/soil";

let user: TestUser;

beforeAll(async () => {
  delete process.env.GOOGLE_GENERATIVE_AI_API_KEY;
  resetEnvCache();
  user = await createTestUser();
});

const analyze = (body: unknown) => call(analyzeRoute.POST, { method: "POST", body, token: user.token });
const names = (crops: { name: string }[]) => crops.map((crop) => crop.name);

describe("rules estimator through the route", () => {
  it("is what answers when no API key is configured", () => {
    expect(soilModel()).toBeNull();
  });

  it("Khorezm: saline cotton monoculture -> salinity first, salt-tolerant crops, stored as rules_v1", async () => {
    const res = await analyze(
      sampleSubmission({
        fieldId: "xorazm-1",
        location: { lat: 41.55, lng: 60.63 },
        lastCrops: [
          { year: 2022, crop: "paxta", yield: "o'rtacha" },
          { year: 2023, crop: "paxta", yield: "past" },
          { year: 2024, crop: "g'o'za", yield: "juda past" },
        ],
        farmerObservations: "Sug'orishdan keyin yer yuzida oq qatlam paydo bo'ladi, tuproq qotib qoladi.",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: RULES_SOURCE, disclaimer: SOIL_DISCLAIMER_UZ, soilProfile: { nitrogen: "past" } });
    expect(res.body.chips[0]).toBe("Sho'rlanish xavfi");
    expect(res.body.summary).toMatch(/Xorazm viloyati/);
    expect(res.body.summary).toMatch(/Laboratoriya/);
    expect(names(res.body.recommendedCrops)[0]).toBe("arpa");
    expect(res.body.details.flags).toEqual([]);
    const row = (await reportRows(user.id)).find((r) => r.id === res.body.reportId)!;
    expect(row).toMatchObject({ status: "ok", source: RULES_SOURCE, rawAnswer: null });
  });

  it("Samarkand with lab results: lab pH and high confidence", async () => {
    const res = await analyze(
      sampleSubmission({
        fieldId: "samarqand-1",
        location: "Samarqand viloyati, Urgut tumani",
        labResults: { ph: 7.4, nitrogenMgKg: 12, phosphorusMgKg: 20, potassiumMgKg: 250, humusPercent: 1.1 },
        farmerObservations: "Tuproq yumshoq, yaxshi.",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.soilProfile.ph).toBe(7.4);
    expect(res.body.soilProfile.confidence).toBeGreaterThan(0.7);
    expect(res.body.details).toMatchObject({ hasLabResults: true, soilProfile: { phosphorus: "past", potassium: "o'rtacha" } });
  });

  it.each([
    ["Fergana by name", "Farg'ona", /Farg'ona/],
    ["Karakalpakstan by its capital", "Nukus", /Qoraqalpog'iston/],
    ["Surxondaryo by coordinates", { lat: 37.6, lng: 67.2 }, /Surxondaryo/],
    ["Tashkent region in Russian", "Ташкентская область", /Toshkent viloyati/],
  ])("%s", async (_label, location, region) => {
    const res = await analyze(sampleSubmission({ location }));
    expect(res.status).toBe(200);
    expect(res.body.source).toBe(RULES_SOURCE);
    expect(res.body.summary).toMatch(region);
    expect(res.body.recommendedCrops.length).toBeGreaterThan(0);
    for (const crop of res.body.recommendedCrops) expect(crop.score).toBeGreaterThanOrEqual(0.2);
  });

  it("a location outside Uzbekistan still gets an honest low-confidence estimate", async () => {
    const res = await analyze(sampleSubmission({ location: { lat: 48.85, lng: 2.35 } }));
    expect(res.status).toBe(200);
    expect(res.body.soilProfile.confidence).toBeLessThan(0.5);
    expect(res.body.summary).toMatch(/noma'lum|statistika/i);
  });

  it("photos are stored, but do not raise the rules' confidence (nothing looked at them)", async () => {
    const body = sampleSubmission({ fieldId: "photos-rules" });
    const without = await analyze(body);
    const jpeg = (await makeJpeg(100, 100)).toString("base64");
    const withPhotos = await analyze({ ...body, fieldId: "photos-rules-2", photos: [{ data: jpeg }, { data: jpeg }] });
    expect(withPhotos.status).toBe(200);
    expect(withPhotos.body.details.photos).toHaveLength(2);
    expect(withPhotos.body.soilProfile.confidence).toBe(without.body.soilProfile.confidence);
  });
});
