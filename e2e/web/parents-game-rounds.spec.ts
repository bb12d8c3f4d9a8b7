// Every game type played round after round, the way a child does: each round opens with no
// feedback (the bug was a "try again" left over from the round before), a wrong answer gets
// "try again", the right one "well done", and the end shows stars for the rounds right at once.
import { expect, test, type Page } from "@playwright/test";
import { addChild, catalogue, fitsAge, monthsAgo, openActivity, signUpSignedIn, type CatalogueActivity } from "./parents-helpers";

const AGE_MONTHS = 48;
const GAME_TYPES = ["quiz", "true_false", "matching", "sorting"] as const;

/** The feedback line under the options, and the options a child has already tried. */
async function expectSilentRound(page: Page, index: number, total: number): Promise<void> {
  await expect(page.getByText(`${index + 1}-savol, jami ${total}`)).toBeVisible();
  const feedback = page.locator("[data-feedback]");
  await expect(feedback).toHaveAttribute("data-feedback", "none");
  await expect(feedback).not.toContainText("Yana urinib ko'r");
  await expect(feedback).not.toContainText("Barakalla");
  // No option is crossed out or ticked yet, and there is no "next" button to skip the question.
  await expect(page.locator("button[aria-disabled=true]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Keyingisi|Natijani ko'rish/ })).toHaveCount(0);
}

async function playWholeGame(page: Page, game: CatalogueActivity): Promise<void> {
  const rounds = game.content.rounds!;
  await openActivity(page, game);
  // Round 2 (index 1) goes wrong once, then right; every other round is right at once.
  const missed = 1;
  for (let i = 0; i < rounds.length; i++) {
    await expectSilentRound(page, i, rounds.length);
    // Rounds are played in the catalogue's order; several may share a question ("Juftini top").
    const round = rounds[i];
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(round.question);
    const feedback = page.locator("[data-feedback]");
    if (i === missed) {
      const wrong = round.options.find((o) => o.value !== round.answer)!.label;
      await page.getByRole("button", { name: wrong, exact: true }).click();
      await expect(feedback).toHaveAttribute("data-feedback", "tryAgain");
      await expect(feedback).toContainText("Yana urinib ko'r");
      await expect(page.getByRole("button", { name: /Keyingisi|Natijani ko'rish/ })).toHaveCount(0);
    }
    const right = round.options.find((o) => o.value === round.answer)!.label;
    await page.getByRole("button", { name: right, exact: true }).click();
    await expect(feedback).toHaveAttribute("data-feedback", "right");
    await expect(feedback).toContainText("Barakalla!");
    await expect(feedback).not.toContainText("Yana urinib");
    await page.getByRole("button", { name: i + 1 < rounds.length ? "Keyingisi →" : "Natijani ko'rish →" }).click();
  }
  // The end: stars for rounds right at the first try (all but one), the percentage folded for the parent.
  const score = Math.round((100 * (rounds.length - 1)) / rounds.length);
  const starCount = score >= 90 ? 3 : score >= 60 ? 2 : 1;
  await expect(page.getByRole("heading", { name: "O'yin tugadi!" })).toBeVisible();
  await expect(page.getByRole("img", { name: `3 yulduzdan ${starCount} tasi` })).toHaveText("⭐".repeat(starCount));
  await expect(page.locator("[data-feedback]")).toHaveCount(0);
  await page.getByText("Ota-onalar uchun: natija").click();
  await expect(page.getByText(`${rounds.length} ta savoldan ${rounds.length - 1} tasiga`)).toBeVisible();
  await expect(page.getByText(`Natija: ${score}%`)).toBeVisible();
}

for (const gameType of GAME_TYPES) {
  test(`${gameType}: each round opens without feedback; try again, well done, and the stars at the end`, async ({ page }) => {
    // Up to 8 rounds with several checks each: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const game = catalogue().find((a) => a.type === "interactive" && a.content.gameType === gameType && fitsAge(a, AGE_MONTHS));
    expect(game, `a ${gameType} game for ${AGE_MONTHS} months`).toBeTruthy();
    expect(game!.content.rounds!.length).toBeGreaterThanOrEqual(3);
    await signUpSignedIn(page);
    await addChild(page, { name: "Aziz", birthDate: monthsAgo(AGE_MONTHS), gender: "male" });
    await playWholeGame(page, game!);
  });
}
