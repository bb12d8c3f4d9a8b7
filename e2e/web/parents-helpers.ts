// Shared steps of the parents' browser tests: a fresh user per test and the axe check
// (../fixtures/steps.ts), children created through the API, the catalogue files as the source
// of truth for games, and phone screenshots for review.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { fill } from "@/lib/i18n/bundle";
import { PARENTS } from "@/lib/i18n/parents";
import { SAME_ORIGIN, savePageScreenshot, signUpAndSignIn as signInFresh, signUpSignedIn as signInWithoutForm } from "../fixtures/steps";

export { expectAccessible, SAME_ORIGIN } from "../fixtures/steps";

/** A fresh user signed in through the /login form (for the tests of signing in). */
export function signUpAndSignIn(page: Page, name = "Malika"): Promise<void> {
  return signInFresh(page, name, "parents");
}

/** A fresh user signed in without typing into the form (steps.ts), on the home page. */
export function signUpSignedIn(page: Page, name = "Malika"): Promise<void> {
  return signInWithoutForm(page, name, "parents");
}

/** The same without opening the home page, for a test whose next step opens a page of its own. */
export function signUpWithSession(page: Page, name = "Malika"): Promise<void> {
  return signInWithoutForm(page, name, "parents", { home: false });
}

/** Today's date on the Asia/Tashkent calendar (the product's calendar), minus whole months. */
export function monthsAgo(months: number): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date()).split("-").map(Number);
  const index = year * 12 + (month - 1) - months;
  // Day 28 at most, so the date exists in every month and the age in months is exact.
  const safeDay = Math.min(day, 28);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-${String(safeDay).padStart(2, "0")}`;
}

/** Creates a child through the API with the browser's session cookie. */
export async function addChild(page: Page, data: Record<string, unknown>): Promise<{ id: string; name: string }> {
  const response = await page.request.post("/api/client/children", { data, headers: SAME_ORIGIN });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * A child whose plan for today holds a game: the plan is drawn per child and day (a seeded draw,
 * docs/daily-plan.md), so when one child's has none, another child is added and selected.
 */
export async function addChildWithGameToday(page: Page, data: Record<string, unknown>): Promise<{ id: string; name: string }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const child = await addChild(page, data);
    expect((await page.request.patch(`/api/client/children/active/${child.id}`, { headers: SAME_ORIGIN })).status()).toBe(200);
    const plan = (await (await page.request.get("/api/client/activities/dashboard")).json()) as Array<{ type: string }>;
    if (plan.some((activity) => activity.type === "interactive")) return child;
  }
  throw new Error("no child's plan for today held a game in 10 tries");
}

interface CatalogueRound {
  question: string;
  answer: string | number;
  options: Array<{ label: string; value: string | number }>;
}

export interface CatalogueActivity {
  slug: string;
  category: string;
  title: string;
  type: string;
  durationMinutes: number;
  minAgeMonths: number;
  maxAgeMonths: number;
  content: { gameType?: string; rounds?: CatalogueRound[]; steps?: string[]; hasTimer?: boolean; checklist?: string[] };
}

export function catalogue(): CatalogueActivity[] {
  const dir = path.join(process.cwd(), "prisma/catalogue/activities");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CatalogueActivity[]);
}

/** An activity's texts in Russian or English (prisma/catalogue/translations), not our code's. */
function translationOf(slug: string, locale: "ru" | "en"): { title: string; rounds?: { options: string[] }[] } {
  const dir = path.join(process.cwd(), "prisma/catalogue/translations", locale);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "categories.json")) {
    const texts = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, { title: string; rounds?: { options: string[] }[] }>;
    if (texts[slug]) return texts[slug];
  }
  throw new Error(`${slug} has no ${locale} texts`);
}

/** The Russian or English title of an activity. */
export function translatedTitle(slug: string, locale: "ru" | "en"): string {
  return translationOf(slug, locale).title;
}

/** The option labels of each round of a game in a language, in the Uzbek options' order. */
export function optionLabels(game: CatalogueActivity, locale: "uz" | "ru" | "en"): string[][] {
  if (locale === "uz") return game.content.rounds!.map((round) => round.options.map((option) => option.label));
  const rounds = translationOf(game.slug, locale).rounds;
  if (!rounds) throw new Error(`${game.slug} has no ${locale} rounds`);
  return rounds.map((round) => round.options);
}

/** Plays a quiz to its end as a child does, the first round wrong once; the score it stores. */
export async function playQuiz(page: Page, game: CatalogueActivity, locale: "uz" | "ru"): Promise<number> {
  const p = PARENTS[locale];
  const rounds = game.content.rounds!;
  const labels = optionLabels(game, locale);
  // Opening the page records the start (through the outbox).
  await expect(page.getByText(p.status_started).first()).toBeVisible();
  for (let i = 0; i < rounds.length; i++) {
    await expect(page.getByText(fill(p.roundOf, { n: i + 1, total: rounds.length }))).toBeVisible();
    const right = rounds[i].options.findIndex((option) => option.value === rounds[i].answer);
    const feedback = page.locator("[data-feedback]");
    if (i === 0) {
      await page.getByRole("button", { name: labels[i][right === 0 ? 1 : 0], exact: true }).click();
      await expect(feedback).toHaveAttribute("data-feedback", "tryAgain");
    }
    await page.getByRole("button", { name: labels[i][right], exact: true }).click();
    await expect(feedback).toHaveAttribute("data-feedback", "right");
    await page.getByRole("button", { name: `${i + 1 < rounds.length ? p.nextRound : p.seeResult} →` }).click();
  }
  await expect(page.getByRole("heading", { name: p.gameOver })).toBeVisible();
  return Math.round((100 * (rounds.length - 1)) / rounds.length);
}

export function fitsAge(activity: CatalogueActivity, ageMonths: number): boolean {
  return activity.minAgeMonths <= ageMonths && ageMonths <= activity.maxAgeMonths;
}

/** Opens an activity the way a parent does: its category chip on /activities, then its title. */
export async function openActivity(page: Page, activity: CatalogueActivity): Promise<void> {
  await page.goto(`/activities?category=${activity.category}`);
  // The link also holds the category and status, so it is found by its exact title text.
  await page.getByRole("link").filter({ has: page.getByText(activity.title, { exact: true }) }).click();
  await expect(page.getByRole("heading", { level: 1, name: activity.title })).toBeVisible();
}

export function screenshot(page: Page, name: string): Promise<void> {
  return savePageScreenshot(page, name);
}
