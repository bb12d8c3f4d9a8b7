// What a phone's outbox relies on, over real HTTP against the production build: a soil analysis
// retried with its Idempotency-Key is answered once, and activity starts and completes sent
// later carry the device's times. No AI key is configured here, so the rules estimator answers.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";

async function signUp(request: APIRequestContext) {
  const email = `outbox-${randomUUID()}@example.com`;
  await request.post("/api/auth/register", { data: { email, password: "outbox-pass", name: "Dilnoza" } });
  const { accessToken } = await (await request.post("/api/auth/token", { data: { email, password: "outbox-pass" } })).json();
  return { Authorization: `Bearer ${accessToken}` };
}

const submission = {
  fieldId: `dala-${randomUUID().slice(0, 8)}`,
  location: "Buxoro",
  area: 1.5,
  lastCrops: [{ year: 2024, crop: "paxta", yield: "yaxshi" }],
  irrigationType: "ariqqa",
  farmerObservations: "",
  labResults: null,
};

test("a soil analysis retried with the same Idempotency-Key is answered once", async ({ request }) => {
  const auth = await signUp(request);
  const key = randomUUID();
  const headers = { ...auth, "Idempotency-Key": key };

  const first = await request.post("/api/soil/analyze", { headers, data: submission });
  expect(first.status()).toBe(200);
  expect(first.headers()["idempotent-replayed"]).toBeUndefined();
  const firstText = await first.text();

  const retry = await request.post("/api/soil/analyze", { headers, data: submission });
  expect(retry.status()).toBe(200);
  expect(retry.headers()["idempotent-replayed"]).toBe("true");
  expect(await retry.text()).toBe(firstText);

  const reports = await (await request.get(`/api/soil/reports?fieldId=${submission.fieldId}`, { headers: auth })).json();
  expect(reports.map((r: { reportId: string }) => r.reportId)).toEqual([JSON.parse(firstText).reportId]);

  const reused = await request.post("/api/soil/analyze", { headers, data: { ...submission, area: 3 } });
  expect(reused.status()).toBe(422);
  expect(reused.headers()["content-type"]).toBe("application/problem+json");
  expect((await reused.json()).code).toBe("idempotency_key_reused");

  const malformed = await request.post("/api/soil/analyze", { headers: { ...auth, "Idempotency-Key": "not-a-uuid" }, data: submission });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).errors).toEqual([expect.objectContaining({ path: "header.Idempotency-Key" })]);
});

test("an activity played offline yesterday evening is recorded for yesterday", async ({ request }) => {
  const headers = await signUp(request);
  const birthDate = `${new Date().getUTCFullYear() - 3}-01-15`;
  expect((await request.post("/api/client/children", { headers, data: { name: "Malika", birthDate, gender: "female" } })).status()).toBe(201);
  const [activity] = await (await request.get("/api/client/activities/dashboard", { headers })).json();

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tashkent" }).format(new Date());
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const startedAt = `${yesterday}T19:00:00+05:00`;
  const completedAt = `${yesterday}T19:06:00+05:00`;

  const started = await request.post(`/api/client/activities/start/${activity.id}`, { headers, data: { startedAt } });
  expect(await started.json()).toMatchObject({ status: "started", startedAt: new Date(startedAt).toISOString() });
  const completed = await request.post(`/api/client/activities/complete/${activity.id}`, { headers, data: { score: 75, completedAt } });
  const result = await completed.json();
  expect(result).toMatchObject({ status: "completed", score: 75, completedAt: new Date(completedAt).toISOString() });
  // The outbox retries after a lost answer: the same answer.
  const again = await request.post(`/api/client/activities/complete/${activity.id}`, { headers, data: { score: 75, completedAt } });
  expect(await again.json()).toEqual(result);

  const details = await (await request.get(`/api/client/activities/details/${activity.id}`, { headers })).json();
  expect(details.status).toBe("not_started");

  const future = await request.post(`/api/client/activities/start/${activity.id}`, {
    headers,
    data: { startedAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(future.status()).toBe(400);
  expect((await future.json()).errors).toEqual([expect.objectContaining({ path: "startedAt" })]);
});
