// The vaccinations page on a phone: mark the birth dose done through the form, see the next dose
// on the page, the child card and /today; the page passes axe.
import { expect, test } from "@playwright/test";
import { addChild, expectAccessible, screenshot, signUpAndSignIn } from "./parents-helpers";

const tashkentToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());

test("mark a vaccine done and see the next dose on /today", async ({ page }) => {
  await signUpAndSignIn(page);
  const child = await addChild(page, { name: "Zarina", birthDate: tashkentToday(), gender: "female" });

  await page.goto(`/children/${child.id}`);
  await page.getByRole("link", { name: "Emlashlar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Zarinaning emlashlari" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Poliklinikangiz belgilagan jadval birinchi o'rinda");
  await expect(page.getByTestId("next-dose")).toContainText("Gepatit B, 1-doza");
  await expectAccessible(page);

  const hepB = page.getByRole("listitem", { name: "Gepatit B, 1-doza" });
  await expect(hepB.getByLabel("Qilingan sana")).toHaveValue(tashkentToday());
  await hepB.getByRole("button", { name: "Qilindi deb belgilash: Gepatit B, 1-doza" }).click();
  await expect(hepB.getByText("Qilingan", { exact: true })).toBeVisible();
  await expect(page.getByTestId("next-dose")).toContainText("BCG (sil), 1-doza");
  await expectAccessible(page);
  await screenshot(page, "vaccinations");

  await page.goto("/today");
  await expect(page.getByTestId("next-dose")).toContainText("Navbatdagi emlash: BCG (sil), 1-doza");
  await page.goto("/children");
  await expect(page.getByTestId("next-dose")).toContainText("BCG (sil), 1-doza");
  await expectAccessible(page);

  // Undo brings the birth dose back as the next one.
  await page.goto(`/children/${child.id}/vaccinations`);
  await hepB.getByRole("button", { name: "Belgini bekor qilish: Gepatit B, 1-doza" }).click();
  await expect(page.getByTestId("next-dose")).toContainText("Gepatit B, 1-doza");

  // Calendar reminders: a webcal:// subscribe link to a feed that answers text/calendar, naming
  // the child as the parent chose (first name by default, here initials).
  await expect(page.getByRole("radio", { name: "Ismi: Zarina" })).toBeChecked();
  await page.getByRole("radio", { name: "Bosh harflari: Z." }).check();
  await page.getByRole("button", { name: "Kalendar havolasini yaratish" }).click();
  const subscribe = page.getByRole("link", { name: "Kalendarga obuna bo'lish" });
  await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectAccessible(page);
  const href = (await subscribe.getAttribute("href"))!;
  const feed = await page.request.get(href.replace(/^webcal:\/\/[^/]+/, ""));
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR\r\n");
  expect(await feed.text()).toContain("X-WR-CALNAME:Z.: emlashlar");
  expect(feed.headers()["referrer-policy"]).toBe("no-referrer");
  await page.getByRole("button", { name: "Havolani o'chirish" }).click();
  await expect(page.getByRole("button", { name: "Kalendar havolasini yaratish" })).toBeVisible();
  expect((await page.request.get(href.replace(/^webcal:\/\/[^/]+/, ""))).status()).toBe(404);
});
