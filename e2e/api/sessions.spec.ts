// Sessions end at once on the production server (docs/security.md, "Sessions"): an app's
// logout kills its access token, and a password change made from the app signs the browser out.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAccessible, SAME_ORIGIN } from "../fixtures/steps";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test("the app's logout ends its session: the access token is refused at once", async ({ request }) => {
  const email = `logout-${randomUUID()}@example.com`;
  await request.post("/api/auth/register", { data: { email, password: "mobile-pass-1", name: "Jasur" } });
  const tokens = await (await request.post("/api/auth/token", { data: { email, password: "mobile-pass-1" } })).json();
  expect((await request.get("/api/auth/me", { headers: auth(tokens.accessToken) })).status()).toBe(200);
  expect((await request.post("/api/auth/logout", { data: { refreshToken: tokens.refreshToken } })).status()).toBe(204);
  expect((await request.get("/api/auth/me", { headers: auth(tokens.accessToken) })).status()).toBe(401);
});

test("a password change in the app signs the browser out; the sessions page ends the other devices", async ({ browser, request }) => {
  const email = `devices-${randomUUID()}@example.com`;
  await request.post("/api/auth/register", { data: { email, password: "first-pass-1", name: "Madina" } });
  const context = await browser.newContext({ locale: "uz-UZ" });
  const page = await context.newPage();
  const signIn = async (password: string) => {
    await page.goto("/login");
    await page.getByLabel("Elektron pochta").fill(email);
    await page.getByLabel("Parol").fill(password);
    await page.getByRole("button", { name: "Kirish" }).click();
    await expect(page.getByRole("heading", { name: "Xush kelibsiz, Madina!" })).toBeVisible();
  };
  await signIn("first-pass-1");
  // The mobile app names itself in its User-Agent (docs/api-guide.md, "Sessions").
  const app = await (await request.post("/api/auth/token", { headers: { "User-Agent": "OilaDala/1.4 (Android 13)" }, data: { email, password: "first-pass-1" } })).json();
  const changed = await request.post("/api/auth/password", {
    headers: auth(app.accessToken),
    data: { currentPassword: "first-pass-1", newPassword: "second-pass-2" },
  });
  expect(changed.status()).toBe(204);
  await page.goto("/today");
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again, the browser lists itself and the app, and signs the app out.
  await signIn("second-pass-2");
  await page.getByRole("link", { name: "Qurilmalar" }).click();
  await expect(page.getByRole("heading", { name: "Kirilgan qurilmalar" })).toBeVisible();
  await expect(page.getByText("Shu qurilma", { exact: true })).toBeVisible();
  await expect(page.locator("main").getByRole("listitem")).toHaveCount(2);
  // Each named by what it is, this device's first: never "unknown device".
  const thisDevice = page.getByRole("region", { name: "Shu qurilmada" });
  const otherDevices = page.getByRole("region", { name: "Boshqa qurilmalarda" });
  await expect(thisDevice.getByRole("listitem")).toContainText("Shu brauzer (Chrome) · Android");
  await expect(otherDevices.getByRole("listitem")).toContainText("Oila va Dala ilovasi 1.4 · Android");
  await expect(page.getByText("Noma'lum qurilma")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Boshqa barcha qurilmalardan chiqish" }).click();
  await expect(page.getByText("Boshqa qurilmalardagi seanslar yakunlandi.")).toBeVisible();
  await expect(page.locator("main").getByRole("listitem")).toHaveCount(1);
  expect((await request.get("/api/auth/me", { headers: auth(app.accessToken) })).status()).toBe(401);
  // The browser itself is still signed in.
  expect((await page.request.get("/api/auth/me", { headers: SAME_ORIGIN })).status()).toBe(200);
  await context.close();
});

test("a sign-in from the installed web app is named the installed app; the page itself never claims it before its script runs", async ({ browser, request }) => {
  // As the server sends it, the form's display mode is "unknown": a tap before the page is live says nothing false.
  const html = await (await request.get("/login")).text();
  expect(html).toMatch(/<input[^>]*name="displayMode"[^>]*value="unknown"/);

  const email = `installed-${randomUUID()}@example.com`;
  await request.post("/api/auth/register", { data: { email, password: "home-screen-1", name: "Madina" } });
  // Chromium cannot be told to open a page as an installed app: the page's own question,
  // matchMedia("(display-mode: standalone)"), answers as it does in one.
  const context = await browser.newContext({ locale: "uz-UZ" });
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!query.includes("display-mode: standalone")) return real(query);
      const ignore = () => {};
      return { matches: true, media: query, onchange: null, addEventListener: ignore, removeEventListener: ignore, addListener: ignore, removeListener: ignore, dispatchEvent: () => false } as MediaQueryList;
    };
  });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.locator('input[name="displayMode"]')).toHaveValue("standalone");
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill("home-screen-1");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("heading", { name: "Xush kelibsiz, Madina!" })).toBeVisible();
  await page.goto("/account/sessions");
  const thisDevice = page.getByRole("region", { name: "Shu qurilmada" });
  await expect(thisDevice.getByRole("listitem")).toContainText("Oila va Dala ilovasi (o'rnatilgan) · Android");
  await context.close();

  // The same account signed in from a tab of the browser is that browser.
  const tab = await browser.newContext({ locale: "uz-UZ" });
  const tabPage = await tab.newPage();
  await tabPage.goto("/login");
  await expect(tabPage.locator('input[name="displayMode"]')).toHaveValue("browser");
  await tabPage.getByLabel("Elektron pochta").fill(email);
  await tabPage.getByLabel("Parol").fill("home-screen-1");
  await tabPage.getByRole("button", { name: "Kirish" }).click();
  await expect(tabPage.getByRole("heading", { name: "Xush kelibsiz, Madina!" })).toBeVisible();
  await tabPage.goto("/account/sessions");
  await expect(tabPage.getByRole("region", { name: "Shu qurilmada" }).getByRole("listitem")).toHaveCount(2);
  await expect(tabPage.getByText("Shu brauzer (Chrome) · Android")).toBeVisible();
  await expect(tabPage.getByText("Oila va Dala ilovasi (o'rnatilgan) · Android")).toBeVisible();
  await tab.close();
});
