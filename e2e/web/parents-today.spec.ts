// Today's plan, the activity list with category chips, and the language switch.
import { expect, test } from "@playwright/test";
import { addChild, catalogue, monthsAgo, screenshot, signUpSignedIn, translatedTitle, SAME_ORIGIN, signUpWithSession } from "./parents-helpers";

test("today's plan shows the child, the cards and the day's progress", async ({ page }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Dilnoza", birthDate: monthsAgo(36), gender: "female" });
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1, name: "Bugungi reja" })).toBeVisible();
  await expect(page.getByText("Dilnoza", { exact: true })).toBeVisible();
  await expect(page.getByText("3 yosh", { exact: false }).first()).toBeVisible();

  const cards = page.getByRole("main").getByRole("listitem");
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  const progress = page.getByRole("progressbar", { name: "Bugungi reja bajarilishi" });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expect(progress).toHaveAttribute("aria-valuemax", String(count));
  await expect(page.getByText(`0 / ${count} bajarildi`)).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText("daqiqa");
    await expect(card).toContainText("Boshlanmagan");
  }
  await screenshot(page, "today");

  // Finish the first activity through the API the mobile app uses; the page agrees.
  const href = await cards.first().getByRole("link").getAttribute("href");
  const activityId = href!.split("/").pop();
  expect((await page.request.post(`/api/client/activities/start/${activityId}`, { headers: SAME_ORIGIN })).status()).toBe(200);
  expect((await page.request.post(`/api/client/activities/complete/${activityId}`, { data: {}, headers: SAME_ORIGIN })).status()).toBe(200);
  await page.reload();
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByText(`1 / ${count} bajarildi`)).toBeVisible();
  await expect(cards.first()).toContainText("Bajarildi");

  await cards.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/activities\/[0-9a-f-]{36}$/);
});

test("all activities are filtered with category chips", async ({ page }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Jasur", birthDate: monthsAgo(40), gender: "male" });
  await page.goto("/activities");
  const chips = page.getByRole("navigation", { name: "Turkumlar" });
  await expect(chips.getByRole("link", { name: "Hammasi" })).toHaveAttribute("aria-current", "page");
  const all = await page.getByRole("main").getByRole("list").last().getByRole("listitem").count();
  await screenshot(page, "activities");

  await chips.getByRole("link", { name: "Harakat" }).click();
  await expect(page).toHaveURL(/\?category=harakat$/);
  await expect(chips.getByRole("link", { name: "Harakat" })).toHaveAttribute("aria-current", "page");
  await expect(chips.getByRole("link", { name: "Hammasi" })).not.toHaveAttribute("aria-current", "page");
  const items = page.getByRole("main").getByRole("list").last().getByRole("listitem");
  const filtered = await items.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  for (const item of await items.all()) await expect(item).toContainText("Harakat");
});

test("the parents' pages switch to Russian and English, catalogue content too", async ({ page }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Malika", birthDate: monthsAgo(50), gender: "female" });
  await page.goto("/today");
  const card = page.getByRole("main").getByRole("listitem").first();
  const title = await card.locator("span.font-bold").first().textContent();
  const slug = catalogue().find((activity) => activity.title === title)!.slug;

  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "План на сегодня" })).toBeVisible();
  await expect(page.getByText("4 года 2 месяца")).toBeVisible();
  await expect(card).toContainText(translatedTitle(slug, "ru"));
  await expect(card).not.toContainText(title!);
  await screenshot(page, "today-ru");

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today's plan" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(card).toContainText(translatedTitle(slug, "en"));
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: translatedTitle(slug, "en") })).toBeVisible();
  await page.goto("/children");
  await expect(page.getByRole("heading", { level: 1, name: "My children" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a child" }).or(page.getByRole("link", { name: "Add a child" }))).toBeVisible();

  await page.getByRole("button", { name: "O'zbekcha" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bolalarim" })).toBeVisible();
});

test("past 6 years the plan says calmly that the activities are written for younger children", async ({ page }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Jasur", birthDate: monthsAgo(80), gender: "male" });
  await page.goto("/today");
  const note = page.getByRole("note");
  await expect(note).toContainText("Mashg'ulotlarimiz 6 yoshgacha bo'lgan bolalar uchun yozilgan. Jasur bu yoshdan o'tdi");
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(note).toContainText("Наши занятия написаны для детей до 6 лет. Jasur уже старше");
  await page.getByRole("button", { name: "English" }).click();
  await expect(note).toContainText("Our activities are written for children up to 6 years old. Jasur is older now");
  await page.getByRole("button", { name: "O'zbekcha" }).click();
});

test("a child within the catalogue's ages sees no such note", async ({ page }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Kamola", birthDate: monthsAgo(70), gender: "female" });
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1, name: "Bugungi reja" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
});

test("a tap on a link shows a loading bar until the next page is there", async ({ page }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Lola", birthDate: monthsAgo(30), gender: "female" });
  await page.goto("/today");
  const bar = page.getByRole("progressbar", { name: "Yuklanmoqda..." });
  await expect(page.getByRole("heading", { level: 1, name: "Bugungi reja" })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // The activity list is held back (a slow connection) until the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/activities(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Asosiy menyu" }).getByRole("link", { name: "Mashg'ulotlar" }).click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Bugungi reja" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Mashg'ulotlar" })).toBeVisible();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(bar).toHaveCount(0);
});

// Links do not prefetch (components/ui/link.tsx): on a phone's connection, /today's links would
// otherwise cost two requests each as soon as they are in view, for pages rendered at the tap
// anyway. A tap still navigates within the app.
test("links in view are not prefetched, and a tap still opens the page", async ({ page }) => {
  await signUpSignedIn(page);
  await addChild(page, { name: "Dilnoza", birthDate: monthsAgo(36), gender: "female" });
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetches.push(request.url());
  });
  await page.goto("/today");
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(prefetches).toEqual([]);

  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("_rsc=")) navigations.push(request.url());
  });
  await page.getByRole("navigation", { name: "Asosiy menyu" }).getByRole("link", { name: "Bolalar" }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Client-side navigation: the page came as an RSC payload, not a new document.
  expect(navigations.some((url) => new URL(url).pathname === "/children")).toBe(true);
  expect(prefetches).toEqual([]);
});
