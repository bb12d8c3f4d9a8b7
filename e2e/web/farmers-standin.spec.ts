// The farmers' form against the production build WITH a model: GOOGLE_GENERATIVE_AI_API_KEY is
// set and the Gemini base URL points at a stand-in this test runs (project "phone-standin",
// server from e2e/fixtures/standin-server.mjs). The real @ai-sdk/google provider talks HTTP
// to it, so the report shows the model's answer under the model's name, and a provider error
// reaches the farmer as the server's real 503 fallback — no browser-side interception here.
import { expect, test } from "@playwright/test";
import { startGeminiStandin, standinAnswerRu, STANDIN_SUMMARY, type GeminiStandin } from "../fixtures/gemini-standin";
import { SAME_ORIGIN } from "../fixtures/steps";
import { REPORT_FIXED_TEXTS } from "@/lib/soil/report-language";
import { DISCLAIMER_UZ, UNAVAILABLE_UZ, dryPhoto, expectAccessible, fillToPhotos, screenshot, signUpSignedIn, wetPhoto, signUpWithSession } from "../fixtures/farmers-helpers";
import { STANDIN_GEMINI_PORT } from "../fixtures/standin-ports";

let gemini: GeminiStandin;

// The farmer stands in a field near Samarkand and lets the page read the position.
test.use({ geolocation: { latitude: 39.6542, longitude: 66.9597 }, permissions: ["geolocation"] });

test.beforeAll(async () => {
  gemini = await startGeminiStandin(STANDIN_GEMINI_PORT);
});

test.afterAll(async () => {
  await gemini.close();
});

test.beforeEach(() => {
  gemini.requests.length = 0;
  gemini.setMode("answer");
});

test("with a stand-in model the report is the model's answer, photos sent to it inline", async ({ page }) => {
  await signUpWithSession(page, "Jasur");
  await page.goto("/soil/new");
  await fillToPhotos(page, { fieldName: "Model dala", useLocation: true });
  await page.getByLabel("Galereyadan tanlash").setInputFiles([await dryPhoto(), await wetPhoto()]);
  await page.getByRole("button", { name: "Tahlilga yuborish" }).click();

  await expect(page).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/);
  await page.getByText("Batafsil").click();
  await expect(page.getByText("Kim hisobladi: Sun'iy intellekt bahosi (gemini-2.5-flash)")).toBeVisible();
  await expect(page.getByText(STANDIN_SUMMARY)).toBeVisible();
  // One way of writing numbers on the whole report: the model's "pH 7.9" reads "pH 7,9", as the
  // profile's own value does.
  await expect(page.getByText(/pH[^\d]{0,20}\d\.\d/)).toHaveCount(0);
  await expect(page.getByText(/pH[^\d]{0,20}7,9/).first()).toBeVisible();
  // The disclaimer is the app's own, whatever the model wrote.
  await expect(page.getByText(DISCLAIMER_UZ)).toBeVisible();
  await expect(page.getByRole("region", { name: "Mos ekinlar" }).getByText("Moslik: 80%")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "report-model");

  expect(gemini.requests).toHaveLength(1);
  const [request] = gemini.requests;
  expect(request.url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
  const parts = request.body.contents[0].parts;
  expect(parts.filter((part: any) => part.inlineData?.mimeType === "image/jpeg")).toHaveLength(2);
  // The coordinates went to the server, which found the region from them.
  expect(parts[0].text).toContain('"region": "Samarqand viloyati"');
  expect(parts[0].text).toContain('"lat": 39.6542');
});

test("a failing model gives the farmer the Uzbek fallback, and the retry goes through", async ({ page }) => {
  await signUpWithSession(page, "Nodir");
  await page.goto("/soil/new");
  await fillToPhotos(page, { fieldName: "Qayta urinish dala" });
  await page.getByLabel("Galereyadan tanlash").setInputFiles(await dryPhoto());

  gemini.setMode("error");
  await page.getByRole("button", { name: "Tahlilga yuborish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: UNAVAILABLE_UZ })).toBeVisible();
  await expect(page.getByText("Rasmlar: 1 / 6")).toBeVisible();
  await screenshot(page, "fallback-model");

  gemini.setMode("answer");
  await page.getByRole("button", { name: "Qayta yuborish" }).click();
  await expect(page).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Qayta urinish dala · /)).toBeVisible();
  await expect(page.getByText(STANDIN_SUMMARY)).toBeVisible();
});

test("a sign the model states that nobody reported and no photo showed is marked as its guess", async ({ page }) => {
  await signUpWithSession(page, "Sherzod");
  await page.goto("/soil/new");
  // No observations and no photos: the model's "hardens after irrigation" and "white patches"
  // rest on nothing the farmer gave.
  await fillToPhotos(page, { fieldName: "Taxmin dala" });
  await page.getByRole("button", { name: "Tahlilga yuborish" }).click();
  await expect(page).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/);
  const issues = page.getByRole("region", { name: "Aniqlangan muammolar" });
  for (const code of ["compaction", "salinity_risk"]) {
    const issue = issues.locator(`[data-issue="${code}"]`);
    await expect(issue).toContainText("Taxmin");
    await expect(issue).toContainText("sun'iy intellekt taxmini: siz bu haqda yozmagansiz, rasm ham buni ko'rsatmaydi");
  }
  // P and K: the model's statuses are not kept without a lab value.
  await expect(page.getByRole("region", { name: "Tuproq tavsifi" }).getByText("noma'lum: buni faqat laboratoriya aniqlaydi, rasmda ko'rinmaydi")).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, "report-model-guess");
});

// Issue 34: the report in the reader's language.
test("a report requested in Russian is written in Russian, and a client naming no language gets Uzbek", async ({ page, baseURL }) => {
  await signUpSignedIn(page, "Olga");
  const submission = { fieldId: "rus-dala", fieldName: "Русское поле", location: "Buxoro", area: 2, irrigationType: "ariqqa", lastCrops: [{ year: new Date().getFullYear() - 1, crop: "paxta", yield: "o'rtacha" }], farmerObservations: "", labResults: null };
  // The page's language, as the language switcher sets it: the model is asked for Russian.
  await page.context().addCookies([{ name: "lang", value: "ru", url: baseURL! }]);
  const ru = await page.request.post("/api/soil/analyze", { data: submission, headers: SAME_ORIGIN });
  expect(ru.status(), await ru.text()).toBe(200);
  const report = await ru.json();
  expect(report.language).toBe("ru");
  expect(gemini.requests.at(-1).body.systemInstruction.parts[0].text).toContain("Russian (Cyrillic script)");

  await page.goto(`/soil/reports/${report.reportId}`);
  await expect(page.getByText(standinAnswerRu.summary_for_farmer_uz)).toBeVisible();
  await expect(page.getByText(REPORT_FIXED_TEXTS.ru.disclaimer)).toBeVisible();
  // Written in the reader's language: no note that it is in another one.
  await expect(page.getByTestId("text-language-note")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, "report-model-ru");

  // No language cookie and no particular language asked for: Uzbek, as the specification says.
  await page.context().clearCookies({ name: "lang" });
  const plain = await page.request.post("/api/soil/analyze", { data: { ...submission, fieldId: "uz-dala" }, headers: { ...SAME_ORIGIN, "accept-language": "*" } });
  expect(plain.status()).toBe(200);
  expect(await plain.json()).toMatchObject({ language: "uz", disclaimer: REPORT_FIXED_TEXTS.uz.disclaimer });
});

// Issue 34: a photo of a wall is no evidence.
test("photos that show no soil yield no finding from them, and the farmer is told why", async ({ page }) => {
  await signUpWithSession(page, "Dilshod");
  await page.goto("/soil/new");
  await fillToPhotos(page, { fieldName: "Devor dala" });
  await page.getByLabel("Galereyadan tanlash").setInputFiles([await dryPhoto()]);
  gemini.setMode("no-soil");
  await page.getByRole("button", { name: "Tahlilga yuborish" }).click();
  await expect(page).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/);

  await expect(page.getByTestId("no-soil-note")).toBeVisible();
  await expect(page.getByText(REPORT_FIXED_TEXTS.uz.noSoilPhotos, { exact: false })).toBeVisible();
  // The model's "serious salt crust seen in the photos" is gone, and nothing is "from your photos".
  await expect(page.locator('[data-issue="salinity_risk"]')).toHaveCount(0);
  await expect(page.getByText("taxmin: rasmlaringizdan")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, "report-no-soil-photos");
});
