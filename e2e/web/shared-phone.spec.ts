// A shared phone (docs/security.md, "A shared phone"): after a farmer signs out, nothing of
// theirs can be read back from that browser: not the photo of their field from the HTTP cache
// or the service worker's, not their report page, not an API answer, also after the browser
// was closed and opened again by the next person.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { devices, expect, test, type Page } from "@playwright/test";
import { analyzeViaApi, dryPhoto, signUpAndSignIn } from "../fixtures/farmers-helpers";
import { waitForWorker } from "./offline-helpers";

/** What this browser still gives for `url` without the network (HTTP cache) and through the page. */
async function traces(page: Page, photo: string, report: string) {
  return page.evaluate(
    async ([photoUrl, reportUrl]) => {
      // Only a copy in the HTTP cache answers this (with 200); without one Chromium fails the fetch.
      const httpCache = await fetch(photoUrl, { cache: "only-if-cached", mode: "same-origin" }).then((r) => r.status === 200, () => false);
      const throughWorker = await fetch(photoUrl).then((r) => r.status, () => 0);
      const api = await fetch(reportUrl.replace("/soil/reports/", "/api/soil/reports/")).then((r) => r.status, () => 0);
      const cached: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname);
      }
      return { httpCache, throughWorker, api, cached: cached.filter((p) => p === photoUrl || p === reportUrl || p.startsWith("/api/")) };
    },
    [photo, report] as const,
  );
}

test("after sign-out no earlier user's photo, page or API answer is reachable from the browser", async ({ playwright, launchOptions, baseURL }) => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(path.join(tmpdir(), "shared-phone-"));
  const open = () => playwright.chromium.launchPersistentContext(profile, { ...launchOptions, ...devices["Pixel 7"], baseURL, locale: "uz-UZ" });
  let context = await open();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await signUpAndSignIn(page, "Rustam");
    const photo = await dryPhoto();
    const report = await analyzeViaApi(page, {
      fieldId: "telefon-dala",
      fieldName: "Tomorqa",
      location: "Samarqand",
      area: 0.06,
      irrigationType: "ariqqa",
      lastCrops: [{ year: new Date().getFullYear() - 1, crop: "pomidor", yield: "o'rtacha" }],
      farmerObservations: "Tuproq qattiq.",
      photos: [{ mimeType: photo.mimeType, data: photo.buffer.toString("base64") }],
    });
    const reportPath = `/soil/reports/${report.reportId}`;
    await page.goto(reportPath);
    await waitForWorker(page);
    await page.reload();
    const photoPath = new URL((await page.locator("img[src*='/api/soil/photos/']").first().getAttribute("src"))!, baseURL).pathname;
    await expect.poll(async () => (await traces(page, photoPath, reportPath)).throughWorker).toBe(200);

    await page.goto("/");
    await page.getByRole("button", { name: "Chiqish" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await traces(page, photoPath, reportPath);
    expect(after).toEqual({ httpCache: false, throughWorker: 401, api: 401, cached: [] });
    await page.goto(reportPath);
    await expect(page).toHaveURL(/\/login$/);

    // The next person opens the browser later.
    await context.close();
    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/login");
    expect(await traces(page, photoPath, reportPath)).toEqual({ httpCache: false, throughWorker: 401, api: 401, cached: [] });
    await context.setOffline(true);
    await page.goto(reportPath).catch(() => undefined);
    await expect(page.getByText("Tomorqa")).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
