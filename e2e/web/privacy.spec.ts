// The privacy notice is public: reachable from every page's footer without signing in, in uz, ru
// and en, on a phone, and accessible.
import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot } from "./parents-helpers";

test("the privacy notice opens without signing in, in every language", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Maxfiylik" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Maxfiylik" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kim ko'radi" })).toBeVisible();
  await expect(page.getByText("O'chirilgan bola profili 30 kundan keyin butunlay yo'q qilinadi.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "privacy");

  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Конфиденциальность" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Где" })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page.getByText("servers in Uzbekistan")).toBeVisible();
  await expectAccessible(page);
});
