import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

test("a new parent registers, signs out, signs in again and sees the signed-in page", async ({ page }) => {
  const email = `e2e-${randomUUID()}@example.com`;
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Kirish" })).toBeVisible();

  await page.getByRole("link", { name: "Ro'yxatdan o'tish" }).click();
  await page.getByLabel("Ismingiz").fill("Malika");
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill("short");
  await page.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  // The server's field error is shown next to the password, and nothing is lost.
  await expect(page.locator("#field-password-error")).toBeVisible();
  await expect(page.getByLabel("Elektron pochta")).toHaveValue(email);

  await page.getByLabel("Parol").fill("malika-parol-1");
  await page.getByRole("checkbox", { name: "Shaxsiy ma'lumotlar haqidagi qoidalarni o'qidim va roziman" }).check();
  await page.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page.getByRole("heading", { name: "Xush kelibsiz, Malika!" })).toBeVisible();

  await page.getByRole("button", { name: "Chiqish" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill("wrong-password");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Elektron pochta yoki parol noto'g'ri." })).toBeVisible();

  await page.getByLabel("Parol").fill("malika-parol-1");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("heading", { name: "Xush kelibsiz, Malika!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("the interface switches to Russian and English", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { name: "Войти" })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
