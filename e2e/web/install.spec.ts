// The app is installable: Chromium reports no installability errors, the manifest says what
// the install sheet shows, and every icon and screenshot is the PNG of the size it claims.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { waitForWorker } from "./offline-helpers";

test("Chromium finds the app installable", async ({ playwright, launchOptions, baseURL }) => {
  // Chromium never offers to install from an incognito profile, which is what Playwright's
  // contexts are: this check runs in a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), "install-profile-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the manifest describes the app in Uzbek and its icons are the PNGs they claim to be", async ({ page }) => {
  await page.goto("/login");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Oila va Dala",
    lang: "uz",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#166534",
    background_color: "#eefbf3",
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.description).toContain("Bolangiz rivoji");
  // The same colour as the browser bar of the pages.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color);

  const purposes = new Set<string>();
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split("x").map(Number);
    await expectPng(page, icon.src, width, height);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  expect([...purposes].sort()).toEqual(["any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"]);
  for (const shot of manifest.screenshots) {
    const [width, height] = shot.sizes.split("x").map(Number);
    await expectPng(page, shot.src, width, height);
    expect(["narrow", "wide"]).toContain(shot.form_factor);
  }
  expect(manifest.screenshots.some((shot: { form_factor: string }) => shot.form_factor === "narrow")).toBe(true);

  // The home-screen icon of iOS and the tab icon.
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  await expectPng(page, apple!, 180, 180);
  const favicon = await page.request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

async function expectPng(page: import("@playwright/test").Page, src: string, width: number, height: number) {
  const response = await page.request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()["content-type"], src).toBe("image/png");
  const metadata = await sharp(await response.body()).metadata();
  expect({ src, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ src, format: "png", width, height });
}
