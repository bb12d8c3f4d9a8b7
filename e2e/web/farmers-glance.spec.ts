// Issue 28: the report a farmer reads at a glance, on a phone. Confidence in words by where
// each finding comes from, pH on an acid-neutral-alkaline scale, P and K unknown without a lab
// with the reason, our own texts in the reader's language, the words of the form, and a
// comparison that says better or worse. Reports are made through the API to keep it short.
import { expect, test, type Page } from "@playwright/test";
import { analyzeViaApi, expectAccessible, screenshot, signUpWithSession } from "../fixtures/farmers-helpers";

const year = new Date().getFullYear();
const base = {
  fieldId: "glance-1",
  fieldName: "Ko'l bo'yi",
  location: "Buxoro",
  area: 3,
  irrigationType: "ariqqa",
  lastCrops: [
    { year: year - 1, crop: "paxta", yield: "o'rtacha" },
    { year: year - 2, crop: "paxta", yield: "yaxshi" },
    { year: year - 3, crop: "paxta", yield: "yaxshi" },
  ],
};

const profile = (page: Page) => page.getByRole("region", { name: /^(Tuproq tavsifi|Описание почвы|Soil profile)$/ });

test("the report says how sure it is in words and where each finding comes from", async ({ page }) => {
  await signUpWithSession(page, "Akmal");
  const report = await analyzeViaApi(page, { ...base, farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi.", labResults: { ph: 8.6 } });
  await page.goto(`/soil/reports/${report.reportId}`);

  // pH: measured, in words, on the acid-neutral-alkaline scale; no bar that reads as a score.
  await expect(profile(page).getByText("pH (kislotali yoki ishqoriy)")).toBeVisible();
  await expect(profile(page).getByText("pH 8,6: ishqoriy tuproq")).toBeVisible();
  await expect(profile(page).getByText("aniq: laboratoriyadan")).toBeVisible();
  await expect(profile(page).getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByText(/^Umumiy ishonchlilik/)).toBeHidden();
  // P and K: unknown without a lab value, with the reason.
  await expect(profile(page).getByText("noma'lum: buni faqat laboratoriya aniqlaydi, rasmda ko'rinmaydi")).toHaveCount(2);
  await expect(profile(page).getByText("taxmin: viloyat ma'lumotidan").first()).toBeVisible();

  // Each issue says where it comes from.
  const issues = page.getByRole("region", { name: "Aniqlangan muammolar" });
  await expect(issues.locator('[data-issue="compaction"]')).toContainText("taxmin: kuzatuvingizdan");
  await expect(issues.locator('[data-issue="monoculture"]')).toContainText("siz yozgan ekinlar tarixidan");
  await expect(issues.locator('[data-issue="high_ph"]')).toContainText("aniq: laboratoriyadan");

  // Who worked it out, and the percentages, only in the details.
  await expect(page.getByText("Qoidalar asosida hisoblangan taxmin")).toBeHidden();
  await page.getByText("Batafsil").click();
  await expect(page.getByText("Kim hisobladi: Qoidalar asosida hisoblangan taxmin")).toBeVisible();
  await expect(page.getByText(/^Umumiy ishonchlilik: \d+%$/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "glance-report");
});

test("in Russian and English our texts are translated and the Uzbek analysis text is said to be Uzbek", async ({ page }) => {
  await signUpWithSession(page, "Botir");
  const report = await analyzeViaApi(page, { ...base, fieldId: "glance-2", farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi.", labResults: null });
  await page.goto(`/soil/reports/${report.reportId}`);
  await expect(page.getByTestId("text-language-note")).toHaveCount(0);
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Отчёт о почве" })).toBeVisible();
  await expect(page.getByTestId("text-language-note")).toHaveText("Текст анализа (вывод, описания, советы) написан на узбекском языке.");
  await expect(page.getByText("Этот анализ приблизительный и не заменяет лабораторный анализ.", { exact: false })).toBeVisible();
  await expect(page.getByText("Bu tahlil taxminiy bo'lib", { exact: false })).toHaveCount(0);
  await expect(profile(page).getByText("pH (кислотность)")).toBeVisible();
  const issues = page.getByRole("region", { name: "Найденные проблемы" });
  await expect(issues.locator('[data-issue="compaction"]')).toContainText("Почва уплотнена");
  await expect(issues.locator('[data-issue="compaction"]')).toContainText("оценка: по вашим наблюдениям");
  await expect(issues.locator('[data-issue="monoculture"]')).toContainText("Одна и та же культура");
  // Crop names are ours: no Uzbek crop name in the Russian list.
  const crops = page.getByRole("region", { name: "Подходящие культуры" });
  await expect(crops.getByText(/^(Paxta|Arpa|Beda|Mosh|Kuzgi bug'doy|Makkajo'xori)$/)).toHaveCount(0);
  await expect(crops.getByText(/^(Ячмень|Люцерна|Маш|Сорго|Кукуруза|Подсолнечник|Озимая пшеница|Хлопчатник)$/).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "glance-report-ru");

  // The landing and the field's history name the problems and the region in Russian too.
  for (const path of ["/soil", "/soil/fields/glance-2"]) {
    await page.goto(path);
    const names = await page.getByRole("list", { name: "Найденные проблемы" }).getByRole("listitem").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name, path).toMatch(/^[^A-Za-z]+$/);
    await expect(page.getByText("Tuproq zichlashgan")).toHaveCount(0);
    await expect(page.getByText(/Бухарская область/).first()).toBeVisible();
    if (path !== "/soil") await expect(page.getByText("Почва уплотнена")).toBeVisible();
    await expect(page.getByText(/Buxoro viloyati/)).toHaveCount(0);
    await expectAccessible(page);
  }
  await page.goto(`/soil/reports/${report.reportId}`);

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByTestId("text-language-note")).toHaveText("The analysis text (summary, descriptions, advice) is in Uzbek.");
  await expect(page.getByText("This analysis is an estimate and does not replace a laboratory test.", { exact: false })).toBeVisible();
  await expect(page.getByRole("region", { name: "Problems found" }).locator('[data-issue="compaction"]')).toContainText("Compacted soil");
});

test("the form's words: the soil surface, a falling yield in every language", async ({ page }) => {
  await signUpWithSession(page, "Zafar");
  await page.goto("/soil/new");
  await page.getByLabel("Dala nomi").fill("So'z dala");
  await page.getByLabel("Viloyat").selectOption({ label: "Samarqand viloyati" });
  await page.getByLabel("Maydoni, ga").fill("2,5");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await page.getByRole("group", { name: "1-ekin" }).getByLabel("Ekin", { exact: true }).fill("paxta");
  await page.getByLabel("Ariqqa (egatlab)").check();
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByLabel("Tuproq yuzasida oq sho'r qatlam paydo bo'ladi")).toBeVisible();
  await expect(page.getByLabel("Hosil kamaymoqda")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Новый анализ почвы" })).toBeVisible();
  await expect(page.getByLabel("Урожай снижается")).toBeVisible();
  await expect(page.getByLabel("Низкий урожай")).toHaveCount(0);
});

test("the comparison says better or worse, and a first measurement is not a new problem", async ({ page }) => {
  await signUpWithSession(page, "Olim");
  const first = await analyzeViaApi(page, { ...base, fieldId: "glance-3", farmerObservations: "", labResults: null });
  const second = await analyzeViaApi(page, { ...base, fieldId: "glance-3", farmerObservations: "", labResults: { ph: 8.6, phosphorusMgKg: 25 } });
  const third = await analyzeViaApi(page, { ...base, fieldId: "glance-3", farmerObservations: "", labResults: { ph: 8.6, phosphorusMgKg: 10 } });

  await page.goto(`/soil/fields/glance-3/compare?a=${first.reportId}&b=${second.reportId}`);
  const indicators = page.getByRole("region", { name: "Ko'rsatkichlar" });
  // Phosphorus unknown -> low is measured for the first time, not "worsened"; no neutral "o'zgardi".
  const phosphorus = indicators.locator("div").filter({ has: page.getByText("Fosfor", { exact: true }) });
  await expect(phosphorus.locator("[data-trend]")).toHaveAttribute("data-trend", "measured");
  await expect(phosphorus).toContainText("birinchi marta o'lchandi");
  await expect(indicators.getByText("o'zgardi")).toHaveCount(0);
  const issues = page.getByRole("region", { name: "Aniqlangan muammolar" });
  const added = issues.locator("div").filter({ has: page.getByRole("heading", { name: /^Yangi muammolar/ }) });
  const measured = issues.locator("div").filter({ has: page.getByRole("heading", { name: /^Birinchi marta o'lchangan/ }) });
  await expect(measured).toContainText("Fosfor kam");
  await expect(added).not.toContainText("Fosfor kam");
  // high_ph got stronger with the pH measured: it says why.
  await expect(issues.locator('[data-issue="high_ph"]')).toContainText("Nega: avval taxmin: viloyat ma'lumotidan, endi aniq: laboratoriyadan.");
  await expectAccessible(page);
  await screenshot(page, "glance-compare");

  // Same pH, same lab footing, phosphorus lower: red, with a down arrow, and the severity rose.
  await page.goto(`/soil/fields/glance-3/compare?a=${second.reportId}&b=${third.reportId}`);
  await expect(indicators.locator("dd").filter({ hasText: "8,6" }).locator("[data-trend]")).toHaveAttribute("data-trend", "unchanged");
  const kept = issues.locator('[data-issue="phosphorus_deficiency"]');
  await expect(kept.locator("[data-trend]")).toHaveAttribute("data-trend", "worsened");
  await expect(kept).toContainText("kuchaydi");
  await expect(kept).toContainText("Nega:");
});

test("a crop's suitability agrees with the yield loss written beside it", async ({ page }) => {
  await signUpWithSession(page, "Nodir");
  // Saline at ECe 3 dS/m: alfalfa loses ~7 % (Maas-Hoffman), so it is not "Moslik: 100%".
  const report = await analyzeViaApi(page, { ...base, fieldId: "glance-4", farmerObservations: "", labResults: { ph: 7.8, ecDsM: 3, ecMethod: "ECe" } });
  await page.goto(`/soil/reports/${report.reportId}`);
  const crops = page.getByRole("region", { name: "Mos ekinlar" }).getByRole("listitem");
  const alfalfa = crops.filter({ hasText: /^Beda/ });
  await expect(alfalfa).toContainText("Moslik: 93%");
  await expect(alfalfa).toContainText("sho'rlanish hosilni taxminan 7% kamaytirishi mumkin");
  // Every crop with a stated loss shows at most what that loss leaves.
  let withLoss = 0;
  for (const text of await crops.allInnerTexts()) {
    const loss = /(\d+)% kamaytirishi/.exec(text);
    if (!loss) continue;
    withLoss++;
    expect(Number(/Moslik: (\d+)%/.exec(text)?.[1]), text).toBeLessThanOrEqual(100 - Number(loss[1]));
  }
  expect(withLoss).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
});
