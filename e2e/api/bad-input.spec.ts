// Bad input that never reaches our route handlers, over real HTTP on the production server
// (docs/security.md, "Bad input"): a path that does not decode (our server, scripts/bad-path.mjs)
// and a server action from another origin (proxy.ts). Both were a 500.
import { expect, test } from "@playwright/test";

const child = "5f0e8a8e-4a43-4f8a-9d55-6b1f1c2d3e4f";
const badApiPaths = [
  "/api/client/children/%C0%AF/summary",
  `/api/client/children/${child}/vaccinations/%C0%AF`,
  "/api/soil/reports/%C0%AF/plan",
  "/api/soil/reports/%C0%AF/plan/calendar",
  "/api/calendar/%C0%AF",
  "/api/soil/photos/%E0%A4%A",
  "/api/auth/sessions/%",
];

for (const path of badApiPaths) {
  test(`GET ${path}: a 400 problem in the reader's language`, async ({ request }) => {
    const res = await request.get(path, { headers: { "Accept-Language": "ru" } });
    expect(res.status()).toBe(400);
    expect(res.headers()["content-type"]).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 400, code: "validation_failed", detail: "Неверный адрес." });
  });
}

for (const path of ["/children/%C0%AF", "/children/%C0%AF/growth", "/soil/reports/%C0%AF/plan", "/%E0%A4%A"]) {
  test(`GET ${path}: the not-found page`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a server action posted from another origin: 403, as route() answers a cross-site write", async ({ request }) => {
  const res = await request.post("/login", {
    headers: { Origin: "http://evil.example", "Next-Action": "0123456789abcdef0123456789abcdef01234567", "Content-Type": "text/plain;charset=UTF-8" },
    data: "[]",
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ status: 403, code: "cross_site_request" });
});
