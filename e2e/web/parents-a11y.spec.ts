// axe-core on every parents' page (no serious or critical violations), with phone screenshots
// of each for review in test-results/screenshots/.
import { expect, test, type Page } from "@playwright/test";
import { addChild, catalogue, expectAccessible, fitsAge, monthsAgo, openActivity, screenshot, signUpSignedIn, SAME_ORIGIN, signUpWithSession } from "./parents-helpers";

/** Collects Content-Security-Policy complaints: the pages must run under the nonce CSP as they are. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("every parents' page passes axe without serious or critical violations", async ({ page }) => {
  const csp = watchCsp(page);
  await signUpWithSession(page);

  await page.goto("/children/new");
  await expect(page.getByRole("heading", { name: "Keling, tanishamiz!" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Bolani qo'shish" }).click();
  await expect(page.locator("#field-name-error")).toBeVisible();
  await expectAccessible(page);

  const child = await addChild(page, { name: "Zarina", birthDate: monthsAgo(48), gender: "female", weight: 3.3, height: 50 });
  await addChild(page, { name: "Timur", birthDate: monthsAgo(18), gender: "male" });
  await page.request.post(`/api/client/children/${child.id}/growth`, { data: { weight: 16.1, height: 102.5 }, headers: SAME_ORIGIN });

  const pages: Array<[string, string, string]> = [
    ["/today", "Bugungi reja", "a11y-today"],
    ["/children", "Bolalarim", "a11y-children"],
    [`/children/${child.id}`, "Zarina: o'sish", "a11y-child-growth"],
    [`/children/${child.id}/edit`, "Zarina: ma'lumotlarni tahrirlash", "a11y-child-edit"],
    ["/children/new", "Yangi bola", "a11y-new-child"],
    ["/activities", "Mashg'ulotlar", "a11y-activities"],
  ];
  for (const [url, heading, shot] of pages) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, shot);
  }

  await page.goto(`/children/${child.id}/edit`);
  await page.getByRole("button", { name: "Profilni o'chirish" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "a11y-delete-dialog");
  expect(csp).toEqual([]);
});

test("activity pages pass axe: instructional, and each kind of game", async ({ page }) => {
  const csp = watchCsp(page);
  await signUpSignedIn(page);
  await addChild(page, { name: "Aziz", birthDate: monthsAgo(48), gender: "male" });
  const fit = catalogue().filter((a) => fitsAge(a, 48));

  const instructional = fit.find((a) => a.type === "instructional" && a.content.checklist)!;
  await openActivity(page, instructional);
  await expect(page.getByText("Boshlangan")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "a11y-activity-instructional");

  for (const gameType of ["quiz", "true_false", "matching", "sorting"]) {
    const game = fit.find((a) => a.content.gameType === gameType);
    if (!game) continue;
    await openActivity(page, game);
    await expect(page.getByText(`1-savol, jami ${game.content.rounds!.length}`)).toBeVisible();
    await expectAccessible(page);
    // And with feedback on screen: answer the first round wrongly once.
    const round = game.content.rounds![0];
    const wrong = round.options.find((o) => o.value !== round.answer)!.label;
    await page.getByRole("button", { name: wrong, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Yana urinib ko'r" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `a11y-activity-${gameType}`);
  }
  expect(csp).toEqual([]);
});
