// Playing activities: a whole quiz to its score, and an instructional activity with its timer.
import { expect, test } from "@playwright/test";
import { addChild, catalogue, fitsAge, monthsAgo, openActivity, screenshot, signUpSignedIn, SAME_ORIGIN } from "./parents-helpers";

test("a 4-year-old plays a whole quiz: feedback, hint, score and the completed status", async ({ page }) => {
  await signUpSignedIn(page);
  await addChild(page, { name: "Aziz", birthDate: monthsAgo(48), gender: "male" });
  const quiz = catalogue().find((a) => a.type === "interactive" && a.content.gameType === "quiz" && fitsAge(a, 48))!;
  const rounds = quiz.content.rounds!;
  await openActivity(page, quiz);
  // Opening the page records the start (sent from the browser through the outbox, not the render).
  await expect(page.getByText("Boshlangan")).toBeVisible();
  const activityId = page.url().split("/").pop();

  for (let i = 0; i < rounds.length; i++) {
    await expect(page.getByText(`${i + 1}-savol, jami ${rounds.length}`)).toBeVisible();
    // Read the question on the page and find its answer in the catalogue file.
    const question = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();
    const round = rounds.find((r) => r.question === question)!;
    expect(round, `round "${question}" in ${quiz.slug}`).toBeTruthy();
    const right = round.options.find((o) => o.value === round.answer)!.label;
    if (i === 0) {
      // The first round goes wrong once: gentle feedback, a hint, then the right answer.
      const wrong = round.options.find((o) => o.value !== round.answer)!.label;
      await page.getByRole("button", { name: wrong, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Yana urinib ko'r" })).toBeVisible();
      await expect(page.getByRole("button", { name: `${wrong}, noto'g'ri` })).toHaveAttribute("aria-disabled", "true");
      await screenshot(page, "quiz-try-again");
      const hint = page.getByRole("button", { name: "Yordam" });
      if (await hint.isVisible()) {
        await hint.click();
        await expect(hint).toHaveAttribute("aria-expanded", "true");
      }
    }
    await page.getByRole("button", { name: right, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Barakalla!" })).toBeVisible();
    const next = page.getByRole("button", { name: i + 1 < rounds.length ? "Keyingisi →" : "Natijani ko'rish →" });
    await expect(next).toBeFocused();
    if (i === 0) await screenshot(page, "quiz-well-done");
    await next.click();
  }

  const expected = Math.round((100 * (rounds.length - 1)) / rounds.length);
  await expect(page.getByRole("heading", { name: "O'yin tugadi!" })).toBeFocused();
  // The child sees stars and praise, never an exam score; the percentage waits, folded, for the parent.
  const starCount = expected >= 90 ? 3 : expected >= 60 ? 2 : 1;
  await expect(page.getByRole("img", { name: `3 yulduzdan ${starCount} tasi` })).toHaveText("⭐".repeat(starCount));
  await expect(page.getByText(/Barakalla|Zo'r/).first()).toBeVisible();
  await expect(page.getByText(`Natija: ${expected}%`)).toBeHidden();
  await expect(page.getByText(/\d+%/)).toBeHidden();
  await page.getByText("Ota-onalar uchun: natija").click();
  await expect(page.getByText(`${rounds.length} ta savoldan ${rounds.length - 1} tasiga`)).toBeVisible();
  await expect(page.getByText(`Natija: ${expected}%`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "✓ Bajarildi!" })).toBeVisible();
  await screenshot(page, "quiz-result");

  // What was stored: a retried complete answers with the stored result unchanged.
  const stored = await (await page.request.post(`/api/client/activities/complete/${activityId}`, { data: {}, headers: SAME_ORIGIN })).json();
  expect(stored).toMatchObject({ status: "completed", score: expected });
  expect(stored.timeSpentSeconds).toBeGreaterThanOrEqual(0);

  await page.getByRole("link", { name: "Bugungi rejaga qaytish", exact: true }).click();
  await expect(page).toHaveURL(/\/today$/);
  await openActivity(page, quiz);
  await expect(page.getByText("Bajarildi").first()).toBeVisible();
});

test("an instructional activity: steps, checklist, voice, and a countdown timer driven by a fake clock", async ({ page }) => {
  await page.clock.install();
  await signUpSignedIn(page);
  await addChild(page, { name: "Bobur", birthDate: monthsAgo(3), gender: "male" });
  const timed = catalogue().find((a) => a.type === "instructional" && a.content.hasTimer && fitsAge(a, 3))!;
  const minutes = timed.durationMinutes;
  await openActivity(page, timed);

  const steps = timed.content.steps!;
  await expect(page.getByText(`1-qadam, jami ${steps.length}`)).toBeVisible();
  await expect(page.getByText(steps[0])).toBeVisible();
  await page.getByRole("button", { name: "Keyingi →" }).click();
  await expect(page.getByText(`2-qadam, jami ${steps.length}`)).toBeVisible();
  await expect(page.getByText(steps[1])).toBeVisible();
  await page.getByRole("button", { name: "Hammasini ro'yxatda ko'rish" }).click();
  await expect(page.getByRole("list").filter({ hasText: steps[0] }).getByRole("listitem")).toHaveCount(steps.length);

  const first = page.getByRole("checkbox", { name: timed.content.checklist![0] });
  await first.check();
  await expect(first).toBeChecked();
  await expect(page.locator("audio[controls]")).toHaveAttribute("src", /^\/api\/client\/activities\/files\/[0-9a-f-]{36}$/);

  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(`${minutes}:00`);
  await page.getByRole("button", { name: "▶ Boshlash" }).click();
  await expect(page.getByText(`Taymer boshlandi: ${minutes}:00.`)).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(timer).toHaveText(`${minutes - 1}:00`);
  await expect(page.getByText(`${minutes - 1} daqiqa qoldi.`)).toBeVisible();

  await page.getByRole("button", { name: "⏸ To'xtatish" }).click();
  await expect(page.getByText("Taymer to'xtatildi.")).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(timer).toHaveText(`${minutes - 1}:00`);
  await screenshot(page, "instructional-timer");

  await page.getByRole("button", { name: "▶ Davom ettirish" }).click();
  await page.clock.fastForward((minutes - 1) * 60_000 + 1_000);
  await expect(timer).toHaveText("0:00");
  await expect(page.getByText("Vaqt tugadi!")).toBeVisible();
  await page.getByRole("button", { name: "↺ Qaytadan" }).click();
  await expect(timer).toHaveText(`${minutes}:00`);

  // "How did it go?" is optional; the answer is saved with the completion and shown back.
  await expect(page.getByRole("group", { name: "Qanday o'tdi?" })).toBeVisible();
  await page.getByRole("radio", { name: "Ayni mos" }).check();
  await page.getByRole("button", { name: "✓ Bajardik!" }).click();
  await expect(page.getByRole("heading", { name: "✓ Bajarildi!" })).toBeFocused();
  await expect(page.getByText("Javobingiz hisobga olindi: Ayni mos.")).toBeVisible();
  await expect(page.getByText("Bajarildi").first()).toBeVisible();
  await page.getByRole("link", { name: "Bugungi rejaga qaytish", exact: true }).click();
  await expect(page).toHaveURL(/\/today$/);
});
