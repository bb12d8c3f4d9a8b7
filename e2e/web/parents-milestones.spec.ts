// The milestone checklist on a phone: a parent answers the current window, sees the calm
// doctor note after answering an act-early sign "no", and the page passes axe.
import { expect, test } from "@playwright/test";
import { addChild, expectAccessible, monthsAgo, screenshot, signUpWithSession } from "./parents-helpers";

test("a parent answers the milestone checklist and sees what comes next and the calm note", async ({ page }) => {
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Nodira", birthDate: monthsAgo(13), gender: "female" });

  await page.goto(`/children/${child.id}`);
  await page.getByRole("link", { name: "Rivojlanish bosqichlari" }).click();
  await expect(page).toHaveURL(new RegExp(`/children/${child.id}/milestones$`));
  await expect(page.getByRole("heading", { level: 1, name: "Nodira: rivojlanish bosqichlari" })).toBeVisible();
  await expect(page.getByText("12 oylikgacha")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keyingi bosqich: 15 oylikgacha" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);

  // Answer a milestone: the choice is stored and shown as the pressed button.
  const games = page.locator('[data-milestone="m12-games"]');
  await games.getByRole("button", { name: "Ha", exact: true }).click();
  await expect(games.getByRole("button", { name: "Ha", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(games.getByRole("button", { name: "Ha", exact: true })).toHaveAttribute("aria-pressed", "true");
  const stored = await page.request.get(`/api/client/children/${child.id}/milestones`);
  const items: Array<{ id: string; answer: { answer: string } | null }> = (await stored.json()).items;
  expect(items.find((item) => item.id === "m12-games")?.answer?.answer).toBe("yes");

  // An important sign answered "no" (a lost skill) brings the calm note, never an alarm.
  await page.locator('[data-milestone="s12-keeps-skills"]').getByRole("button", { name: "Yo'q", exact: true }).click();
  const note = page.getByRole("status");
  await expect(note).toContainText("Shifokor bilan gaplashib oling");
  await expect(note).toContainText("o'z sur'atida rivojlanadi");
  await expectAccessible(page);
  await screenshot(page, "milestones");
});
