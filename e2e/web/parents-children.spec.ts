// Children pages in the browser: first-run creation, switching, editing, deleting, growth.
import { expect, test } from "@playwright/test";
import { addChild, monthsAgo, screenshot, signUpSignedIn, signUpWithSession } from "./parents-helpers";

test("a parent without a child is sent to the first-run form, keeps what was typed on errors, and lands on today's plan", async ({ page }) => {
  await signUpSignedIn(page);
  await page.getByRole("link", { name: /Farzandim/ }).click();
  await expect(page).toHaveURL(/\/children\/new$/);
  await expect(page.getByRole("heading", { name: "Keling, tanishamiz!" })).toBeVisible();
  await screenshot(page, "new-child-first-run");

  // Nothing filled in: every required field says what is missing, in place.
  await page.getByRole("button", { name: "Bolani qo'shish" }).click();
  await expect(page.locator("#field-name-error")).toHaveText("Ismni kiriting (100 belgigacha).");
  await expect(page.locator("#field-birthDate-error")).toBeVisible();
  await expect(page.locator("#field-gender-error")).toBeVisible();
  await expect(page.getByLabel("Bolaning ismi")).toBeFocused();

  await page.getByLabel("Bolaning ismi").fill("Aziz");
  await page.getByLabel("Tug'ilgan sanasi").fill(monthsAgo(30));
  await page.getByRole("radio", { name: "O'g'il bola" }).check();
  await page.getByLabel("Vazn, kg").fill("500");
  await page.getByLabel("Bo'y, sm").fill("49,5");
  await page.getByRole("button", { name: "Bolani qo'shish" }).click();
  await expect(page.locator("#field-weight-error")).toHaveText("Vazn 0,3 dan 150 kg gacha bo'lsin.");
  // Every value typed is still there, and the invalid field has focus.
  await expect(page.getByLabel("Bolaning ismi")).toHaveValue("Aziz");
  await expect(page.getByLabel("Tug'ilgan sanasi")).toHaveValue(monthsAgo(30));
  await expect(page.getByRole("radio", { name: "O'g'il bola" })).toBeChecked();
  await expect(page.getByLabel("Bo'y, sm")).toHaveValue("49,5");
  await expect(page.getByLabel("Vazn, kg")).toBeFocused();
  await screenshot(page, "new-child-errors");

  await page.getByLabel("Vazn, kg").fill("3,4");
  await page.getByRole("button", { name: "Bolani qo'shish" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { name: "Bugungi reja" })).toBeVisible();
  await expect(page.getByText("Aziz", { exact: true })).toBeVisible();

  // The birth measurements are the first points of the growth chart.
  await page.goto("/children");
  await expect(page.getByRole("listitem").filter({ hasText: "Aziz" })).toContainText("3,4 kg");
});

test("a parent switches the active child in one tap, edits a child and deletes one after confirming", async ({ page }) => {
  await signUpWithSession(page);
  // Birth measurements (the API dates them on the birth date).
  await addChild(page, { name: "Zarina", birthDate: monthsAgo(48), gender: "female", weight: 3.3, height: 50 });
  await addChild(page, { name: "Timur", birthDate: monthsAgo(26), gender: "male" });

  await page.goto("/children");
  const zarina = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Zarina" }) });
  const timur = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Timur" }) });
  await expect(zarina).toContainText("Bugungi rejada");
  await expect(zarina).toContainText("4 yosh");
  await expect(timur).toContainText("2 yosh 2 oy");
  await screenshot(page, "children");

  await page.getByRole("button", { name: "Bugungi rejaga tanlash: Timur" }).click();
  await expect(timur).toContainText("Bugungi rejada");
  await expect(page.getByRole("button", { name: "Bugungi rejaga tanlash: Zarina" })).toBeVisible();
  await page.goto("/today");
  await expect(page.getByText("Timur", { exact: true })).toBeVisible();
  // One tap on Today switches back.
  await page.getByRole("button", { name: "Zarina", exact: true }).click();
  await expect(page.getByText("Zarina", { exact: true })).toBeVisible();

  await page.goto("/children");
  await page.getByRole("link", { name: "Tahrirlash: Timur" }).click();
  await expect(page.getByRole("heading", { name: "Timur: ma'lumotlarni tahrirlash" })).toBeVisible();
  await expect(page.getByLabel("Bolaning ismi")).toHaveValue("Timur");
  await page.getByLabel("Bolaning ismi").fill("Temur");
  await page.getByRole("button", { name: "Saqlash" }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByRole("heading", { name: "Temur" })).toBeVisible();

  await page.getByRole("link", { name: "Tahrirlash: Temur" }).click();
  await page.getByRole("button", { name: "Profilni o'chirish" }).click();
  const dialog = page.getByRole("dialog", { name: "Temur profilini o'chirasizmi?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Bekor qilish" })).toBeFocused();
  await dialog.getByRole("button", { name: "Bekor qilish" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Profilni o'chirish" }).click();
  await dialog.getByRole("button", { name: "Ha, o'chirish" }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByRole("heading", { name: "Zarina" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Temur" })).toHaveCount(0);
});

test("the growth page draws WHO curves with the child's points, lists them in a table and adds a measurement", async ({ page }) => {
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Lola", birthDate: monthsAgo(20), gender: "female", weight: 3.2, height: 49 });
  await page.goto("/children");
  await page.getByRole("link", { name: "O'sish grafigi: Lola" }).click();
  await expect(page).toHaveURL(new RegExp(`/children/${child.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Lola: o'sish" })).toBeVisible();

  const weightChart = page.getByRole("img", { name: /Yoshga nisbatan vazn/ });
  await expect(weightChart).toBeVisible();
  await expect(weightChart.locator("circle")).toHaveCount(1);
  await expect(weightChart.locator("desc")).toContainText("z-ball");

  // A wrong value keeps everything typed and says what is allowed.
  await page.getByLabel("Vazn, kg").fill("0");
  await page.getByLabel("Bo'y, sm").fill("82");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.locator("#field-weight-error")).toHaveText("Vazn 0,3 dan 150 kg gacha bo'lsin.");
  await expect(page.getByLabel("Bo'y, sm")).toHaveValue("82");

  await page.getByLabel("Vazn, kg").fill("10,6");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "O'lchov saqlandi." })).toBeVisible();
  await expect(page.getByLabel("Vazn, kg")).toHaveValue("");
  await expect(weightChart.locator("circle")).toHaveCount(2);
  const weightTable = page.getByRole("table", { name: "Yoshga nisbatan vazn" });
  await expect(weightTable.getByRole("row")).toHaveCount(3);
  await expect(weightTable).toContainText("10,6 kg");
  await expect(page.getByRole("table", { name: "Yoshga nisbatan bo'y" })).toContainText("82 sm");
  await screenshot(page, "child-growth");

  // Unknown or malformed ids end on a friendly not-found page, never an error.
  const unknown = "00000000-0000-4000-8000-000000000000";
  for (const url of [`/children/${unknown}`, "/children/not-an-id/edit", "/activities/123", `/activities/${unknown}`]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Bunday sahifa topilmadi" })).toBeVisible();
  }
});

test("a baby born at 30 weeks is shown the truth: typical for 30 weeks, corrected age, and a check for unlikely numbers", async ({ page }) => {
  await signUpWithSession(page);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
  const baby = { name: "Nilufar", birthDate: today, gender: "female", gestationalWeeks: 30, weight: 1.45, height: 40, headCircumference: 28 };
  const child = await addChild(page, baby);
  await page.goto(`/children/${child.id}`);
  // The corrected age beside the real one: under the name and in both tables (where a
  // measurement on the birth date reads "at birth").
  // Before the due date it is the postmenstrual age, which names itself (never "corrected age").
  await expect(page.getByText("Bugun tug'ilgan · 30 hafta (postmenstrual yosh)", { exact: true })).toHaveCount(1);
  await expect(page.getByText("tug'ilganda · 30 hafta (postmenstrual yosh)", { exact: true })).toHaveCount(2);
  const weightTable = page.getByRole("table", { name: "Yoshga nisbatan vazn" });
  await expect(weightTable).toContainText("me'yorda (INTERGROWTH-21st)");
  await expect(page.getByText("me'yordan past")).toHaveCount(0);
  // Measured only at birth: rated against babies born at the same week (Newborn Size standard).
  await expect(page.getByText(/INTERGROWTH-21st standarti bo'yicha xuddi shu muddatda tug'ilgan chaqaloqlar bilan solishtiriladi/)).toBeVisible();
  await expect(page.getByText(/24 oyda tuzatish tugaydi/)).toBeVisible();
  await screenshot(page, "child-growth-preterm");

  // 14 instead of 1,4: the form asks to check the number before anything is saved.
  await page.getByLabel("Vazn, kg").fill("14");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.locator("#field-weight-error")).toHaveText("Bu qiymat shu yoshdagi bolada deyarli uchramaydi. Raqamni tekshiring.");
  await expect(weightTable.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Vazn, kg").fill("1,4");
  await page.getByLabel("Bo'yi qanday o'lchandi").selectOption("lying");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "O'lchov saqlandi." })).toBeVisible();
  await expect(weightTable.getByRole("row")).toHaveCount(3);

  // A value that is right after all is saved once the parent ticks the box.
  await page.getByLabel("Vazn, kg").fill("14");
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await page.getByLabel("Raqamlarni tekshirdim, ular to'g'ri").check();
  await page.getByRole("button", { name: "O'lchovni saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "O'lchov saqlandi." })).toBeVisible();
  await expect(weightTable.getByRole("row")).toHaveCount(4);
});

test("the growth page's measurement form is in the server's HTML, not only revealed by a script", async ({ page, browser }) => {
  // A lazy client component there was streamed hidden and shown by React's inline script
  // (docs/performance.md, the growth page): with JavaScript off, or until it runs, no form.
  await signUpSignedIn(page);
  const child = await addChild(page, { name: "Lola", birthDate: monthsAgo(20), gender: "female", weight: 3.2, height: 49 });
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const bare = await noScript.newPage();
    await bare.goto(new URL(`/children/${child.id}`, page.url()).href);
    await expect(bare.getByRole("heading", { level: 2, name: "O'lchov qo'shish" })).toBeVisible();
    for (const label of ["Vazn, kg", "Bo'y, sm"]) await expect(bare.getByLabel(label)).toBeVisible();
    await expect(bare.getByRole("button", { name: "O'lchovni saqlash" })).toBeVisible();
  } finally {
    await noScript.close();
  }
});
