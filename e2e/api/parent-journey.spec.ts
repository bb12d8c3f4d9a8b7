// The mobile app's parent journey over real HTTP against the production build: Next's routing,
// dynamic params, headers and the database together.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";

async function signUp(request: APIRequestContext) {
  const email = `journey-${randomUUID()}@example.com`;
  await request.post("/api/auth/register", { data: { email, password: "journey-pass", name: "Otabek" } });
  const { accessToken } = await (await request.post("/api/auth/token", { data: { email, password: "journey-pass" } })).json();
  return { Authorization: `Bearer ${accessToken}` };
}

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test("a parent adds children, gets today's plan, plays an activity and loads its media", async ({ request }) => {
  const headers = await signUp(request);
  expect((await request.get("/api/client/activities/dashboard", { headers })).status()).toBe(409);

  const created = await request.post("/api/client/children", {
    headers: { ...headers, "Accept-Language": "ru" },
    data: { name: "Zarina", birthDate: yearsAgo(4), gender: "female", weight: 3.3, height: 50 }, // birth measurements
  });
  expect(created.status()).toBe(201);
  const zarina = await created.json();
  expect(zarina).toMatchObject({ name: "Zarina", isSelected: true, ageLabel: expect.stringMatching(/^4 года/) });

  const second = await (
    await request.post("/api/client/children", { headers, data: { name: "Timur", birthDate: yearsAgo(2), gender: "male" } })
  ).json();
  const switched = await request.patch(`/api/client/children/active/${second.id}`, { headers });
  expect(await switched.json()).toEqual({ activeChildId: second.id });
  const list = await (await request.get("/api/client/children", { headers })).json();
  expect(list.map((c: { name: string; isSelected: boolean }) => [c.name, c.isSelected])).toEqual([
    ["Zarina", false],
    ["Timur", true],
  ]);

  const plan = await (await request.get(`/api/client/activities/dashboard?childId=${zarina.id}`, { headers })).json();
  expect(plan.length).toBeGreaterThanOrEqual(3);
  expect(plan.length).toBeLessThanOrEqual(5);
  const again = await (await request.get(`/api/client/activities/dashboard?childId=${zarina.id}`, { headers })).json();
  expect(again).toEqual(plan);

  const activity = plan[0];
  const details = await (await request.get(`/api/client/activities/details/${activity.id}?childId=${zarina.id}`, { headers })).json();
  expect(details.status).toBe("not_started");
  const started = await request.post(`/api/client/activities/start/${activity.id}?childId=${zarina.id}`, { headers });
  expect(await started.json()).toMatchObject({ status: "started", childId: zarina.id });
  const completed = await request.post(`/api/client/activities/complete/${activity.id}?childId=${zarina.id}`, {
    headers,
    data: { score: 80, timeSpentSeconds: 300 },
  });
  expect(await completed.json()).toMatchObject({ status: "completed", score: 80, timeSpentSeconds: 300 });

  const assetId = details.content.image ?? details.content.rounds?.[0]?.media ?? details.content.rounds?.[0]?.options?.[0]?.image;
  expect(assetId).toBeTruthy();
  const media = await request.get(`/api/client/activities/files/${assetId}`);
  expect(media.status()).toBe(200);
  expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(media.headers()["x-content-type-options"]).toBe("nosniff");
  const etag = media.headers()["etag"];
  expect((await request.get(`/api/client/activities/files/${assetId}`, { headers: { "If-None-Match": etag } })).status()).toBe(304);

  expect((await request.delete(`/api/client/children/${second.id}`, { headers })).status()).toBe(204);
  const after = await (await request.get("/api/client/children", { headers })).json();
  expect(after).toEqual([expect.objectContaining({ id: zarina.id, isSelected: true })]);
});

test("another parent's child is invisible", async ({ request }) => {
  const alice = await signUp(request);
  const bob = await signUp(request);
  const child = await (
    await request.post("/api/client/children", { headers: alice, data: { name: "Lola", birthDate: yearsAgo(3), gender: "female" } })
  ).json();
  for (const [method, path] of [
    ["patch", `/api/client/children/${child.id}`],
    ["delete", `/api/client/children/${child.id}`],
    ["patch", `/api/client/children/active/${child.id}`],
    ["get", `/api/client/children/${child.id}/growth`],
    ["get", `/api/client/activities/dashboard?childId=${child.id}`],
  ] as const) {
    const res = await request[method](path, { headers: bob, ...(method === "patch" ? { data: { name: "X" } } : {}) });
    expect(res.status(), `${method} ${path}`).toBe(404);
    expect(res.headers()["content-type"]).toBe("application/problem+json");
  }
  expect((await (await request.get("/api/client/children", { headers: alice })).json())[0].name).toBe("Lola");
});
