// The summary for a doctor's visit (/children/{id}/summary): readable on a phone, with axe, in
// Uzbek, Russian and English; on paper ONE A4 page for a child with six measurements, checked on
// the PDF Chromium prints and rendered to PNG (pdftoppm, poppler-utils) into the test's output
// folder for a person to look at.
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { addChild, expectAccessible, monthsAgo, SAME_ORIGIN, screenshot, signUpSignedIn } from "./parents-helpers";

/** A 9-month-old with six measurements, answered milestones, most doses given and a note. */
async function childWithHistory(page: Page) {
  const birthDate = monthsAgo(9);
  const child = await addChild(page, {
    name: "Dilnoza",
    birthDate,
    gender: "female",
    gestationalWeeks: 39,
    gestationalDays: 4,
    feedingType: "mixed",
    allergies: ["sigir suti"],
    notes: "Kechalari ko'p uyg'onadi. Tish chiqaryapti.",
    weight: 3.2,
    height: 49,
    headCircumference: 34,
  });
  const later: Array<[number, number, number, number]> = [
    [8, 4.2, 53.5, 37],
    [7, 5.1, 57, 38.5],
    [5, 6.4, 62, 40.5],
    [3, 7.3, 65.5, 42],
    [0, 8.2, 70, 43.5],
  ];
  for (const [ago, weight, height, headCircumference] of later) {
    const res = await page.request.post(`/api/client/children/${child.id}/growth`, { data: { recordedAt: monthsAgo(ago), weight, height, headCircumference }, headers: SAME_ORIGIN });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const [milestoneId, answer] of [["m09-sits", "yes"], ["m09-babbles", "not_yet"], ["s09-turns-to-name", "not_yet"], ["m06-rolls", "not_yet"]]) {
    expect((await page.request.put(`/api/client/children/${child.id}/milestones/${milestoneId}`, { data: { answer }, headers: SAME_ORIGIN })).status()).toBe(200);
  }
  // Four visits: at birth, 2, 3 and 4 months; ipv-1 of the 4-month visit is still missing (the
  // rotavirus course ends at 2 doses, so nothing else of that visit is owed).
  const visits: Array<[string, string[]]> = [
    [birthDate, ["hepb-0", "bcg"]],
    [monthsAgo(7), ["penta-1", "opv-1", "pcv-1", "rota-1"]],
    [monthsAgo(6), ["penta-2", "opv-2", "pcv-2", "rota-2"]],
    [monthsAgo(5), ["penta-3", "opv-3"]],
  ];
  for (const [date, doses] of visits) {
    for (const doseId of doses) {
      const res = await page.request.put(`/api/client/children/${child.id}/vaccinations/${doseId}`, { data: { done: true, date }, headers: SAME_ORIGIN });
      expect(res.status(), doseId).toBe(200);
    }
  }
  return child;
}

test("a parent opens the summary from the child's page; a phone shows everything the doctor asks for", async ({ page }) => {
  await signUpSignedIn(page);
  const child = await childWithHistory(page);
  await page.goto(`/children/${child.id}`);
  await page.getByRole("link", { name: "Shifokorga ko'rsatish" }).click();
  await expect(page).toHaveURL(new RegExp(`/children/${child.id}/summary$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dilnoza" })).toBeVisible();
  await expect(page.getByText("Shifokor uchun qisqacha ma'lumot", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Tayyorlangan sana: \d{1,2}-[a-z']+, \d{4}$/)).toBeVisible();

  const facts = page.getByRole("region", { name: "Bola haqida" });
  for (const fact of ["Ona suti va sut aralashmasi", "sigir suti", "39 hafta 4 kun", "Qiz bola", "Vazn 3,2 kg, Bo'y 49 sm, Bosh aylanasi 34 sm"]) {
    await expect(facts).toContainText(fact);
  }

  // On a phone one block per measurement (the table is for wider screens and paper).
  const growth = page.locator("[data-growth-list] > li");
  await expect(growth).toHaveCount(6);
  await expect(growth.last()).toContainText("8,2 kg");
  await expect(growth.first()).toContainText("tug'ilganda");
  await expect(growth.last().getByText(/^z [+−]?\d+,\d\d · P(\d+|<1|>99)$/).first()).toBeVisible();
  await expect(page.getByRole("table", { name: "O'sish" })).toBeHidden();
  await expect(page.getByText(/Standart: JSST o'sish standartlari \(2006\)/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Yoshga nisbatan vazn/ })).toBeVisible();

  // What needs attention first: the important sign answered no, then the milestone not yet.
  const milestones = page.getByRole("region", { name: /Rivojlanish bosqichlari: 9 oylikgacha/ });
  const items = milestones.locator("[data-item]");
  await expect(items.nth(0)).toHaveAttribute("data-item", "s09-turns-to-name");
  await expect(items.nth(0)).toContainText("Yo'q");
  await expect(items.nth(1)).toHaveAttribute("data-item", "m09-babbles");
  await expect(items.nth(1)).toContainText("Hali emas");
  await expect(milestones.getByText("Shifokor bilan gaplashish sababi")).toBeVisible();
  // Each reason says the answer first: a sign reads as what the child should do.
  await expect(milestones.locator('[data-concern="m06-rolls"]')).toContainText("Hali emas: Qornidan chalqanchasiga ag'dariladi.");
  await expect(milestones.locator('[data-concern="s09-turns-to-name"]')).toContainText("Yo'q: Ismini aytib chaqirganingizda sizga qaraydi.");

  const vaccinations = page.getByRole("region", { name: "Emlashlar" });
  // Given doses by visit, one line a day, as on the clinic's card.
  const visitsShown = vaccinations.locator('[data-status="done"] li');
  await expect(visitsShown).toHaveCount(4);
  expect((await visitsShown.evaluateAll((lines) => lines.map((li) => Number(li.getAttribute("data-doses"))))).reduce((a, b) => a + b)).toBe(12);
  // The late dose is read once: in the plan's first visit (today), marked late, with the card's
  // letters, not the long name (issue 33); the list of late doses does not repeat it.
  const firstVisit = vaccinations.getByTestId("plan-visit").first();
  await expect(firstVisit.locator('[data-dose="ipv-1"]')).toHaveText(/^IPV 1 \(.+\) \(muddati o'tgan\)$/);
  await expect(vaccinations.locator('[data-status="overdue"]')).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Ota-onaning eslatmalari" })).toContainText("Tish chiqaryapti.");
  // A dose the clinic will not give (another schedule) is listed as not needed, not as overdue.
  expect((await page.request.put(`/api/client/children/${child.id}/vaccinations/ipv-1`, { data: { done: false, notNeeded: true }, headers: SAME_ORIGIN })).status()).toBe(200);
  await page.reload();
  await expect(vaccinations.locator('[data-dose="ipv-1"]')).toHaveCount(0);
  await expect(vaccinations.locator('[data-status="overdue"]')).toHaveCount(0);
  const notNeeded = vaccinations.locator('[data-status="not_needed"]');
  await expect(notNeeded.getByRole("heading", { name: "Kerak emas" })).toBeVisible();
  await expect(notNeeded.locator("li")).toHaveCount(1);
  await expect(notNeeded).toContainText("IPV 1");

  // Readable on the phone: nothing wider than the screen, and nothing hidden in a sideways scroll.
  const [clientWidth, scrollWidth] = await page.evaluate(() => [document.documentElement.clientWidth, document.documentElement.scrollWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const clipped = await page.locator("article *").evaluateAll((elements) =>
    elements.filter((el) => (el as HTMLElement).offsetParent !== null && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible").map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(clipped).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, "visit-summary");

  for (const [language, heading, row] of [["Русский", "Сводка для врача", "Грудное молоко и смесь"], ["English", "Summary for the doctor", "Breast milk and formula"]]) {
    await page.getByRole("button", { name: language }).click();
    await expect(page.getByText(heading, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: /О ребёнке|The child/ })).toContainText(row);
    await expectAccessible(page);
  }
});

test("the print layout of a child with six measurements is ONE A4 page, in Uzbek and in Russian", async ({ page }, testInfo) => {
  await signUpSignedIn(page);
  const child = await childWithHistory(page);
  for (const [language, code] of [["O'zbekcha", "uz"], ["Русский", "ru"]] as const) {
    await page.goto(`/children/${child.id}/summary`);
    if (code !== "uz") await page.getByRole("button", { name: language }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > nav")).toBeHidden();
    await expect(page.getByRole("button", { name: /Chop etish|Печать/ })).toBeHidden();
    await expect(page.getByRole("table", { name: /O'sish|Рост и вес/ }).getByRole("row")).toHaveCount(7);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: "screen" });
    // The PDF as pictures, for a person to look at (test-results/<test>/visit-summary-<code>-1.png),
    // written before the checks so a failure can be seen too.
    const file = testInfo.outputPath(`visit-summary-${code}.pdf`);
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", ["-png", "-r", "80", file, testInfo.outputPath(`visit-summary-${code}`)]);
    const images = readdirSync(path.dirname(file)).filter((name) => name.startsWith(`visit-summary-${code}`) && name.endsWith(".png"));
    for (const image of images) await testInfo.attach(image, { path: path.join(path.dirname(file), image), contentType: "image/png" });

    const text = pdf.toString("latin1");
    const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
    expect(pages, `${code}: pages of the printed summary`).toHaveLength(1);
    expect(images).toEqual([`visit-summary-${code}-1.png`]);
    // A4 is 595 x 842 points.
    const box = text.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/)!;
    expect(Number(box[1])).toBeCloseTo(595.3, 0);
    expect(Number(box[2])).toBeCloseTo(841.9, 0);
  }
});
