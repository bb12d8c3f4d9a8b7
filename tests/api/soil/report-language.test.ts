// Issue 34: the report in the reader's language, and photos that show no soil. Through the real
// route, database and AI SDK with a mock model: what the model is told, what the farmer gets
// back, what is stored.
import { afterEach, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import * as reportRoute from "@/app/api/soil/reports/[id]/route";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { SOIL_DISCLAIMER_UZ } from "@/lib/soil/constants";
import { setSoilModelForTests } from "@/lib/soil/model";
import { SOIL_SYSTEM_PROMPT, soilSystemPrompt } from "@/lib/soil/prompt";
import { REPORT_FIXED_TEXTS } from "@/lib/soil/report-language";
import { makeJpeg, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { sampleModelAnswerRu } from "@/tests/helpers/model-answer-ru";
import { useMockModel, userParts } from "@/tests/helpers/soil-model";

afterEach(() => setSoilModelForTests(null));

const analyze = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  call(analyzeRoute.POST, { method: "POST", path: "/api/soil/analyze", body, token: user.token, headers });
const readBack = (user: TestUser, id: string) => call(reportRoute.GET, { path: `/api/soil/reports/${id}`, token: user.token, params: { id } });

describe("the report in the reader's language", () => {
  it("a request in Russian asks the model for Russian and records the report as Russian", async () => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswerRu()));
    const res = await analyze(user, sampleSubmission({ fieldId: "ru1" }), { "accept-language": "ru-RU,ru;q=0.9,en;q=0.5" });

    expect(res.status).toBe(200);
    expect(userParts(model).system).toBe(soilSystemPrompt("ru"));
    expect(userParts(model).system).toContain("Russian (Cyrillic script)");
    expect(res.body.language).toBe("ru");
    expect(res.body.summary).toMatch(/^[^a-z]*Лабораторного анализа нет/);
    // The app's own texts follow the report: the Russian disclaimer, not the Uzbek one.
    expect(res.body.disclaimer).toBe(REPORT_FIXED_TEXTS.ru.disclaimer);
    expect(res.body.details.crops[0].name).toBe("маш");
    const stored = await readBack(user, res.body.reportId);
    expect(stored.body).toMatchObject({ language: "ru", disclaimer: REPORT_FIXED_TEXTS.ru.disclaimer });
  });

  it("a client naming no language gets Uzbek, as the specification says", async () => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const res = await analyze(user, sampleSubmission({ fieldId: "uz1" }));

    expect(res.status).toBe(200);
    expect(userParts(model).system).toBe(SOIL_SYSTEM_PROMPT);
    expect(res.body).toMatchObject({ language: "uz", disclaimer: SOIL_DISCLAIMER_UZ });
  });

  it("the page's language cookie wins over the browser's Accept-Language", async () => {
    const user = await createTestUser();
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const res = await analyze(user, sampleSubmission({ fieldId: "en1" }), { "accept-language": "ru", cookie: "lang=en" });
    expect(res.status).toBe(200);
    expect(userParts(model).system).toBe(soilSystemPrompt("en"));
    expect(res.body.language).toBe("en");
  });

  it("the rules estimator writes in the reader's language too, and in Uzbek when none is named", async () => {
    const user = await createTestUser();
    const ru = await analyze(user, sampleSubmission({ fieldId: "rules-ru" }), { "accept-language": "ru" });
    expect(ru.status).toBe(200);
    expect(ru.body).toMatchObject({ source: "rules_v1", language: "ru", disclaimer: REPORT_FIXED_TEXTS.ru.disclaimer });
    expect(ru.body.summary).toMatch(/^По данным по региону «Самаркандская область» почва:/);
    const en = await analyze(user, sampleSubmission({ fieldId: "rules-en" }), { cookie: "lang=en" });
    expect(en.body).toMatchObject({ source: "rules_v1", language: "en", disclaimer: REPORT_FIXED_TEXTS.en.disclaimer });
    expect(en.body.summary).toMatch(/^From the data for Samarkand Region, the soil is/);
    expect(en.body.summary).not.toContain(REPORT_FIXED_TEXTS.en.noLabNote);
    const none = await analyze(user, sampleSubmission({ fieldId: "rules-none" }));
    expect(none.body).toMatchObject({ source: "rules_v1", language: "uz", disclaimer: SOIL_DISCLAIMER_UZ });
  });
});

describe("photos that show no soil", () => {
  const photo = async () => ({ mimeType: "image/jpeg", data: (await makeJpeg(400, 300)).toString("base64") });

  it("drops the findings that rest on the photos alone and tells the farmer why", async () => {
    const user = await createTestUser();
    // "Oq dog'lar" (salinity) and a photo-only finding of another kind, with no observation behind them.
    const answer = sampleModelAnswer({
      issues: [
        { code: "salinity_risk", severity: "high", description_uz: "Rasmlarda oq qatlam ko'rinib turibdi: tuproq sho'rlangan." },
        { code: "erosion", severity: "high", description_uz: "Rasmda eroziya izlari ko'rinadi." },
      ],
    });
    useMockModel(JSON.stringify({ ...answer, readable_photos: [] }));
    const submission = { ...sampleSubmission({ fieldId: "wall" }), farmerObservations: "Hosil o'rtacha." };
    const res = await analyze(user, { ...submission, photos: [await photo(), await photo()] });

    expect(res.status).toBe(200);
    expect(res.body.details.issues).toEqual([]);
    expect(res.body.chips).toEqual([]);
    expect(res.body.summary.startsWith(REPORT_FIXED_TEXTS.uz.noSoilPhotos)).toBe(true);
    expect(res.body.details.flags).toEqual(expect.arrayContaining(["no_soil_in_photos", "photo_findings_dropped:2"]));
    // Nothing on the report is "from your photos" any more.
    expect(JSON.stringify(res.body.details.sources)).not.toContain('"photo"');
    // The photos themselves are still kept with the report.
    expect(res.body.details.photos).toHaveLength(2);
  });

  it("keeps them when the model could read a photo as soil", async () => {
    const user = await createTestUser();
    useMockModel(JSON.stringify({ ...sampleModelAnswer(), readable_photos: [2] }));
    const res = await analyze(user, { ...sampleSubmission({ fieldId: "soil" }), photos: [await photo(), await photo()] });
    expect(res.status).toBe(200);
    expect(res.body.details.issues).toHaveLength(3);
    expect(res.body.details.flags).not.toContain("no_soil_in_photos");
  });
});
