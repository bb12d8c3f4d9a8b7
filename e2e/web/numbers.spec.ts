// Numbers in the reader's language in the browser itself (issue 26): a saved field's area comes
// back as "2,5" in Uzbek and Russian, as its hint shows it, even where the browser's own locale
// data has no Uzbek (this machine's Chromium formats "uz" as "2.5"); every number field takes a
// comma or a point.
import { expect, test } from "@playwright/test";
import { analyzeViaApi, signUpSignedIn, signUpWithSession } from "../fixtures/farmers-helpers";
import { addChild, monthsAgo } from "./parents-helpers";

test("a saved field's area is prefilled the way the hint writes it, and lab values take a comma or a point", async ({ page }) => {
  await signUpSignedIn(page);
  await analyzeViaApi(page, {
    fieldId: "ikki-yarim",
    fieldName: "Ikki yarim gektar",
    location: "Samarqand",
    area: 2.5,
    irrigationType: "ariqqa",
    lastCrops: [{ year: new Date().getFullYear() - 1, crop: "paxta", yield: "o'rtacha" }],
    farmerObservations: "",
  });
  await page.goto("/soil/new?field=ikki-yarim");
  const area = page.getByLabel("Maydoni, ga");
  await expect(area).toHaveValue("2,5");
  await expect(page.getByText("Gektarda, masalan 2,5")).toBeVisible();

  // Russian writes a comma too, English a point. The form keeps what was typed (a draft on the
  // device), so the draft is cleared away from the form before each language's first visit.
  for (const [language, code, value] of [["Русский", "ru", "2,5"], ["English", "en", "2.5"], ["O'zbekcha", "uz", "2,5"]]) {
    await page.goto("/");
    await page.getByRole("button", { name: language }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await page.evaluate(() => localStorage.clear());
    await page.goto("/soil/new?field=ikki-yarim");
    await expect(page.locator('input[name="area"]')).toHaveValue(value);
  }

  // Lab values: "7.9" and "1,2" are numbers; "7,9,1" is not.
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Ekinlar va sug'orish" })).toBeVisible();
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Kuzatuvlar va tahlil natijalari" })).toBeVisible();
  await page.getByLabel("Menda laboratoriya tahlili natijalari bor").check();
  await page.getByLabel("pH", { exact: true }).fill("7,9,1");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.locator("#field-lab\\.ph-error")).toBeVisible();
  await page.getByLabel("pH", { exact: true }).fill("7.9");
  await page.getByLabel("Gumus, %").fill("1,2");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Rasmlar va yuborish" })).toBeVisible();
});

test("a measurement takes a comma or a point and is shown with the reader's separator", async ({ page }) => {
  await signUpWithSession(page, "Malika");
  const child = await addChild(page, { name: "Lola", birthDate: monthsAgo(9), gender: "female" });
  await page.goto(`/children/${child.id}`);
  await page.getByLabel("Vazn, kg").fill("8.2");
  await page.getByLabel("Bo'y, sm").fill("70,5");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "O'lchov saqlandi." })).toBeVisible();
  await expect(page.getByRole("table", { name: "Yoshga nisbatan vazn" })).toContainText("8,2 kg");
  await expect(page.getByRole("table", { name: "Yoshga nisbatan bo'y" })).toContainText("70,5 sm");
  const stored = await (await page.request.get(`/api/client/children/${child.id}/growth`)).json();
  expect(stored.records.at(-1)).toMatchObject({ weight: 8.2, height: 70.5 });

  // Not a number: refused with the field's message, nothing saved.
  await page.getByLabel("Vazn, kg").fill("8,2,1");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.locator("#field-weight-error")).toBeVisible();
  expect((await (await page.request.get(`/api/client/children/${child.id}/growth`)).json()).records).toHaveLength(1);
});
