// Forms never put what was typed into a URL (docs/security.md, "Forms"): sign-in and sign-up
// work with JavaScript off, a tap before the page's scripts have loaded posts the form instead of
// sending the password in the address, and every form the app renders posts (or is a marked
// search form).
import { randomUUID } from "node:crypto";
import { expect, test, type Page, type Request } from "@playwright/test";
import { addChild, monthsAgo, signUpAndSignIn } from "./parents-helpers";
import { analyzeViaApi } from "../fixtures/farmers-helpers";

test("with JavaScript off, a parent signs up, signs out, and signs in (a wrong password first)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "uz-UZ" });
  const page = await context.newPage();
  const email = `nojs-${randomUUID()}@example.com`;
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.goto("/register");
  await page.getByLabel("Ismingiz").fill("Gulnora");
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill("gulnora-parol-1");
  // Without the privacy consent the server says so and keeps what was typed.
  await page.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page.getByText("Ro'yxatdan o'tish uchun qoidalarga rozilik bering.")).toBeVisible();
  await expect(page.getByLabel("Elektron pochta")).toHaveValue(email);
  await page.getByLabel("Parol").fill("gulnora-parol-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page.getByRole("heading", { name: "Xush kelibsiz, Gulnora!" })).toBeVisible();

  await page.getByRole("button", { name: "Chiqish" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill("wrong-password");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("alert")).toHaveText("Elektron pochta yoki parol noto'g'ri.");
  await page.getByLabel("Parol").fill("gulnora-parol-1");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("heading", { name: "Xush kelibsiz, Gulnora!" })).toBeVisible();

  expect(urls.filter((url) => /password|parol|email=/i.test(url))).toEqual([]);
  await context.close();
});

/** Holds every script of the app until `release()`: the page is as a slow phone first shows it. */
async function holdScripts(page: Page) {
  const held: Array<() => void> = [];
  let released = false;
  await page.route("**/_next/static/**/*.js", async (route) => {
    if (!released) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue().catch(() => undefined);
  });
  return () => {
    released = true;
    for (const resolve of held.splice(0)) resolve();
  };
}

for (const mode of ["login", "register"] as const) {
  test(`a tap on ${mode} before the scripts have loaded posts the form; no request carries the password in its URL`, async ({ page, request }) => {
    const email = `early-${randomUUID()}@example.com`;
    const password = `early-secret-${randomUUID().slice(0, 8)}`;
    if (mode === "login") expect((await request.post("/api/auth/register", { data: { email, password, name: "Sardor" } })).status()).toBe(201);
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));
    const release = await holdScripts(page);
    await page.goto(`/${mode}`, { waitUntil: "commit" });
    await page.getByLabel("Parol").waitFor();
    if (mode === "register") {
      await page.getByLabel("Ismingiz").fill("Sardor");
      await page.getByRole("checkbox").check();
    }
    await page.getByLabel("Elektron pochta").fill(email);
    await page.getByLabel("Parol").fill(password);
    await page.getByRole("button", { name: mode === "login" ? "Kirish" : "Ro'yxatdan o'tish" }).click();
    await expect(page.getByRole("heading", { name: "Xush kelibsiz, Sardor!" })).toBeVisible();
    release();
    for (const r of requests) {
      expect(r.url(), "a URL with the password").not.toContain(password);
      expect(r.url()).not.toMatch(/[?&](password|email)=/);
    }
    const post = requests.find((r) => r.method() === "POST" && new URL(r.url()).pathname === `/${mode}`);
    expect(post, "the form was posted to its page (a server action)").toBeTruthy();
  });
}

/** Every same-origin page reachable by links from `start` (ids collapsed, so one page per kind). */
async function crawl(page: Page, start: string[], limit = 60): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...start];
  const visited: string[] = [];
  const kind = (path: string) => path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id");
  while (queue.length > 0 && visited.length < limit) {
    const path = queue.shift()!;
    if (seen.has(kind(path))) continue;
    seen.add(kind(path));
    const response = await page.goto(path);
    if (!response || response.status() >= 400) continue;
    visited.push(new URL(page.url()).pathname);
    const links = await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href")!));
    for (const href of links) {
      const next = new URL(href, page.url());
      if (!next.pathname.startsWith("/api/") && !next.pathname.startsWith("/_next/") && !seen.has(kind(next.pathname))) queue.push(next.pathname + next.search);
    }
  }
  return visited;
}

test("every form the app renders posts, or is a search form marked as one", async ({ page }) => {
  test.setTimeout(180_000);
  const bad: string[] = [];
  const check = async (where: string) => {
    const forms = await page.locator("form").evaluateAll((list) =>
      list.map((form) => ({ method: (form.getAttribute("method") ?? "").toLowerCase(), role: form.getAttribute("role"), html: form.outerHTML.slice(0, 120) })),
    );
    for (const form of forms) if (form.method !== "post" && !(form.method === "get" && form.role === "search")) bad.push(`${where}: ${form.html}`);
    return forms.length;
  };
  let count = 0;
  for (const path of ["/login", "/register", "/privacy"]) {
    await page.goto(path);
    count += await check(path);
  }
  await signUpAndSignIn(page, "Shahnoza");
  const child = await addChild(page, { name: "Bobur", birthDate: monthsAgo(30), gender: "male" });
  // Two reports of one field, so that its page offers the comparison (a GET search form).
  for (const observation of ["Tuproq qattiq.", "Sho'r dog'lar bor."]) {
    await analyzeViaApi(page, {
      fieldId: "forma-dala",
      location: "Buxoro",
      area: 2,
      irrigationType: "ariqqa",
      lastCrops: [{ year: new Date().getFullYear() - 1, crop: "paxta", yield: "o'rtacha" }],
      farmerObservations: observation,
    });
  }
  const pages = await crawl(page, ["/", "/today", "/children", `/children/${child.id}`, "/activities", "/soil", "/soil/new", "/account/sessions"]);
  for (const path of pages) {
    await page.goto(path);
    count += await check(path);
  }
  expect(pages.length).toBeGreaterThan(10);
  expect(count).toBeGreaterThan(10);
  expect(pages.some((p) => p.endsWith("/compare") || p.startsWith("/soil/fields/"))).toBe(true);
  expect(bad).toEqual([]);
});
