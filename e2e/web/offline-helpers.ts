// Shared steps of the offline (service worker) browser tests.
import { expect, type Page } from "@playwright/test";

/**
 * Waits until the service worker is active and controls this page. A page whose navigation began
 * while the first worker was still activating is created after the worker's clients.claim() and
 * stays uncontrolled until it is loaded again (Chromium, seen in about 1 run in 8); a user's next
 * visit is controlled, so the test reloads it as that visit.
 */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  // A plain predicate: waitForFunction does not await a promise (an async one is "truthy" at once).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

/** The names of the Cache Storage caches and how many entries each holds. */
export async function cacheSizes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const sizes: Record<string, number> = {};
    for (const name of await caches.keys()) sizes[name] = (await (await caches.open(name)).keys()).length;
    return sizes;
  });
}

/** Waits until the given URL path is stored in the named runtime cache. */
export async function expectCached(page: Page, cacheName: string, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, wanted]) => {
          const cache = await caches.open(name);
          return (await cache.keys()).some((request) => new URL(request.url).pathname === wanted);
        },
        [cacheName, path] as const,
      ),
    )
    .toBe(true);
}

/**
 * Opens a page online so that it can be opened again offline: the first visit installs the
 * worker, the reload goes through it and leaves the page in the "pages" cache.
 */
export async function openUnderWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForWorker(page);
  await page.reload();
  await expectCached(page, "pages", path);
}
