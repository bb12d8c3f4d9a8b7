// A new service worker waits for the user ("Yangilash") and then takes over with a reload; the
// previous user's pages go on sign-out and when a session has expired.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { addChild, monthsAgo, signUpSignedIn } from "./parents-helpers";
import { cacheSizes, openUnderWorker, waitForWorker } from "./offline-helpers";

// The next deployment's worker: the built public/sw.js plus these lines, written over it for the
// duration of the test (the server reads public files at each request) and then put back.
const NEXT_VERSION = `;self.addEventListener("message", (event) => { if (event.data?.type === "VERSION") event.ports[0].postMessage("next"); });`;

test("a new version is offered in a banner and takes control only after 'Yangilash'", async ({ page }) => {
  await page.goto("/login");
  await waitForWorker(page);
  const built = readFileSync("public/sw.js", "utf8");
  try {
    writeFileSync("public/sw.js", built + NEXT_VERSION);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const banner = page.getByRole("status").filter({ hasText: "Ilovaning yangi versiyasi tayyor" });
    await expect(banner).toBeVisible();
    // Until then the page stays with the worker that served it.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(true);
    expect(await askVersion(page)).toBe("none");

    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Yangilash" }).click();
    await reloaded;
    await waitForWorker(page);
    expect(await askVersion(page)).toBe("next");
    await expect(banner).toHaveCount(0);
  } finally {
    writeFileSync("public/sw.js", built);
  }
});

test("signing out empties the caches of the user's pages and media", async ({ page, context }) => {
  await signUpSignedIn(page);
  await addChild(page, { name: "Dilnoza", birthDate: monthsAgo(36), gender: "female" });
  // Pictures and sounds answer 5 s late (the worker's own requests too), so sign-out happens
  // while /today's worker is still fetching them ahead: what arrives afterwards must not land
  // in a cache that was just emptied.
  let delivered = 0;
  await context.route("**/api/client/activities/files/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue().catch(() => {}); // aborted by sign-out: nothing to continue
    delivered += 1;
  });
  await openUnderWorker(page, "/today");

  await page.goto("/");
  await page.getByRole("button", { name: "Chiqish" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => delivered, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1000); // time for a late answer to be written, if anything writes it
  const left = await cacheSizes(page);
  for (const name of ["pages", "activity-media", "soil-photos"]) expect(left[name] ?? 0, name).toBe(0);
  // What stays is the same for everyone: the app's files and the offline page.
  expect(Object.keys(left).some((name) => name.includes("precache"))).toBe(true);

  // Offline, the next person sees the offline page, not Dilnoza's plan.
  await context.setOffline(true);
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1, name: "Internet yo'q" })).toBeVisible();
  await expect(page.getByText("Dilnoza")).toHaveCount(0);
});

test("an expired session empties the caches when the sign-in page opens", async ({ page, context }) => {
  await signUpSignedIn(page);
  await addChild(page, { name: "Dilnoza", birthDate: monthsAgo(36), gender: "female" });
  await openUnderWorker(page, "/today");

  await context.clearCookies();
  await page.goto("/today");
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await cacheSizes(page)).pages ?? 0).toBe(0);
});

/** The answer of the controlling worker to { type: "VERSION" }: "none" when it has no answer. */
function askVersion(page: import("@playwright/test").Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: "VERSION" }, [channel.port2]);
        setTimeout(() => resolve("none"), 1000);
      }),
  );
}
