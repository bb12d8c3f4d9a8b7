// The service worker: registered in production, pages opened online read again offline.
import { expect, test } from "@playwright/test";
import { addChild, monthsAgo, signUpAndSignIn } from "./parents-helpers";
import { expectCached, waitForWorker } from "./offline-helpers";

test("the service worker controls the page and /today reloads offline", async ({ page, context }) => {
  await signUpAndSignIn(page);
  await addChild(page, { name: "Dilnoza", birthDate: monthsAgo(36), gender: "female" });
  await page.goto("/today");
  await waitForWorker(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(scriptURL!).pathname).toBe("/sw.js");
  // This visit happened before the worker took control; the next one is stored.
  await page.reload();
  await expectCached(page, "pages", "/today");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Bugungi reja" })).toBeVisible();
  await expect(page.getByText("Dilnoza", { exact: true })).toBeVisible();
});
