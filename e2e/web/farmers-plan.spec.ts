// The fertiliser plan on a phone: from the report to "O'g'itlash rejasi", pick a crop, read the
// amounts, enter prices and see the field's cost (also with JavaScript off), download the .ics,
// and the print layout fits one A4 page (page.pdf, pages counted). axe on every state.
import { expect, test, type Page } from "@playwright/test";
import { analyzeViaApi, expectAccessible, screenshot, signUpSignedIn, watchCsp, signUpWithSession } from "../fixtures/farmers-helpers";

const year = new Date().getFullYear();
const base = {
  fieldName: "Katta dala",
  location: "Samarqand",
  area: 2.5,
  irrigationType: "ariqqa",
  lastCrops: [
    { year: year - 1, crop: "paxta", yield: "o'rtacha" },
    { year: year - 2, crop: "kuzgi bug'doy", yield: "yaxshi" },
  ],
  farmerObservations: "Tuproq sug'orishdan keyin qotadi.",
};

/** Pages of the print layout on A4, counted in the PDF the browser makes. */
async function printedPages(page: Page, name: string): Promise<number> {
  await page.emulateMedia({ media: "print" });
  // Kept for review beside the screenshots: test-results/screenshots/farmers-<name>.pdf.
  const pdf = (await page.pdf({ path: `test-results/screenshots/farmers-${name}.pdf`, format: "A4", preferCSSPageSize: true })).toString("latin1");
  await page.emulateMedia({ media: "screen" });
  return (pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, " ");

test("from the report to a plan: pick a crop, see amounts, enter prices, see the cost, print on one A4 page", async ({ page, browser }) => {
  // Two PDFs, a second browser context and axe five times: more than the default minute on a busy machine.
  test.slow();
  const csp = watchCsp(page);
  await signUpWithSession(page);
  const report = await analyzeViaApi(page, { ...base, fieldId: "katta-dala", labResults: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 } });

  await page.goto(`/soil/reports/${report.reportId}`);
  await page.getByRole("link", { name: /O'g'itlash rejasi/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^O'g'itlash rejasi: / })).toBeVisible();

  // Pick cotton in the search form: the choice goes into the address.
  await page.getByRole("search").getByLabel("Ekin").selectOption("cotton");
  await page.getByRole("button", { name: "Ko'rsatish" }).click();
  await expect(page).toHaveURL(/\/plan\?crop=cotton&area=&unit=sotix$/);
  await expect(page.getByRole("heading", { level: 1, name: "O'g'itlash rejasi: Paxta (g'o'za)" })).toBeVisible();
  await expect(page.getByText("Katta dala: 2,5 ga (250 sotix), Samarqand viloyati.", { exact: false })).toBeVisible();

  // The page opens on what to do now (or next): the first block, before the needs and the schedule.
  await expect(page.locator("article section").first()).toHaveAttribute("id", "now");
  await expect(page.getByRole("region", { name: /Hozir nima qilish kerak|Navbatdagi ish/ })).toContainText("Qanday solish:");

  // Worked case 1: N 200, P2O5 100, K2O 100; before ploughing 130 kg/ha of ammofos, 325 kg, 7 bags.
  const needs = page.getByRole("region", { name: "Mavsumga kerakli oziq moddalar" });
  await expect(needs).toContainText("200 kg/ga");
  await expect(needs).toContainText("Tahlil bo'yicha: gumus: o'rtacha, fosfor: past, kaliy: past.");
  const basal = page.getByRole("region", { name: "Qachon va nima solinadi" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Kuzgi shudgordan oldin/ }) });
  const ammophos = basal.getByRole("listitem").filter({ hasText: "Ammofos" });
  await expect(ammophos).toContainText("N 11 %, P₂O₅ 46 %");
  const figures = async (item: typeof ammophos) =>
    Object.fromEntries(await Promise.all((await item.locator("dl > div").all()).map(async (d) => [plain(await d.locator("dt").innerText()), plain(await d.locator("dd").innerText())])));
  expect(await figures(ammophos)).toEqual({ "kg/ga": "130", "Dalaga, kg": "325", "Sotixga, kg": "1,3", "Qop (50 kg)": "7" });
  await expect(basal).toContainText("yoki Superfosfat: 428 kg/ga");
  await expect(basal).toContainText("va Karbamid: 31 kg/ga");
  // The split's reason and its share of the season's nutrients.
  await expect(basal).toContainText("Fosfor va kaliy tuproqda kam siljiydi");
  expect(plain(await basal.innerText())).toMatch(/ulushi: Fosfor \(P₂O₅\) 60 %, Kaliy \(K₂O\) 50 %/);
  await expect(page.getByRole("region", { name: "Dala uchun xarajat" })).toContainText("Narxlarni kiritsangiz");
  await expectAccessible(page);
  await screenshot(page, "plan");
  expect(await printedPages(page, "plan")).toBe(1);

  // Prices per bag: saved for the account, and the cost appears (worked case 24).
  await page.getByLabel("Karbamid").fill("300 000");
  await page.getByLabel("Ammofos").fill("450000");
  await page.getByLabel("Kaliy xlorid").fill("250000");
  await page.getByRole("button", { name: "Narxlarni saqlash" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Narxlar saqlandi.");
  const cost = page.getByRole("region", { name: "Dala uchun xarajat" });
  await expect(cost).toContainText(/Jami: 13\s200\s000\sso'm/);
  await expect(cost).toContainText(/Karbamid: 20\sqop × 300\s000\sso'm = 6\s000\s000\sso'm/);
  await expect(page).toHaveURL(/crop=cotton/);
  await expectAccessible(page);
  await screenshot(page, "plan-cost");
  expect(await printedPages(page, "plan-cost")).toBe(1);

  // Part of the field, typed in sotix: 5 sotix is 0,05 ha, and every row is for 5 sotix.
  await page.getByRole("search").getByLabel("Maydon").fill("5");
  await page.getByRole("search").getByLabel("O'lchov birligi").selectOption("sotix");
  await page.getByRole("button", { name: "Ko'rsatish" }).click();
  await expect(page).toHaveURL(/area=5&unit=sotix/);
  await expect(page.getByText("Katta dala: 0,05 ga (5 sotix)", { exact: false })).toBeVisible();
  const small = page.getByRole("region", { name: "Qachon va nima solinadi" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Kuzgi shudgordan oldin/ }) }).getByRole("listitem").filter({ hasText: "Ammofos" });
  expect(await figures(small)).toEqual({ "kg/ga": "130", "Dalaga, kg": "6,5", "Sotixga, kg": "1,3", "Qop (50 kg)": "1" });
  // More than the field is refused calmly, and the plan stays for the whole field.
  await page.getByRole("search").getByLabel("Maydon").fill("3");
  await page.getByRole("search").getByLabel("O'lchov birligi").selectOption("ha");
  await page.getByRole("button", { name: "Ko'rsatish" }).click();
  await expect(page.getByRole("search")).toContainText("dala maydonidan (2,5 ga) oshmasligi kerak");
  await expect(page.getByText("Katta dala: 2,5 ga (250 sotix)", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/soil/reports/${report.reportId}/plan?crop=cotton`);

  // A wrong price is refused and the saved ones stay.
  await page.getByLabel("Karbamid").fill("ko'p");
  await page.getByRole("button", { name: "Narxlarni saqlash" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("1 dan 10 000 000 gacha");
  await expect(page.getByLabel("Karbamid")).toHaveValue("300000");
  await expectAccessible(page);

  // The application windows as a calendar file.
  const ics = await page.request.get(await page.getByRole("link", { name: "Kalendarga qo'shish (.ics)" }).getAttribute("href") ?? "");
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain("SUMMARY:Paxta (g'o'za): Shonalash boshida");

  // With JavaScript off the prices form still saves (a plain POST to the server action).
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), viewport: page.viewportSize() ?? undefined });
  const bare = await noJs.newPage();
  await bare.goto(`/soil/reports/${report.reportId}/plan?crop=wheat`);
  await expect(bare.getByRole("heading", { level: 1, name: "O'g'itlash rejasi: Kuzgi bug'doy" })).toBeVisible();
  await bare.getByLabel("Karbamid").fill("310000");
  await bare.getByRole("button", { name: "Narxlarni saqlash" }).click();
  await expect(bare.getByRole("main").getByRole("status")).toHaveText("Narxlar saqlandi.");
  await expect(bare.getByLabel("Karbamid")).toHaveValue("310000");
  await noJs.close();
  expect(csp).toEqual([]);
});

test("a field without a lab and with measured salt: ranges, leaching first, still one A4 page; in Russian", async ({ page }) => {
  await signUpSignedIn(page);
  const report = await analyzeViaApi(page, {
    ...base,
    fieldId: "shor-dala",
    location: "Buxoro",
    area: 0.06,
    labResults: { salinityPercent: 1.5 },
    soilPhysicalProperties: { feel: "loyli, yopishqoq" },
  });
  await page.goto(`/soil/reports/${report.reportId}/plan?crop=wheat`);
  const leaching = page.getByRole("region", { name: "Sho'r yuvish" });
  await expect(leaching).toContainText(/gektariga 4\s000–5\s000\sm³ suv, dalaga 240–300\sm³/);
  await expect(page.getByRole("region", { name: "Bilish kerak" }).getByRole("listitem").first()).toContainText("Avval sho'rni yuving");
  await expect(page.getByRole("region", { name: "Mavsumga kerakli oziq moddalar" })).toContainText("Tahlil yo'q: oraliq berilgan");
  await expectAccessible(page);
  await screenshot(page, "plan-saline");
  expect(await printedPages(page, "plan-saline")).toBe(1);

  await page.context().addCookies([{ name: "lang", value: "ru", url: page.url() }]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "План внесения удобрений: Озимая пшеница" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Промывка засоления" })).toContainText("среднезасолённая");
  // The plan's own texts in Russian too: what to do now, how to apply, the notes and the sources.
  await expect(page.getByRole("region", { name: /Что делать сейчас|Следующая работа/ })).toContainText("Как вносить:");
  await expect(page.getByRole("region", { name: "Важно знать" }).getByRole("listitem").first()).toContainText("Сначала промойте соли");
  await expect(page.getByText(/Классы P₂O₅ и K₂O по Мачигину/)).toBeVisible();
  await expectAccessible(page);
});
