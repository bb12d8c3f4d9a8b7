import { describe, expect, it } from "vitest";
import { parseBody, requestOf, retryAfterSeconds, withoutDeviceTime } from "./request";
import type { OutboxItem, Reply } from "./types";

const base = { id: "i", userId: "u", idempotencyKey: "4f1c2d3e-0000-4000-8000-000000000001", createdAt: 0, attempts: 0, nextAttemptAt: 0, state: "queued", lastError: null } as const;

describe("requestOf", () => {
  it("posts a soil analysis as multipart with its photos and the idempotency key", async () => {
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" });
    const item: OutboxItem = { ...base, kind: "soil-analyze", payload: { json: { fieldId: "dala-1" }, photos: [photo, photo], draft: {} }, summary: { fieldName: "Dala", photoCount: 2 } };
    const { url, init } = requestOf(item);
    expect(url).toBe("/api/soil/analyze");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe(base.idempotencyKey);
    const form = init.body as FormData;
    expect(await (form.get("payload") as Blob).text()).toBe('{"fieldId":"dala-1"}');
    expect(form.getAll("photos")).toHaveLength(2);
  });

  it("refuses to build a request for a receipt (its payload is gone)", () => {
    const item: OutboxItem = { ...base, state: "sent", kind: "soil-analyze", payload: null, summary: { fieldName: "", photoCount: 0 } };
    expect(() => requestOf(item)).toThrow();
  });

  it("sends the device times of a start and a completion as JSON, for the child whose page was open", () => {
    const start = requestOf({ ...base, kind: "activity-start", payload: { activityId: "act-1", childId: "child-7", startedAt: "2025-05-01T08:00:00.000Z" } });
    expect(start.url).toBe("/api/client/activities/start/act-1?childId=child-7");
    expect(JSON.parse(start.init.body as string)).toEqual({ startedAt: "2025-05-01T08:00:00.000Z" });
    const done = requestOf({
      ...base,
      kind: "activity-complete",
      payload: { activityId: "act-1", childId: "child-7", completedAt: "2025-05-01T08:05:00.000Z", score: 80, timeSpentSeconds: 300 },
    });
    expect(done.url).toBe("/api/client/activities/complete/act-1?childId=child-7");
    expect(JSON.parse(done.init.body as string)).toEqual({ completedAt: "2025-05-01T08:05:00.000Z", score: 80, timeSpentSeconds: 300 });
    expect((done.init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    expect(retryAfterSeconds("120")).toBe(120);
    expect(retryAfterSeconds("Thu, 01 May 2025 08:01:00 GMT", Date.parse("2025-05-01T08:00:00Z"))).toBe(60);
    expect(retryAfterSeconds("soon")).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

describe("parseBody", () => {
  it("keeps JSON objects only", () => {
    expect(parseBody('{"code":"x"}')).toEqual({ code: "x" });
    expect(parseBody("[1]")).toBeNull();
    expect(parseBody("<html>")).toBeNull();
  });
});

describe("withoutDeviceTime", () => {
  const complete: OutboxItem = {
    ...base,
    kind: "activity-complete",
    payload: { activityId: "act-1", childId: "child-7", completedAt: "2025-05-01T08:15:00.000Z", score: 80, timeSpentSeconds: 300 },
  };
  const start: OutboxItem = { ...base, kind: "activity-start", payload: { activityId: "act-1", childId: "child-7", startedAt: "2025-05-01T08:15:00.000Z" } };
  const refused = (path: string): Reply => ({
    kind: "response",
    status: 400,
    body: { code: "validation_failed", errors: [{ path, message: "too far in the future" }] },
    retryAfterSeconds: null,
  });

  it("drops the device time the server refused and keeps the rest of the record", () => {
    const retried = withoutDeviceTime(complete, refused("completedAt"))!;
    expect(JSON.parse(requestOf(retried).init.body as string)).toEqual({ score: 80, timeSpentSeconds: 300 });
    expect(requestOf(retried).url).toBe("/api/client/activities/complete/act-1?childId=child-7");
    expect(JSON.parse(requestOf(withoutDeviceTime(start, refused("startedAt"))!).init.body as string)).toEqual({});
  });

  it("leaves every other answer alone", () => {
    expect(withoutDeviceTime(complete, refused("score"))).toBeNull();
    expect(withoutDeviceTime(start, refused("completedAt"))).toBeNull();
    expect(withoutDeviceTime(complete, { kind: "network" })).toBeNull();
    expect(withoutDeviceTime(complete, { ...refused("completedAt"), status: 409 } as Reply)).toBeNull();
    // Already without a device time: nothing left to drop, so no endless retry.
    expect(withoutDeviceTime(withoutDeviceTime(complete, refused("completedAt"))!, refused("completedAt"))).toBeNull();
  });
});
