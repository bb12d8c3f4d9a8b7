// The parents' app, driven through the client generated from the OpenAPI document: every call
// is typed by the document and every response is checked against it (contract-client.ts).
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { Contract } from "./contract-client";
import { daysAgo, signUp } from "./helpers";

test("a parent's whole journey matches the OpenAPI document", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const parent = await signUp(contract);
  const api = parent.api;

  const me = await api.GET("/api/auth/me");
  expect(me.data).toMatchObject({ email: parent.email });

  // No child yet: the activity endpoints ask for one.
  const noChild = await api.GET("/api/client/activities/dashboard");
  expect(noChild.response.status).toBe(409);
  expect(noChild.error?.code).toBe("child_required");

  const madina = await api.POST("/api/client/children", {
    params: { header: { "Accept-Language": "uz" } },
    body: { name: "Madina", birthDate: daysAgo(2 * 365 + 100), gender: "female", weight: 3.2, height: 49.5, allergies: ["yeryong'oq"] },
  });
  expect(madina.response.status).toBe(201);
  expect(madina.data).toMatchObject({ name: "Madina", isSelected: true, ageLabel: expect.stringMatching(/^2 yosh/) });
  const madinaId = madina.data!.id;

  const jasur = await api.POST("/api/client/children", { body: { name: "Jasur", birthDate: daysAgo(160), gender: "male" } });
  expect(jasur.data?.ageLabel).toMatch(/^5 oy/);
  const jasurId = jasur.data!.id;

  const list = await api.GET("/api/client/children", { params: { header: { "Accept-Language": "ru" } } });
  expect(list.data?.map((child) => [child.name, child.isSelected])).toEqual([
    ["Madina", true],
    ["Jasur", false],
  ]);
  const details = await api.GET("/api/client/children/{id}", { params: { path: { id: madinaId } } });
  expect(details.data?.allergies).toEqual(["yeryong'oq"]);
  const edited = await api.PATCH("/api/client/children/{id}", { params: { path: { id: madinaId } }, body: { feedingType: "solid_food", weight: 12.9 } });
  expect(edited.data?.metrics.weight).toBe(12.9);
  const selected = await api.PATCH("/api/client/children/active/{id}", { params: { path: { id: jasurId } } });
  expect(selected.data).toEqual({ activeChildId: jasurId });

  const measured = await api.POST("/api/client/children/{id}/growth", {
    params: { path: { id: jasurId } },
    body: { recordedAt: daysAgo(1), weight: 7.1, height: 65 },
  });
  expect(measured.response.status).toBe(201);
  const growth = await api.GET("/api/client/children/{id}/growth", { params: { path: { id: jasurId } } });
  expect(growth.data?.records).toHaveLength(1);
  // The summary for a doctor's visit: the same parts, checked against the document.
  const summary = await api.GET("/api/client/children/{id}/summary", { params: { path: { id: madinaId }, header: { "Accept-Language": "ru" } } });
  expect(summary.response.status).toBe(200);
  expect(summary.data).toMatchObject({ childId: madinaId, birthMeasurements: { weight: 3.2, height: 49.5 }, standards: ["who2006"] });
  expect(summary.data?.growth.records).toHaveLength(2);
  expect(summary.data?.milestones.currentWindow).toBe(24);

  // Activities for Madina (not the selected child): catalogue, plan, details, the state machine.
  const categories = await api.GET("/api/client/activities/categories");
  expect(categories.data!.length).toBeGreaterThanOrEqual(6);
  const all = await api.GET("/api/client/activities/all", { params: { query: { childId: madinaId, categoryId: categories.data![0].id } } });
  expect(all.data!.length).toBeGreaterThan(0);
  const childId = madinaId;
  const plan = await api.GET("/api/client/activities/dashboard", { params: { query: { childId } } });
  expect(plan.data!.length).toBeGreaterThanOrEqual(3);
  const [first, second] = plan.data!;

  const activity = await api.GET("/api/client/activities/details/{activityId}", { params: { path: { activityId: first.id }, query: { childId } } });
  expect(activity.data?.status).toBe("not_started");
  const notStarted = await api.POST("/api/client/activities/complete/{activityId}", { params: { path: { activityId: second.id }, query: { childId } } });
  expect(notStarted.response.status).toBe(409);
  expect(notStarted.error?.code).toBe("activity_not_started");
  const started = await api.POST("/api/client/activities/start/{activityId}", { params: { path: { activityId: first.id }, query: { childId } } });
  expect(started.data).toMatchObject({ status: "started", childId });
  const completed = await api.POST("/api/client/activities/complete/{activityId}", {
    params: { path: { activityId: first.id }, query: { childId } },
    body: { score: 66.67, timeSpentSeconds: 240 },
  });
  expect(completed.data).toMatchObject({ status: "completed", score: 67, attemptId: started.data!.attemptId });
  const retried = await api.POST("/api/client/activities/complete/{activityId}", { params: { path: { activityId: first.id }, query: { childId } } });
  expect(retried.data).toEqual(completed.data);
  // The child's activity history: the attempt just completed, hers, newest first.
  const history = await api.GET("/api/client/children/{id}/activity-history", { params: { path: { id: childId }, query: { limit: 5 } } });
  expect(history.data?.items.map((item) => [item.attemptId, item.score, item.recordedBy])).toEqual([[started.data!.attemptId, 67, { name: "Dilnoza Karimova", you: true }]]);
  expect(history.data?.nextCursor).toBeNull();

  // Media: public, cacheable, ranges.
  const content = activity.data!.content as Record<string, any>;
  const fileId: string = content.image ?? content.rounds?.[0]?.media ?? content.rounds?.[0]?.options?.[0]?.image;
  const media = contract.client(); // no token: the media endpoint is public
  const file = await media.GET("/api/client/activities/files/{fileId}", { params: { path: { fileId } }, parseAs: "arrayBuffer" });
  expect(file.response.status).toBe(200);
  const etag = file.response.headers.get("etag")!;
  const size = (file.data as ArrayBuffer).byteLength;
  const cached = await media.GET("/api/client/activities/files/{fileId}", { params: { path: { fileId }, header: { "If-None-Match": etag } }, parseAs: "stream" });
  expect(cached.response.status).toBe(304);
  const head = await media.HEAD("/api/client/activities/files/{fileId}", { params: { path: { fileId } } });
  expect(head.response.status).toBe(200);
  expect(head.response.headers.get("etag")).toBe(etag);
  const part = await media.GET("/api/client/activities/files/{fileId}", { params: { path: { fileId }, header: { Range: "bytes=0-99" } }, parseAs: "arrayBuffer" });
  expect(part.response.status).toBe(206);
  expect((part.data as ArrayBuffer).byteLength).toBe(100);
  const beyond = await media.GET("/api/client/activities/files/{fileId}", { params: { path: { fileId }, header: { Range: `bytes=${size + 10}-` } } });
  expect(beyond.response.status).toBe(416);
  const missingFile = await media.GET("/api/client/activities/files/{fileId}", { params: { path: { fileId: randomUUID() } } });
  expect(missingFile.response.status).toBe(404);

  // Deleting: soft, once.
  const deleted = await api.DELETE("/api/client/children/{id}", { params: { path: { id: jasurId } } });
  expect(deleted.response.status).toBe(204);
  const again = await api.DELETE("/api/client/children/{id}", { params: { path: { id: jasurId } } });
  expect(again.error?.code).toBe("not_found");
  const after = await api.GET("/api/client/children");
  expect(after.data).toEqual([expect.objectContaining({ id: madinaId, isSelected: true })]);
});

test("another parent's records are 404 and bad input is 400, through the documented responses", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const alice = await signUp(contract, "Alisher");
  const bobur = await signUp(contract, "Bobur");
  const child = await alice.api.POST("/api/client/children", { body: { name: "Lola", birthDate: daysAgo(900), gender: "female" } });
  const id = child.data!.id;
  for (const call of [
    bobur.api.GET("/api/client/children/{id}", { params: { path: { id } } }),
    bobur.api.PATCH("/api/client/children/{id}", { params: { path: { id } }, body: { name: "X" } }),
    bobur.api.PATCH("/api/client/children/active/{id}", { params: { path: { id } } }),
    bobur.api.GET("/api/client/children/{id}/growth", { params: { path: { id } } }),
  ]) {
    expect((await call).response.status).toBe(404);
  }
  const invalid = await alice.api.POST("/api/client/children", { body: { name: "", birthDate: "2024-02-30", gender: "boy" as "male" } });
  expect(invalid.response.status).toBe(400);
  expect(invalid.error?.errors?.map((e) => e.path).sort()).toEqual(["birthDate", "gender", "name"]);
  const badId = await alice.api.GET("/api/client/children/{id}", { params: { path: { id: "not-a-uuid" } } });
  expect(badId.error?.code).toBe("validation_failed");
  const badQuery = await alice.api.GET("/api/client/activities/all", { params: { query: { categoryId: "nutq" } } });
  expect(badQuery.response.status).toBe(400);
  const unknownCategory = await alice.api.GET("/api/client/activities/all", { params: { query: { categoryId: randomUUID() } } });
  expect(unknownCategory.response.status).toBe(404);
  const conflict = await alice.api.PATCH("/api/client/children/{id}", { params: { path: { id } }, body: { birthDate: daysAgo(10) } });
  expect(conflict.response.status).toBe(200); // no growth records: moving the birth date is fine
});
