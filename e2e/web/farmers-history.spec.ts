// A field's history and the comparison of two of its reports, "analyse again" from a saved
// field, other farmers' reports staying private, and the pages in Russian and English.
// Reports are made through the API (as the mobile app would) to keep the test short.
import { expect, test, type Page } from "@playwright/test";
import { analyzeViaApi, expectAccessible, screenshot, signUpSignedIn, watchCsp, signUpWithSession } from "../fixtures/farmers-helpers";

// A key with a space: fieldIds are the client's, and the mobile app may send any text.
const FIELD_ID = "dala yuqori-1";
const year = new Date().getFullYear();

async function twoReports(page: Page) {
  const base = {
    fieldId: FIELD_ID,
    fieldName: "Yuqori dala",
    location: "Buxoro",
    area: 4,
    irrigationType: "ariqqa",
  };
  const first = await analyzeViaApi(page, {
    ...base,
    lastCrops: [
      { year: year - 1, crop: "paxta", yield: "o'rtacha" },
      { year: year - 2, crop: "paxta", yield: "yaxshi" },
    ],
    farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi.",
    labResults: null,
  });
  const second = await analyzeViaApi(page, {
    ...base,
    lastCrops: [{ year, crop: "mosh", yield: "yaxshi" }],
    farmerObservations: "Yer yuzida oq sho'r qatlam paydo bo'ladi.",
    labResults: { ph: 8.6, salinityPercent: 1.5, humusPercent: 0.6 },
  });
  return { first, second };
}

test("a field's reports newest first, and what changed between two of them", async ({ page }) => {
  const csp = watchCsp(page);
  await signUpSignedIn(page);
  const { first, second } = await twoReports(page);

  await page.goto("/soil");
  await expect(page.getByText("Hisobotlar: 2", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Tarix: Yuqori dala" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Yuqori dala: tahlillar tarixi" })).toBeVisible();
  const items = page.getByRole("region", { name: "Hisobotlar" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("pH 8,6");
  await expect(items.nth(1)).toContainText(`pH ${String(first.soilProfile.ph).replace(".", ",")}`);
  await expectAccessible(page);
  await screenshot(page, "history");

  // The picker defaults to the two newest, earlier first.
  await expect(page.getByLabel("Avvalgi tahlil")).toHaveValue(first.reportId);
  await expect(page.getByLabel("Keyingi tahlil")).toHaveValue(second.reportId);
  await page.getByRole("button", { name: "Solishtirish" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?a=${first.reportId}&b=${second.reportId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Yuqori dala: tahlillarni solishtirish" })).toBeVisible();
  const indicators = page.getByRole("region", { name: "Ko'rsatkichlar" });
  // One verdict per row (issue 34): the pH, estimated first and measured now, is "first measured"
  // and nothing else; how sure each report is reads in words, not percentages.
  const phRow = indicators.locator("dl > div").filter({ has: page.getByText("pH", { exact: true }) });
  await expect(phRow.getByTestId("verdict")).toHaveCount(1);
  await expect(phRow.getByTestId("verdict")).toHaveText(/^(✚ )?birinchi marta o'lchandi$/); // the icon before the word is aria-hidden
  await expect(phRow.getByTestId("verdict")).toHaveAttribute("data-trend", "measured");
  await expect(indicators.locator("dl > div").getByTestId("verdict")).toHaveCount(7);
  await expect(indicators).not.toContainText("%");
  await expect(indicators).toContainText("Hisobot qanchalik aniq");
  // Hardening was observed only the first time: resolved. Salt crust and lab salinity: new.
  const issues = page.getByRole("region", { name: "Aniqlangan muammolar" });
  const resolved = issues.locator("div").filter({ has: page.getByRole("heading", { name: /^Hal bo'lgan muammolar/ }) });
  await expect(resolved).toContainText("Tuproq zichlashgan");
  await expectAccessible(page);
  await screenshot(page, "compare");

  // The same two in the other order compare the same way; a report of another field does not.
  await page.goto(`/soil/fields/${encodeURIComponent(FIELD_ID)}/compare?a=${second.reportId}&b=${first.reportId}`);
  await expect(phRow.getByTestId("verdict")).toHaveText(/^(✚ )?birinchi marta o'lchandi$/); // the icon before the word is aria-hidden
  const other = await analyzeViaApi(page, {
    fieldId: "boshqa-dala",
    location: "Xorazm",
    area: 1,
    irrigationType: "ariqqa",
    lastCrops: [{ year, crop: "sholi" }],
    farmerObservations: "",
  });
  await page.goto(`/soil/fields/${encodeURIComponent(FIELD_ID)}/compare?a=${first.reportId}&b=${other.reportId}`);
  await expect(page.getByRole("heading", { name: "Hisobot yoki dala topilmadi" })).toBeVisible();

  // "Analyse again" opens the form with the saved field's facts filled in.
  await page.goto(`/soil/fields/${encodeURIComponent(FIELD_ID)}`);
  await page.getByRole("link", { name: "Qayta tahlil" }).click();
  await expect(page.getByLabel("Qaysi dala?")).toHaveValue(FIELD_ID);
  await expect(page.getByLabel("Dala nomi")).toHaveValue("Yuqori dala");
  await expect(page.getByLabel("Viloyat")).toHaveValue("UZ-BU");
  await expect(page.getByLabel("Maydoni, ga")).toHaveValue("4");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("group", { name: "1-ekin" }).getByLabel("Ekin", { exact: true })).toHaveValue("mosh");
  await expect(page.getByLabel("Ariqqa (egatlab)")).toBeChecked();
  expect(csp).toEqual([]);
});

test("another farmer's report and field stay private", async ({ page, context }) => {
  await signUpSignedIn(page, "Bobur");
  const { second } = await twoReports(page);
  await context.clearCookies();
  await signUpWithSession(page, "Sardor");
  await page.goto(`/soil/reports/${second.reportId}`);
  await expect(page.getByRole("heading", { name: "Hisobot yoki dala topilmadi" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "not-found");
  await page.goto(`/soil/fields/${encodeURIComponent(FIELD_ID)}`);
  await expect(page.getByRole("heading", { name: "Hisobot yoki dala topilmadi" })).toBeVisible();
  await page.goto("/soil/reports/not-a-uuid");
  await expect(page.getByRole("heading", { name: "Hisobot yoki dala topilmadi" })).toBeVisible();
});

test("the soil pages switch to Russian and English", async ({ page }) => {
  await signUpSignedIn(page, "Dilshod");
  const { second } = await twoReports(page);
  await page.goto("/soil/new");
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Новый анализ почвы" })).toBeVisible();
  await expect(page.getByText("Шаг 1 из 4")).toBeVisible();
  // Regions are listed in the reader's language; the value sent stays the Uzbek name.
  await page.getByLabel("Область").selectOption({ label: "Самаркандская область" });
  await expectAccessible(page);
  await screenshot(page, "form-ru");
  await page.goto(`/soil/reports/${second.reportId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Отчёт о почве" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Описание почвы" })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Soil report" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What to do" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "report-en");
});
