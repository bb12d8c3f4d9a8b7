// The calendar feed over real HTTP against the production build: its Referrer-Policy holds
// against the app-wide header, and a forged Host or X-Forwarded-Host does not change the link.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";

async function parentWithChild(request: APIRequestContext) {
  const email = `feed-${randomUUID()}@example.com`;
  expect((await request.post("/api/auth/register", { data: { email, password: "feed-pass-1", name: "Gulnora" } })).status()).toBe(201);
  const { accessToken } = await (await request.post("/api/auth/token", { data: { email, password: "feed-pass-1" } })).json();
  const auth = { Authorization: `Bearer ${accessToken}` };
  const child = await (await request.post("/api/client/children", { headers: auth, data: { name: "Gulnora Qodirova", birthDate: "2025-10-01", gender: "female" } })).json();
  return { auth, childId: child.id as string };
}

test("the feed is sent with Referrer-Policy: no-referrer, found or not", async ({ request }) => {
  const { auth, childId } = await parentWithChild(request);
  const created = await request.post(`/api/client/children/${childId}/calendar-feed`, { headers: auth, data: { nameStyle: "initials" } });
  expect(created.status()).toBe(201);
  const { token } = await created.json();
  const feed = await request.get(`/api/calendar/${token}.ics`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["referrer-policy"]).toBe("no-referrer");
  const text = await feed.text();
  expect(text).toContain("X-WR-CALNAME:G.Q.: emlashlar");
  expect(text).not.toContain("Gulnora");
  expect(text).not.toContain(childId);
  const unknown = await request.get(`/api/calendar/${"A".repeat(43)}.ics`);
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["referrer-policy"]).toBe("no-referrer");
  // Everything else keeps the app-wide policy.
  expect((await request.get("/api/health")).headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("a forged Host or X-Forwarded-Host does not change the feed's link", async ({ request, baseURL }) => {
  const { auth, childId } = await parentWithChild(request);
  const forged = await request.post(`/api/client/children/${childId}/calendar-feed`, {
    headers: { ...auth, Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
  });
  expect(forged.status()).toBe(201);
  const body = await forged.json();
  expect(JSON.stringify(body)).not.toContain("evil.example");
  const port = new URL(baseURL!).port;
  expect([`localhost:${port}`, `127.0.0.1:${port}`]).toContain(new URL(body.url).host);
  expect(body.webcalUrl).toBe(body.url.replace(/^https?:/, "webcal:"));
});
