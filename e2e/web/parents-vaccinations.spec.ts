// The vaccinations page on a phone: a newborn's birth dose marked and undone, the next dose on
// the child card and /today, the calendar feed; a 3-year-old's first visit ("were all vaccines
// given on time?"), folded age groups and a corrected date; the catch-up list and "not needed".
// Every state passes axe.
import { expect, test, type Page } from "@playwright/test";
import { addChild, expectAccessible, monthsAgo, screenshot, signUpAndSignIn } from "./parents-helpers";

const tashkentToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const plusDays = (isoDay: string, days: number) => {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const groupHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name, exact: true });
const group = (page: Page, name: string) => page.locator("details").filter({ has: groupHeading(page, name) });

test("mark a vaccine given and see the next dose on /today", async ({ page }) => {
  await signUpAndSignIn(page);
  const child = await addChild(page, { name: "Zarina", birthDate: tashkentToday(), gender: "female" });

  await page.goto(`/children/${child.id}`);
  await page.getByRole("link", { name: "Emlashlar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Zarinaning emlashlari" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Poliklinikangiz belgilagan jadval birinchi o'rinda");
  await expect(page.getByTestId("next-dose")).toContainText("Gepatit B, 1-doza");
  // Born today: nothing is past yet, so no first-visit question.
  await expect(page.getByTestId("first-visit")).toHaveCount(0);
  await expectAccessible(page);

  const hepB = page.getByRole("listitem", { name: "Gepatit B, 1-doza" });
  await expect(hepB).toContainText("Kartada: VGV");
  // The date starts at the due date (today is the birth dose's due date), and the words are "Emlangan".
  await expect(hepB.getByLabel("Emlangan sana")).toHaveValue(tashkentToday());
  await hepB.getByRole("button", { name: "Emlandi deb belgilash: Gepatit B, 1-doza" }).click();
  await expect(hepB.getByText("Emlangan", { exact: true })).toBeVisible();
  await expect(page.getByTestId("next-dose")).toContainText("Sil (BSJ), 1-doza");
  await expectAccessible(page);
  await screenshot(page, "vaccinations");

  await page.goto("/today");
  await expect(page.getByTestId("next-dose")).toContainText("Navbatdagi emlash: Sil (BSJ), 1-doza");
  await page.goto("/children");
  await expect(page.getByTestId("next-dose")).toContainText("Sil (BSJ), 1-doza");
  await expectAccessible(page);

  // Undo brings the birth dose back as the next one.
  await page.goto(`/children/${child.id}/vaccinations`);
  await hepB.getByRole("button", { name: "Belgini bekor qilish: Gepatit B, 1-doza" }).click();
  await expect(page.getByTestId("next-dose")).toContainText("Gepatit B, 1-doza");

  // Calendar reminders: a webcal:// subscribe link to a feed that answers text/calendar, naming
  // the child as the parent chose (first name by default, here initials).
  await expect(page.getByRole("radio", { name: "Ismi: Zarina" })).toBeChecked();
  await page.getByRole("radio", { name: "Bosh harflari: Z." }).check();
  await page.getByRole("button", { name: "Kalendar havolasini yaratish" }).click();
  const subscribe = page.getByRole("link", { name: "Kalendarga obuna bo'lish" });
  await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectAccessible(page);
  const href = (await subscribe.getAttribute("href"))!;
  const feed = await page.request.get(href.replace(/^webcal:\/\/[^/]+/, ""));
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR\r\n");
  expect(await feed.text()).toContain("X-WR-CALNAME:Z.: emlashlar");
  expect(feed.headers()["referrer-policy"]).toBe("no-referrer");
  await page.getByRole("button", { name: "Havolani o'chirish" }).click();
  await expect(page.getByRole("button", { name: "Kalendar havolasini yaratish" })).toBeVisible();
  expect((await page.request.get(href.replace(/^webcal:\/\/[^/]+/, ""))).status()).toBe(404);
});

test("a 3-year-old's first visit: all given on time in one step, folded groups, a corrected date", async ({ page }) => {
  await signUpAndSignIn(page);
  const child = await addChild(page, { name: "Bobur", birthDate: monthsAgo(36), gender: "male" });
  // The children list invites to mark the past doses, with no count of "missed" ones.
  await page.goto("/children");
  await expect(page.getByTestId("next-dose")).toContainText("Oldingi emlashlar hali belgilanmagan");
  await page.goto(`/children/${child.id}/vaccinations`);

  const question = page.getByTestId("first-visit");
  await expect(question.getByRole("heading", { name: "Hozirgacha barcha emlashlar o'z vaqtida qilinganmi?" })).toBeVisible();
  // No alarm for the 2023 birth dose: it is never the next vaccine.
  await expect(page.getByTestId("next-dose")).not.toContainText("Gepatit B");
  await expect(page.getByTestId("next-dose")).toContainText("Qizamiq, qizilcha, tepki (parotit), 2-doza");
  // The first screen is the question and folded groups, not some 25 open doses (about 6,000 px before).
  expect(await pageHeight(page)).toBeLessThan(3000);
  await expectAccessible(page);

  await question.getByRole("button", { name: "Ha, hammasi o'z vaqtida" }).click();
  await expect(page.getByTestId("first-visit")).toHaveCount(0);
  await expect(page.getByTestId("catch-up")).toHaveCount(0);
  await expect(page.getByText(/dozadan \d+ tasi belgilangan/)).toBeVisible();
  // Every group with only marked doses is folded: the page is short on a phone.
  const birth = group(page, "Tug'ilganda");
  await expect(birth).not.toHaveAttribute("open");
  expect(await pageHeight(page)).toBeLessThan(3000);
  await expectAccessible(page);
  await screenshot(page, "vaccinations-on-time");

  // Correct one date: the BCG was given a few days late.
  await groupHeading(page, "Tug'ilganda").click();
  const bcg = page.getByRole("listitem", { name: "Sil (BSJ), 1-doza" });
  await expect(bcg).toContainText("o'z vaqtida");
  await bcg.getByText("Sanani tuzatish").click();
  const late = plusDays(monthsAgo(36), 6);
  await bcg.getByLabel("Emlangan sana").fill(late);
  await bcg.getByRole("button", { name: "Sanani saqlash: Sil (BSJ), 1-doza" }).click();
  await expect(page.getByRole("listitem", { name: "Sil (BSJ), 1-doza" })).toContainText("Emlangan sana:");
  await expect(page.getByRole("listitem", { name: "Sil (BSJ), 1-doza" })).not.toContainText("o'z vaqtida");
  await expectAccessible(page);
});

test("the catch-up list, a date that starts at the due date, and a dose the clinic does not give", async ({ page }) => {
  await signUpAndSignIn(page);
  const child = await addChild(page, { name: "Laylo", birthDate: monthsAgo(36), gender: "female" });
  await page.goto(`/children/${child.id}/vaccinations`);
  await page.getByRole("link", { name: "Yo'q yoki bilmayman: bittalab belgilayman" }).click();

  const catchUp = page.getByTestId("catch-up");
  await expect(catchUp.getByRole("heading", { name: "Poliklinikadan tezroq so'rang" })).toBeVisible();
  await expect(catchUp).toContainText("Pnevmokokk, 3-doza (Kartada: PKV)");
  // The card's own letters next to our names: BSJ for BCG.
  await expect(catchUp).toContainText("Sil (BSJ), 1-doza (Kartada: BSJ)");
  await expect(catchUp).not.toContainText("Gepatit B, 1-doza");
  // One list to take to the clinic, the groups folded below it: short on a phone.
  expect(await pageHeight(page)).toBeLessThan(4000);
  await expectAccessible(page);
  await screenshot(page, "vaccinations-catch-up");

  // A catch-up entry opens its dose: BCG carries the Mantoux note.
  await catchUp.getByRole("link", { name: "Sil (BSJ), 1-doza" }).click();
  await expect(page.getByRole("listitem", { name: "Sil (BSJ), 1-doza" })).toContainText("Mantu");
  // Past their age: said calmly, never "overdue".
  await groupHeading(page, "2 oylik").click();
  await expect(page.getByRole("listitem", { name: "Rotavirus, 1-doza" })).toContainText("Bu yoshda endi qilinmaydi; poliklinikadan so'rang.");

  // An old dose's date field starts at its due date, never today.
  await page.getByTestId("catch-up").getByRole("link", { name: "Pnevmokokk, 3-doza" }).click();
  const pcv3 = page.getByRole("listitem", { name: "Pnevmokokk, 3-doza" });
  await expect(pcv3.getByLabel("Emlangan sana")).toHaveValue(monthsAgo(24));
  await expectAccessible(page);

  await pcv3.getByRole("button", { name: "Kerak emas: poliklinika boshqa jadval bo'yicha: Pnevmokokk, 3-doza" }).click();
  await expect(page.getByRole("listitem", { name: "Pnevmokokk, 3-doza" }).getByText("Kerak emas", { exact: true })).toBeVisible();
  await expect(page.getByTestId("catch-up")).not.toContainText("Pnevmokokk, 3-doza");
  await expectAccessible(page);
});
