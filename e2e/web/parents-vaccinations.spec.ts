// The vaccinations page on a phone: a newborn's birth dose marked and undone, the next dose on
// the child card and /today, the calendar feed; a 3-year-old's first visit ("were all vaccines
// given on time?"), folded age groups and a corrected date; late doses as the plan's first visit
// and "not needed"; an unvaccinated child's plan as visits.
// Every state passes axe.
import { expect, test, type Page } from "@playwright/test";
import { SAME_ORIGIN, addChild, expectAccessible, monthsAgo, screenshot, signUpWithSession } from "./parents-helpers";

const tashkentToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const plusDays = (isoDay: string, days: number) => {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const groupHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name, exact: true });
// An age group inside the folded "all doses" list.
const group = (page: Page, name: string) => page.locator("#all-doses details").filter({ has: groupHeading(page, name) });

test("mark a vaccine given and see the next dose on /today", async ({ page }) => {
  await signUpWithSession(page);
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
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Bobur", birthDate: monthsAgo(36), gender: "male" });
  // The children list invites to mark the past doses, with no count of "missed" ones.
  await page.goto("/children");
  await expect(page.getByTestId("next-dose")).toContainText("Oldingi emlashlar hali belgilanmagan");
  await page.goto(`/children/${child.id}/vaccinations`);

  const question = page.getByTestId("first-visit");
  await expect(question.getByRole("heading", { name: "Hozirgacha barcha emlashlar o'z vaqtida qilinganmi?" })).toBeVisible();
  // No alarm for the 2023 birth dose: it is never the next vaccine. Next is today's first catch-up dose (issue 33).
  await expect(page.getByTestId("next-dose")).not.toContainText("Gepatit B, 1-doza");
  await expect(page.getByTestId("next-dose")).toContainText("Ko'kyo'tal, difteriya, qoqshol, 1-doza");
  await expect(page.getByTestId("next-dose")).toContainText("Rejada: bugun.");
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

test("late doses as visit 1 of the plan, a date that starts at the due date, and a dose the clinic does not give", async ({ page }) => {
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Laylo", birthDate: monthsAgo(36), gender: "female" });
  await page.goto(`/children/${child.id}/vaccinations`);
  await page.getByRole("link", { name: "Yo'q yoki bilmayman: bittalab belgilayman" }).click();

  // The late doses are the plan's first visit, today, with the calm "ask the clinic soon" words.
  const visit1 = page.getByTestId("plan-visit").first();
  await expect(visit1).toContainText("1-tashrif · bugun");
  await expect(visit1).toContainText("xavotir olmang");
  // A 3-year-old needs one pneumococcal dose, not the infant course (issue 33).
  await expect(visit1).toContainText("PKV 1 (Pnevmokokk)");
  await expect(page.getByTestId("plan")).not.toContainText("PKV 3");
  // The card's own letters next to our names: BSJ for BCG.
  await expect(visit1).toContainText("BSJ 1 (Sil)");
  // The birth dose is past its age; the hepatitis B dose planned is the catch-up one (hepb-1, same name and number).
  await expect(visit1.getByRole("link", { name: "VGV 1 (Gepatit B)" })).toHaveAttribute("href", /#dose-hepb-1$/);
  // Each dose once, every dose's marks folded below the plan: short on a phone.
  await expect(page.locator("#all-doses")).not.toHaveAttribute("open");
  expect(await pageHeight(page)).toBeLessThan(4000);
  await expectAccessible(page);
  await screenshot(page, "vaccinations-catch-up");

  // A plan entry opens its dose: BCG carries the Mantoux note.
  await visit1.getByRole("link", { name: "BSJ 1 (Sil)" }).click();
  await expect(page.getByRole("listitem", { name: "Sil (BSJ), 1-doza" })).toContainText("Mantu");
  // Past their age: said calmly, never "overdue".
  await groupHeading(page, "2 oylik").click();
  await expect(page.getByRole("listitem", { name: "Rotavirus, 1-doza" })).toContainText("Bu yoshda endi qilinmaydi; poliklinikadan so'rang.");

  // An old dose's date field starts at its due date, never today.
  await page.getByTestId("plan-visit").first().getByRole("link", { name: "PKV 1 (Pnevmokokk)" }).click();
  const pcv1 = page.getByRole("listitem", { name: "Pnevmokokk, 1-doza" });
  await expect(pcv1.getByLabel("Emlangan sana")).toHaveValue(monthsAgo(34));
  await expectAccessible(page);

  await pcv1.getByRole("button", { name: "Kerak emas: poliklinika boshqa jadval bo'yicha: Pnevmokokk, 1-doza" }).click();
  await expect(page.getByRole("listitem", { name: "Pnevmokokk, 1-doza" }).getByText("Kerak emas", { exact: true })).toBeVisible();
  await expect(page.getByTestId("plan")).not.toContainText("PKV 1");
  await expectAccessible(page);
});

test("an unvaccinated 3.5-year-old's catch-up plan as visits, in Uzbek and Russian, on the page and in the summary", async ({ page }) => {
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Sardor", birthDate: monthsAgo(42), gender: "male" });
  await page.goto(`/children/${child.id}/vaccinations?setup=manual`);
  const plan = page.getByTestId("plan");
  const visits = plan.getByTestId("plan-visit");
  // Visit 1 is today and holds one dose of each series, by the card's letters; past infancy the antigens, not penta.
  await expect(visits.first()).toContainText("1-tashrif · bugun");
  for (const letters of ["AKDS 1", "VGV 1", "Hib 1", "OPV 1", "IPV 1", "PKV 1", "QPQ 1", "BSJ 1"]) await expect(visits.first()).toContainText(letters);
  await expect(plan).not.toContainText("AKDS-VGV-Hib");
  await expect(visits.nth(1)).toContainText("2-tashrif");
  await expect(visits.nth(1)).toContainText("AKDS 2");
  await expect(visits.nth(1)).not.toContainText("PKV");
  await expect(page.getByTestId("next-dose")).toContainText("Rejada: bugun.");
  expect(await pageHeight(page)).toBeLessThan(4000);
  await expectAccessible(page);
  await screenshot(page, "vaccinations-plan");

  // Marking visit 1's DTP dose given 10 days ago moves the second DTP dose: 4 weeks after that day.
  const given = plusDays(tashkentToday(), -10);
  expect((await page.request.put(`/api/client/children/${child.id}/vaccinations/dtp-1`, { data: { done: true, date: given }, headers: SAME_ORIGIN })).status()).toBe(200);
  const body = await (await page.request.get(`/api/client/children/${child.id}/vaccinations`)).json();
  const dtp2 = body.plan.find((v: { doses: { id: string }[] }) => v.doses.some((d) => d.id === "dtp-2"));
  expect(dtp2.date).toBe(plusDays(given, 28));

  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(plan.getByRole("heading", { name: "План прививок" })).toBeVisible();
  await expect(visits.first()).toContainText("Визит 1 · сегодня");
  await expect(visits.first()).toContainText("ВГВ 1");
  await expect(page.getByTestId("next-dose")).not.toContainText("г..");
  // Russian words run longer: the catch-up card stays within the same phone budget.
  expect(await pageHeight(page)).toBeLessThan(4000);
  await expectAccessible(page);

  await page.goto(`/children/${child.id}/summary`);
  const summary = page.getByRole("region", { name: "Прививки" });
  await expect(summary.getByTestId("plan-visit").first()).toContainText("Визит 1 · сегодня");
  await expect(summary).toContainText("АКДС 2");
  await expect(summary).not.toContainText("АКДС-ВГВ-Hib 1");
  // The parent's question is the first section the doctor reads.
  const regions = await page.locator("article section[aria-labelledby]").evaluateAll((els) => els.map((el) => el.getAttribute("aria-labelledby")));
  expect(regions[0]).toBe("summary-notes");
  const [clientWidth, scrollWidth] = await page.evaluate(() => [document.documentElement.clientWidth, document.documentElement.scrollWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectAccessible(page);
  await screenshot(page, "visit-summary-plan-ru");
});
