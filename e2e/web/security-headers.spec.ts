import { expect, test } from "@playwright/test";

test("pages carry a nonce-based CSP and run without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/login");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  // The client-side form works, so the nonce reached Next's scripts.
  await page.getByLabel("Elektron pochta").fill("nobody@example.com");
  await page.getByLabel("Parol").fill("wrong-password");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "noto'g'ri" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the session cookie is httpOnly, Secure and SameSite=Lax in production", async ({ page, context }) => {
  const email = `cookie-${Date.now()}@example.com`;
  await context.request.post("/api/auth/register", { data: { email, password: "cookie-pass-1", name: "Olim" } });
  await page.goto("/login");
  await page.getByLabel("Elektron pochta").fill(email);
  await page.getByLabel("Parol").fill("cookie-pass-1");
  await page.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("heading", { name: "Xush kelibsiz, Olim!" })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === "__Secure-next-auth.session-token");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
});
