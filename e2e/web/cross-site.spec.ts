// Cookie writes from other sites (docs/security.md, "Cross-site requests"). A page on another
// origin of the same site (here 127.0.0.1 on another port; in production a sibling subdomain)
// gets the session cookie sent with its form posts, SameSite=Lax notwithstanding. It must not
// be able to spend the farmer's soil quota or change anything.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { signUpSignedIn } from "../fixtures/farmers-helpers";

// A valid submission: without the check it is analysed (200) and a report is stored.
const payload = JSON.stringify({
  fieldId: "yot-dala",
  location: "Buxoro",
  area: 1,
  irrigationType: "ariqqa",
  lastCrops: [{ year: new Date().getFullYear() - 1, crop: "paxta", yield: "o'rtacha" }],
  farmerObservations: "Tuproq qattiq.",
});

test("a form posted from another origin with the cookie is refused with 403 and stores nothing", async ({ page, baseURL }) => {
  await signUpSignedIn(page, "Rustam");
  const escaped = payload.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const attacker = http.createServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><form id="f" method="post" enctype="multipart/form-data" action="${baseURL}/api/soil/analyze">
      <input type="hidden" name="payload" value="${escaped}"></form><script>document.getElementById("f").submit()</script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  try {
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/soil/analyze"));
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    const response = await answer;
    // 403 (not 401) shows the cookie was sent, and refused for where the request came from.
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: "cross_site_request" });
  } finally {
    attacker.close();
  }
  await page.goto(baseURL!);
  const reports = await page.evaluate(async () => (await fetch("/api/soil/reports")).json());
  expect(reports).toEqual([]);
});
