// When the analysis cannot be had: the API's 503 fallback (analysis_unavailable), the daily
// quota (429) and a lost connection. The browser-side interception stands in for the server
// here (the server's own 503 path is covered by unit tests and farmers-standin.spec.ts); what
// is checked is the farmer's side: the message, and a form still filled for the retry.
import { expect, test, type Page } from "@playwright/test";
import { UNAVAILABLE_UZ, dryPhoto, expectAccessible, fillToPhotos, screenshot, signUpWithSession } from "../fixtures/farmers-helpers";

const problem = (status: number, code: string, detail: string) => ({
  status,
  contentType: "application/problem+json",
  body: JSON.stringify({ type: `/problems/${code}`, title: "x", status, code, detail }),
});

/** The send button; after a failure it reads "Qayta yuborish" (send again). */
async function send(page: Page) {
  await page.getByRole("button", { name: /^(Tahlilga yuborish|Qayta yuborish)$/ }).click();
}

test("the 503 fallback, the quota and a lost connection keep the form filled for a retry", async ({ page }) => {
  await signUpWithSession(page);
  await page.goto("/soil/new");
  await fillToPhotos(page, { fieldName: "Qirg'oqdagi dala" });
  await page.getByLabel("Galereyadan tanlash").setInputFiles(await dryPhoto());

  // A slow answer, so the farmer's progress messages can be seen (aria-live status).
  await page.route("**/api/soil/analyze", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill(problem(503, "analysis_unavailable", UNAVAILABLE_UZ));
  });
  await send(page);
  await expect(page.getByRole("status").filter({ hasText: /Yuborilmoqda\.\.\. \d+%|Tahlil qilinmoqda/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "To'xtatish" })).toBeVisible();
  await screenshot(page, "sending");
  const alert = page.getByRole("alert").filter({ hasText: UNAVAILABLE_UZ });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Kiritgan ma'lumotlaringiz saqlanib qoldi");
  await expect(page.getByRole("button", { name: "Qayta yuborish" })).toBeVisible();
  await expect(page.getByText("Rasmlar: 1 / 6")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "fallback-503");
  await page.getByRole("button", { name: "1. Dala" }).click();
  await expect(page.getByLabel("Dala nomi")).toHaveValue("Qirg'oqdagi dala");
  await expect(page.getByLabel("Maydoni, ga")).toHaveValue("2,5");
  await page.getByRole("button", { name: "4. Rasmlar" }).click();

  await page.unroute("**/api/soil/analyze");
  await page.route("**/api/soil/analyze", (route) =>
    route.fulfill({ ...problem(429, "rate_limited", "Daily limit"), headers: { "Retry-After": "3600" } }),
  );
  await send(page);
  await expect(page.getByRole("alert").filter({ hasText: "Bugungi tahlillar soni tugadi." })).toBeVisible();
  await screenshot(page, "fallback-429");

  await page.unroute("**/api/soil/analyze");
  await page.route("**/api/soil/analyze", (route) => route.abort("internetdisconnected"));
  await send(page);
  await expect(page.getByRole("alert").filter({ hasText: "Internet aloqasi uzildi." })).toBeVisible();

  // Back online: the same form, photo included, goes through.
  await page.unroute("**/api/soil/analyze");
  await send(page);
  await expect(page).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Qirg'oqdagi dala · /)).toBeVisible();
  await expect(page.getByRole("img", { name: "Tuproq rasmi 1" })).toBeVisible();
});

test("an expired session says so and keeps the draft on the device", async ({ page }) => {
  await signUpWithSession(page);
  await page.goto("/soil/new");
  await fillToPhotos(page, { fieldName: "Bog' yonidagi dala" });
  await page.route("**/api/soil/analyze", (route) => route.fulfill(problem(401, "unauthorized", "Sign in to continue.")));
  await send(page);
  const alert = page.getByRole("alert").filter({ hasText: "Hisobingizdan chiqib ketgansiz." });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Kirish" })).toHaveAttribute("href", "/login");
  await page.reload();
  // The form opens again on the waiting request (its last step); the typed draft is all there.
  await expect(page.getByRole("heading", { level: 2, name: "Rasmlar va yuborish" })).toBeVisible();
  await page.getByRole("button", { name: "1. Dala" }).click();
  await expect(page.getByLabel("Dala nomi")).toHaveValue("Bog' yonidagi dala");
});
