// Pages opened online read again offline (the service worker, app/sw.ts): the parents' pages,
// a soil report with its photo, today's activities fetched ahead, and the offline page for a
// page never opened.
import { expect, test } from "@playwright/test";
import { analyzeViaApi, dryPhoto } from "../fixtures/farmers-helpers";
import { addChild, monthsAgo, signUpWithSession } from "./parents-helpers";
import { expectCached, waitForWorker } from "./offline-helpers";

test("parents' pages opened online reload offline, client navigation falls back to the cache, others show the offline page", async ({ page, context }) => {
  await signUpWithSession(page);
  const child = await addChild(page, { name: "Dilnoza", birthDate: monthsAgo(20), gender: "female", weight: 3.2, height: 49 });
  await page.goto("/today");
  await waitForWorker(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(scriptURL!).pathname).toBe("/sw.js");
  // The first visit came before the worker took control; from now on pages are stored.
  for (const path of ["/today", "/children", `/children/${child.id}`]) {
    await page.goto(path);
    await expectCached(page, "pages", path);
  }
  await page.goto("/today");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Bugungi reja" })).toBeVisible();
  await expect(page.getByText("Dilnoza", { exact: true })).toBeVisible();
  // A menu link is a client navigation (an RSC request): offline it becomes a full page load,
  // which the worker answers from its copy.
  await page.getByRole("navigation", { name: "Asosiy menyu" }).getByRole("link", { name: "Bolalar" }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByRole("link", { name: "O'sish grafigi: Dilnoza" })).toBeVisible();
  await page.goto(`/children/${child.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dilnoza: o'sish" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Yoshga nisbatan vazn" })).toContainText("3,2 kg");

  // Never opened online: the offline page, in Uzbek, with the address kept for a retry.
  await page.goto("/children/new");
  await expect(page.getByRole("heading", { level: 1, name: "Internet yo'q" })).toBeVisible();
  await expect(page).toHaveURL(/\/children\/new$/);
  await context.setOffline(false);
  await page.getByRole("button", { name: "Qayta urinish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Internet yo'q" })).toHaveCount(0);
});

test("today's activities and their pictures are stored for offline play without being opened", async ({ page, context }) => {
  await signUpWithSession(page);
  await addChild(page, { name: "Jasur", birthDate: monthsAgo(50), gender: "male" });
  await page.goto("/today");
  await waitForWorker(page);
  await page.reload();
  const links = page.getByRole("main").getByRole("listitem").getByRole("link");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) await expectCached(page, "pages", href);
  // The last activity's pictures and sounds (asset IDs in its content) are stored too.
  const last = hrefs[hrefs.length - 1];
  const details = await page.request.get(`/api/client/activities/details/${last.split("/").pop()}`, { headers: { "accept-language": "uz" } });
  const { title, content } = await details.json();
  const media = assetIds(content).map((id) => `/api/client/activities/files/${id}`);
  for (const path of media) await expectCached(page, "activity-media", path);

  await context.setOffline(true);
  await page.goto(last);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Its pictures come from the cache: each one shown is decoded, none broken.
  const images = page.locator('img[src^="/api/client/activities/files/"]');
  expect(media.length === 0 || (await images.count()) > 0).toBe(true);
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
});

const submission = {
  fieldId: "dala-offline",
  fieldName: "Ariq bo'yidagi dala",
  location: { lat: 39.65, lng: 66.96 },
  area: 2.5,
  lastCrops: [{ year: 2024, crop: "paxta", yield: "o'rtacha" }],
  irrigationType: "ariqqa",
  farmerObservations: "Yer qattiq, sug'organdan keyin oq dog'lar paydo bo'ladi.",
  labResults: null,
};

test("a soil report and the soil form opened online reload offline, the report with its photo", async ({ page, context }) => {
  await signUpWithSession(page, "Rustam");
  const photo = await dryPhoto();
  const report = await analyzeViaApi(page, { ...submission, photos: [{ mimeType: "image/jpeg", data: photo.buffer.toString("base64") }] });
  await page.goto("/soil");
  await waitForWorker(page);
  await page.goto("/soil/new");
  await expectCached(page, "pages", "/soil/new");
  await page.goto(`/soil/reports/${report.reportId}`);
  await expectCached(page, "pages", `/soil/reports/${report.reportId}`);
  const image = page.getByRole("img", { name: "Tuproq rasmi 1" });
  await expect(image).toBeVisible();
  await expectCached(page, "soil-photos", new URL(report.details.photos[0].url, page.url()).pathname);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Tuproq hisoboti" })).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The form runs in the browser: its first step works offline too.
  await page.goto("/soil/new");
  await expect(page.getByLabel("Dala nomi")).toBeEditable();
});

/** Asset IDs in an activity's content: main image and voice, round and option pictures. */
function assetIds(content: any): string[] {
  const ids = [content.image, content.audio];
  for (const round of content.rounds ?? []) ids.push(round.media, ...round.options.map((option: any) => option.image));
  return [...new Set(ids.filter(Boolean))];
}
