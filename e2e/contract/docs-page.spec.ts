// /docs renders the OpenAPI document in a real browser under the strict nonce-based CSP of
// proxy.ts, with no violation reported and nothing fetched from another origin (offline).
import { expect, test } from "@playwright/test";

test("the API reference renders offline without CSP violations", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });

  const response = await page.goto("/docs");
  expect(response?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  await expect(page.getByRole("heading", { name: "Oila va Dala API", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Children" }).first().click();
  await expect(page.getByText("Create a child profile").first()).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(foreign).toEqual([]);
});
