// A baby born early on a phone: gestational age in weeks and days on the child form, and the
// milestone checklist on the day the correction ends (24 months of real age), which says why
// the checklist changed and raises no doctor note only for that. Every page passes axe.
import { expect, test } from "@playwright/test";
import { addChild, expectAccessible, monthsAgo, SAME_ORIGIN, screenshot, signUpAndSignIn } from "./parents-helpers";

test("weeks and days of gestation: 30+6 entered on the form shows in the corrected age", async ({ page }) => {
  await signUpAndSignIn(page);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
  const child = await addChild(page, { name: "Dilnoza", birthDate: today, gender: "female", gestationalWeeks: 30 });
  await page.goto(`/children/${child.id}/edit`);
  await expect(page.getByLabel("Homiladorlik muddati, hafta")).toHaveValue("30");
  await page.getByLabel("va kun (0-6)").fill("6");
  await expectAccessible(page);
  await page.getByRole("button", { name: /Saqlash/ }).click();
  await expect(page).toHaveURL(/\/children$/);
  await page.goto(`/children/${child.id}`);
  await expect(page.getByText(/30 hafta 6 kun \(postmenstrual yosh\)/).first()).toBeVisible();
  await expect(page.getByText(/tuzatilgan yoshi: 30 hafta/)).toHaveCount(0);

  // Seven days is not a day count: refused next to the field, nothing saved.
  await page.goto(`/children/${child.id}/edit`);
  await page.getByLabel("va kun (0-6)").fill("7");
  await page.getByRole("button", { name: /Saqlash/ }).click();
  await expect(page.getByText("0 dan 6 gacha butun son kiriting (haftalar bilan birga).")).toBeVisible();
  await expectAccessible(page);
  const stored = await (await page.request.get(`/api/client/children/${child.id}`)).json();
  expect(stored).toMatchObject({ gestationalWeeks: 30, gestationalDays: 6 });
});

test("at 24 months of real age the checklist says why it changed, and a 'not yet' of the old list raises no note", async ({ page }) => {
  await signUpAndSignIn(page);
  const child = await addChild(page, { name: "Sardor", birthDate: monthsAgo(24), gender: "male", gestationalWeeks: 32 });
  const answer = await page.request.put(`/api/client/children/${child.id}/milestones/m18-three-words`, { data: { answer: "not_yet" }, headers: SAME_ORIGIN });
  expect(answer.status()).toBe(200);
  await page.goto(`/children/${child.id}/milestones`);
  await expect(page.getByText("2 yoshgacha", { exact: true })).toBeVisible();
  const note = page.getByTestId("correction-ended");
  await expect(note).toContainText("Sardor 2 yoshga to'ldi");
  await expect(note).toContainText("«18 oylikgacha» dan «2 yoshgacha» ga o'tdi");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, "milestones-correction-ended");
});
