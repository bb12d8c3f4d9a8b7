// A baby born early on a phone: gestational age in weeks and days on the child form, the
// milestone checklist on the day the correction ends (24 months of real age), which says why
// the checklist changed and raises no doctor note only for that, and (issue 33) a baby younger
// than the first check, birth size on the Newborn Size standard and the postmenstrual age named
// as such, in Uzbek and Russian. Every page passes axe.
import { expect, test } from "@playwright/test";
import { addChild, expectAccessible, monthsAgo, SAME_ORIGIN, screenshot, signUpWithSession } from "./parents-helpers";

test("weeks and days of gestation: 30+6 entered on the form shows in the corrected age", async ({ page }) => {
  await signUpWithSession(page);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
  const child = await addChild(page, { name: "Dilnoza", birthDate: today, gender: "female", gestationalWeeks: 30 });
  await page.goto(`/children/${child.id}/edit`);
  await expect(page.getByLabel("Homiladorlik muddati, hafta")).toHaveValue("30");
  await page.getByLabel("va kun (0–6)").fill("6");
  await expectAccessible(page);
  await page.getByRole("button", { name: /Saqlash/ }).click();
  await expect(page).toHaveURL(/\/children$/);
  await page.goto(`/children/${child.id}`);
  await expect(page.getByText(/30 hafta 6 kun \(postmenstrual yosh\)/).first()).toBeVisible();
  await expect(page.getByText(/tuzatilgan yoshi: 30 hafta/)).toHaveCount(0);

  // Seven days is not a day count: refused next to the field, nothing saved.
  await page.goto(`/children/${child.id}/edit`);
  await page.getByLabel("va kun (0–6)").fill("7");
  await page.getByRole("button", { name: /Saqlash/ }).click();
  await expect(page.getByText("0 dan 6 gacha butun son kiriting (haftalar bilan birga).")).toBeVisible();
  await expectAccessible(page);
  const stored = await (await page.request.get(`/api/client/children/${child.id}`)).json();
  expect(stored).toMatchObject({ gestationalWeeks: 30, gestationalDays: 6 });
});

test("at 24 months of real age the checklist says why it changed, and a 'not yet' of the old list raises no note", async ({ page }) => {
  await signUpWithSession(page);
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

const tashkentToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
const daysAgo = (days: number) => {
  const date = new Date(`${tashkentToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

test("3 days past the due date: the first checklist with a calm note, and an expected 'no' is no warning (uz, ru)", async ({ page }) => {
  await signUpWithSession(page);
  // Born at 31+0 weeks 66 days ago: the due date was 63 days after birth, the corrected age is 3 days.
  const child = await addChild(page, { name: "Laylo", birthDate: daysAgo(66), gender: "female", gestationalWeeks: 31 });
  const answer = await page.request.put(`/api/client/children/${child.id}/milestones/s02-reacts-to-sounds`, { data: { answer: "not_yet" }, headers: SAME_ORIGIN });
  expect(answer.status()).toBe(200);
  await page.goto(`/children/${child.id}/milestones`);
  await expect(page.getByText("2 oylikgacha", { exact: true })).toBeVisible();
  await expect(page.getByTestId("early-for-window")).toContainText("«Hali emas» va «Yo'q» javoblari kutilgan hol");
  const sign = page.locator('[data-milestone="s02-reacts-to-sounds"]');
  await expect(sign.getByRole("button", { name: "Yo'q" })).toHaveAttribute("aria-pressed", "true");
  await expect(sign).not.toHaveAttribute("data-flagged");
  await expect(page.getByText("Shifokorga aytib qo'ying.")).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, "milestones-early-uz");

  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByTestId("early-for-window")).toContainText("ответы «Пока нет» и «Нет» ожидаемы");
  await expect(sign).not.toHaveAttribute("data-flagged");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, "milestones-early-ru");
});

test("born at 30+3 weighing 1.45 kg: typical at birth for 30+3 weeks, and the postmenstrual age is called that (uz, ru)", async ({ page }) => {
  await signUpWithSession(page);
  const baby = { name: "Bobur", birthDate: tashkentToday(), gender: "male", gestationalWeeks: 30, gestationalDays: 3, weight: 1.45, height: 40.4, headCircumference: 28 };
  const child = await addChild(page, baby);
  const growth = await (await page.request.get(`/api/client/children/${child.id}/growth`)).json();
  expect(growth.records[0]).toMatchObject({ standard: "intergrowth21NewbornSize", weightForAge: { z: 0, percentile: 50 } });
  await page.goto(`/children/${child.id}`);
  await expect(page.getByText("Bugun tug'ilgan · 30 hafta 3 kun (postmenstrual yosh)", { exact: true })).toHaveCount(1);
  await expect(page.getByText(/tuzatilgan yoshi: 30 hafta/)).toHaveCount(0);
  await expect(page.getByText(/xuddi shu muddatda tug'ilgan chaqaloqlar bilan solishtiriladi/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Yoshga nisbatan vazn" })).toContainText("me'yorda (INTERGROWTH-21st)");
  await expectAccessible(page);
  await screenshot(page, "growth-newborn-size-uz");

  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByText("Первый день жизни · 30 недель 3 дня (постменструальный возраст)", { exact: true })).toHaveCount(1);
  await expect(page.getByText(/скорректированный возраст: 30/)).toHaveCount(0);
  await expect(page.getByText(/с детьми, родившимися на том же сроке беременности/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "growth-newborn-size-ru");
});
