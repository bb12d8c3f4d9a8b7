// Pages a tired parent reads at a glance (issue 26): where am I in the menu, the first step after
// sign-up, growth values in words before z-scores on a phone, charts that do not outgrow a
// desktop, and act-early signs where "Yes" is always the good answer.
import { expect, test, type Page } from "@playwright/test";
import { addChild, expectAccessible, monthsAgo, SAME_ORIGIN, screenshot, signUpSignedIn, signUpWithSession } from "./parents-helpers";

const SECTIONS = ["Bugun", "Bolalar", "Mashg'ulotlar", "Tuproq"];

async function expectCurrent(page: Page, section: string, value: "page" | "true") {
  const nav = page.getByRole("navigation", { name: "Asosiy menyu" });
  for (const name of SECTIONS) {
    const link = nav.getByRole("link", { name, exact: true });
    if (name === section) await expect(link, `${name} on ${page.url()}`).toHaveAttribute("aria-current", value);
    else await expect(link, `${name} on ${page.url()}`).not.toHaveAttribute("aria-current");
  }
  // The highlight is seen, not only announced: the current item's background differs.
  const backgrounds = await nav.getByRole("link").evaluateAll((links) => links.map((a) => getComputedStyle(a).backgroundColor));
  expect(new Set(backgrounds).size).toBe(2);
}

test("the menu marks the section the parent is in, on a phone and on a desktop; the first step after sign-up is adding a child", async ({ page }) => {
  await signUpSignedIn(page, "Gulnora");
  const first = page.getByRole("link", { name: "Birinchi farzandingizni qo'shing" });
  await expect(first).toBeVisible();
  await expectAccessible(page);
  await first.click();
  await expect(page).toHaveURL(/\/children\/new$/);
  await expectCurrent(page, "Bolalar", "true");

  const child = await addChild(page, { name: "Sardor", birthDate: monthsAgo(30), gender: "male" });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Birinchi farzandingizni qo'shing" })).toHaveCount(0);

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/today");
    await expectCurrent(page, "Bugun", "page");
    await page.getByRole("navigation", { name: "Asosiy menyu" }).getByRole("link", { name: "Bolalar", exact: true }).click();
    await expect(page).toHaveURL(/\/children$/);
    await expectCurrent(page, "Bolalar", "page");
    await page.goto(`/children/${child.id}/milestones`);
    await expectCurrent(page, "Bolalar", "true");
    await page.goto("/activities");
    await expectCurrent(page, "Mashg'ulotlar", "page");
    // /soil opens the form for a farmer with no field yet: a page inside the section.
    await page.goto("/soil");
    await expectCurrent(page, "Tuproq", page.url().endsWith("/soil") ? "page" : "true");
  }
  await screenshot(page, "nav-current");
});

test("a 4-year-old's growth reads in words first and in years, fits a phone, and keeps its size on a desktop", async ({ page }) => {
  await signUpSignedIn(page);
  const child = await addChild(page, { name: "Kamola", birthDate: monthsAgo(50), gender: "female", weight: 3.3, height: 50 });
  await page.request.post(`/api/client/children/${child.id}/growth`, { data: { weight: 16.2, height: 103.5 }, headers: SAME_ORIGIN });

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/children/${child.id}`);
    const table = page.getByRole("table", { name: "Yoshga nisbatan vazn" });
    await expect(table.getByRole("row")).toHaveCount(3);
    // Nothing of the table hides behind a sideways scroll, and each assessment says the word
    // before the z-score.
    const region = page.locator('[role="region"][aria-label="Yoshga nisbatan vazn"]');
    const [client, scroll] = await region.evaluate((el) => [el.clientWidth, el.scrollWidth]);
    expect(scroll, `table at ${width} px`).toBeLessThanOrEqual(client);
    const cell = table.locator('[data-cell="assessment"]').last();
    await expect(cell).toHaveText(/^me'yorda\s*z-ball [+−]?\d+,\d\d$/);
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const chart = page.getByRole("img", { name: /Yoshga nisbatan vazn/ });
  await expect(chart).toHaveAttribute("data-age-unit", "years");
  const ages = await chart.locator('[data-axis="age"]').allTextContents();
  expect(ages).toEqual(["0", "1", "2", "3", "4"]);
  await expect(chart.locator("text", { hasText: "Yoshi, yil" })).toHaveCount(1);
  await expect(chart.locator("desc")).toContainText("me'yorda (z-ball");
  await expectAccessible(page);
  await screenshot(page, "growth-glance-phone");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/children/${child.id}`);
  const desktop = (await chart.boundingBox())!;
  expect(desktop.width).toBeLessThanOrEqual(448);
});

test("act-early signs are asked so that Yes is good, and a No is flagged with the calm note", async ({ page }) => {
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Nodira", birthDate: monthsAgo(13), gender: "female" });
  await page.goto(`/children/${child.id}/milestones`);
  await expect(page.getByRole("heading", { name: "Muhim belgilar" })).toBeVisible();
  const gestures = page.locator('[data-milestone="s12-gestures"]');
  await expect(gestures).toContainText("Imo-ishora qiladi");
  await expect(gestures.getByRole("button")).toHaveText(["Ha", "Yo'q", "Bilmayman"]);

  // "Ha" on a sign is the good answer: no note.
  await gestures.getByRole("button", { name: "Ha", exact: true }).click();
  await expect(gestures.getByRole("button", { name: "Ha", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(gestures).not.toHaveAttribute("data-flagged");

  // "Yo'q" is flagged on the row and brings the calm doctor note.
  await gestures.getByRole("button", { name: "Yo'q", exact: true }).click();
  await expect(gestures).toHaveAttribute("data-flagged", "true");
  await expect(gestures).toContainText("Shifokorga aytib qo'ying.");
  // Marked to the eye as well: the row's background is no longer the plain white of the others.
  const background = (locator: typeof gestures) => locator.evaluate((li) => getComputedStyle(li).backgroundColor);
  expect(await background(gestures)).not.toBe(await background(page.locator('[data-milestone="s12-keeps-skills"]')));
  await expect(page.getByRole("status")).toContainText("Shifokor bilan gaplashib oling");
  const stored = await (await page.request.get(`/api/client/children/${child.id}/milestones`)).json();
  expect(stored.items.find((item: { id: string }) => item.id === "s12-gestures").answer.answer).toBe("not_yet");
  expect(stored.advice.reasons).toEqual(["s12-gestures"]);
  await expectAccessible(page);
  await screenshot(page, "milestones-sign-no");
});
