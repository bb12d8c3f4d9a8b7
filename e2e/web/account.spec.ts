// The account page on a phone: download everything as a ZIP (read back by an independent
// reader), delete with a wrong then the right password, and afterwards the sign-in fails. The
// deletion also works with JavaScript off, and the password never travels in a URL.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { readZip } from "../../tests/helpers/zip-reader";
import { addChild, expectAccessible, screenshot } from "./parents-helpers";

const PASSWORD = "account-pass-1";

/** Registers through the API and signs in through the sign-in form, in a page of its own. */
async function signedIn(context: BrowserContext, name: string): Promise<{ email: string }> {
  const email = `account-${randomUUID()}@example.com`;
  expect((await context.request.post("/api/auth/register", { data: { email, password: PASSWORD, name } })).status()).toBe(201);
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill(PASSWORD);
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("heading", { name: `Xush kelibsiz, ${name}!` })).toBeVisible();
  await page.close();
  expect((await context.request.get("/api/auth/me")).status()).toBe(200);
  return { email };
}

function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test("download my data, then delete the account: a wrong password first, then the right one", async ({ page, context }) => {
  const { email } = await signedIn(context, "Munisa");
  const child = await addChild(page, { name: "Sitora", birthDate: "2024-02-10", gender: "female" });
  const urls = watchUrls(page);

  await page.goto("/");
  await page.getByRole("link", { name: "Hisob", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hisob" })).toBeVisible();
  await expect(page.getByText(`Munisa, ${email}`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "account");

  // The archive, as the browser saves it.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Ma'lumotlarimni yuklab olish (ZIP)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^oila-va-dala-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = readZip(readFileSync((await download.path())!));
  expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(["README.txt", "account.json", "children.json", "fields.json", "soil-reports.json"]));
  const children = JSON.parse(entries.find((e) => e.name === "children.json")!.data.toString("utf8"));
  expect(children.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([[child.id, "Sitora"]]);
  expect(entries.find((e) => e.name === "README.txt")!.data.toString("utf8")).toContain("Munisa hisobidagi barcha ma'lumotlar");

  // A wrong password: nothing is deleted, the page says so.
  const password = page.getByLabel("Tasdiqlash uchun parolingiz");
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Hisobni butunlay o'chirish" }).click();
  await expect(page.getByText("Parol noto'g'ri. Hech narsa o'chirilmadi.")).toBeVisible();
  await expect(page.getByLabel("Tasdiqlash uchun parolingiz")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  await page.getByLabel("Tasdiqlash uchun parolingiz").fill(PASSWORD);
  await page.getByRole("button", { name: "Hisobni butunlay o'chirish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hisobingiz o'chirildi" })).toBeVisible();
  await expectAccessible(page);
  expect((await context.cookies()).filter((cookie) => cookie.name.includes("session-token"))).toEqual([]);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  expect(urls.filter((url) => url.includes(PASSWORD) || url.includes("not-the-password"))).toEqual([]);

  // The sign-in page no longer lets anyone in with those details.
  await page.getByRole("link", { name: "Kirish sahifasi" }).click();
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill(PASSWORD);
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "noto'g'ri" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the deletion form posts and the account is gone", async ({ page, context }) => {
    await signedIn(context, "Oybek");
    const urls = watchUrls(page);
    await page.goto("/account");
    await page.getByLabel("Tasdiqlash uchun parolingiz").fill("wrong-password-1");
    await page.getByRole("button", { name: "Hisobni butunlay o'chirish" }).click();
    await expect(page.getByText("Parol noto'g'ri. Hech narsa o'chirilmadi.")).toBeVisible();
    await page.getByLabel("Tasdiqlash uchun parolingiz").fill(PASSWORD);
    await page.getByRole("button", { name: "Hisobni butunlay o'chirish" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hisobingiz o'chirildi" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    expect(urls.filter((url) => url.includes(PASSWORD) || url.includes("wrong-password-1"))).toEqual([]);
  });
});

test("the account page in Russian and English", async ({ page, context }) => {
  await signedIn(context, "Lola");
  await page.goto("/account");
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Аккаунт" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Удалить аккаунт навсегда" })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download my data (ZIP)" })).toBeVisible();
  await expectAccessible(page);
});
