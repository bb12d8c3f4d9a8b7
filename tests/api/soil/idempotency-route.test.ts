// POST /api/soil/analyze with an Idempotency-Key, through the real wrapper and database, the
// model faked at its one seam: replays, reuse with another request, parallel tries, scoping to
// the user, expiry, and failures that free the key.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { getDb } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { call, createTestUser, type CallOptions, type TestUser } from "@/tests/helpers/http";
import { setSoilModelForTests } from "@/lib/soil/model";
import { makeJpeg, multipartBody, reportRows, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { textResult, useMockModel } from "@/tests/helpers/soil-model";

afterEach(() => {
  setSoilModelForTests(null);
  delete process.env.SOIL_DAILY_QUOTA;
  resetEnvCache();
});

const GOOD = JSON.stringify(sampleModelAnswer());

const analyze = (user: TestUser, body: unknown, key?: string, extra: CallOptions = {}) =>
  call(analyzeRoute.POST, {
    method: "POST",
    path: "/api/soil/analyze",
    body,
    token: user.token,
    ...extra,
    headers: { ...(key === undefined ? {} : { "Idempotency-Key": key }), ...extra.headers },
  });

async function keyRows(userId: string) {
  const db = await getDb();
  return db.idempotencyKey.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** A model that answers well after `ms`, so a second request arrives while the first runs. */
const useSlowModel = (ms: number) =>
  useMockModel(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return textResult(GOOD);
  });

describe("a retry with the same key", () => {
  it("gets the first answer again without a second analysis, report or quota unit", async () => {
    const user = await createTestUser();
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const submission = sampleSubmission({ fieldId: "k1" });
    const first = await analyze(user, submission, key);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    const again = await analyze(user, submission, key.toUpperCase()); // the key is a UUID, case does not matter
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(again.text).toBe(first.text);
    expect(again.body.reportId).toBe(first.body.reportId);

    expect(model.doGenerateCalls).toHaveLength(1);
    expect((await reportRows(user.id)).map((r) => r.id)).toEqual([first.body.reportId]);
    expect(await keyRows(user.id)).toEqual([
      expect.objectContaining({ key, state: "completed", responseStatus: 200, responseBody: first.text }),
    ]);
  });

  it("is answered even when the user has reached the daily quota", async () => {
    process.env.SOIL_DAILY_QUOTA = "1";
    resetEnvCache();
    const user = await createTestUser();
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const submission = sampleSubmission();
    const first = await analyze(user, submission, key);
    expect(first.status).toBe(200);
    expect((await analyze(user, sampleSubmission())).status).toBe(429); // the quota is used up
    expect((await analyze(user, sampleSubmission(), randomUUID())).status).toBe(429); // also for a new key

    const again = await analyze(user, submission, key);
    expect(again.status).toBe(200);
    expect(again.body.reportId).toBe(first.body.reportId);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(await reportRows(user.id)).toHaveLength(1);
    expect(await keyRows(user.id)).toHaveLength(1); // the refused new key left nothing behind
  });

  it("matches by content: the same submission and photo as JSON and as multipart are one request", async () => {
    const user = await createTestUser();
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const jpeg = await makeJpeg(400, 300);
    const submission = sampleSubmission({ fieldId: "enc" });
    const first = await analyze(user, { ...submission, photos: [{ mimeType: "image/jpeg", data: jpeg.toString("base64") }] }, key);
    expect(first.status).toBe(200);

    // Fields in another order, an unknown field and padding spaces do not change the request.
    const reordered = { unknownField: 1, ...Object.fromEntries(Object.entries(submission).reverse()), fieldId: " enc " };
    const multipart = await multipartBody(reordered, [{ bytes: jpeg }]);
    const again = await analyze(user, undefined, key, { rawBody: multipart.body, headers: { "content-type": multipart.contentType } });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.reportId).toBe(first.body.reportId);
    expect(model.doGenerateCalls).toHaveLength(1);
  });
});

describe("the same key with a different request", () => {
  it.each([
    ["another submission", (s: ReturnType<typeof sampleSubmission>) => ({ ...s, area: 5 })],
    ["another photo", (s: ReturnType<typeof sampleSubmission>, photo: string) => ({ ...s, photos: [{ mimeType: "image/jpeg", data: photo }] })],
  ])("%s: 422 idempotency_key_reused and nothing new", async (_label, change) => {
    const user = await createTestUser();
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const submission = sampleSubmission();
    const first = await analyze(user, submission, key);
    expect(first.status).toBe(200);

    const other = (await makeJpeg(200, 100)).toString("base64");
    const reused = await analyze(user, change(submission, other), key);
    expect(reused.status).toBe(422);
    expect(reused.headers.get("content-type")).toBe("application/problem+json");
    expect(reused.body.code).toBe("idempotency_key_reused");
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(await reportRows(user.id)).toHaveLength(1);
    // The first answer is still the key's answer.
    expect((await analyze(user, submission, key)).body.reportId).toBe(first.body.reportId);
  });
});

describe("two tries at once", () => {
  it("run one analysis: the other gets 409 request_in_progress with Retry-After", async () => {
    const user = await createTestUser();
    const model = useSlowModel(600);
    const key = randomUUID();
    const submission = sampleSubmission();
    const results = await Promise.all([analyze(user, submission, key), analyze(user, submission, key)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const busy = results.find((r) => r.status === 409)!;
    expect(busy.body.code).toBe("request_in_progress");
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(await reportRows(user.id)).toHaveLength(1);

    // Once the first has finished, the retry gets its answer.
    const done = results.find((r) => r.status === 200)!;
    const retry = await analyze(user, submission, key);
    expect([retry.status, retry.body.reportId]).toEqual([200, done.body.reportId]);
  });
});

describe("keys belong to their user", () => {
  it("runs another user's request with the same key as its own", async () => {
    const [amir, bobur] = [await createTestUser(), await createTestUser()];
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const submission = sampleSubmission({ fieldId: "shared" });
    const first = await analyze(amir, submission, key);
    const second = await analyze(bobur, submission, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.reportId).not.toBe(first.body.reportId);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(await reportRows(bobur.id)).toHaveLength(1);
  });
});

describe("a malformed key", () => {
  it.each(["abc", "", "123e4567e89b12d3a456426614174000", `${randomUUID()}x`, "{123e4567-e89b-12d3-a456-426614174000}"])(
    "%j: 400 validation_failed naming the header, nothing stored",
    async (key) => {
      const user = await createTestUser();
      const model = useMockModel(GOOD);
      const res = await analyze(user, sampleSubmission(), key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_failed", errors: [{ path: "header.Idempotency-Key" }] });
      expect(model.doGenerateCalls).toHaveLength(0);
      expect(await reportRows(user.id)).toHaveLength(0);
      expect(await keyRows(user.id)).toHaveLength(0);
    },
  );
});

describe("keys that no longer hold", () => {
  it("runs again once the key is older than 24 hours, and clears the expired row", async () => {
    const user = await createTestUser();
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const submission = sampleSubmission();
    const first = await analyze(user, submission, key);
    const db = await getDb();
    await db.idempotencyKey.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });

    const again = await analyze(user, submission, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.reportId).not.toBe(first.body.reportId);
    expect(model.doGenerateCalls).toHaveLength(2);
    const rows = await keyRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].responseBody).toBe(again.text);
  });

  it("runs when the key's row is an in-progress one abandoned by a crashed request", async () => {
    const user = await createTestUser();
    useMockModel(GOOD);
    const key = randomUUID();
    const db = await getDb();
    const row = { userId: user.id, key, requestHash: "from-a-crashed-request", state: "in_progress" };
    await db.idempotencyKey.create({ data: { ...row, createdAt: new Date(Date.now() - 10 * 60_000) } });
    const res = await analyze(user, sampleSubmission(), key);
    expect(res.status).toBe(200);
    expect(await keyRows(user.id)).toEqual([expect.objectContaining({ state: "completed", responseBody: res.text })]);
  });

  it("answers 422 to another request while a fresh row of the key is in progress", async () => {
    const user = await createTestUser();
    const model = useMockModel(GOOD);
    const key = randomUUID();
    const db = await getDb();
    await db.idempotencyKey.create({ data: { userId: user.id, key, requestHash: "another-request", state: "in_progress" } });
    expect((await analyze(user, sampleSubmission(), key)).body.code).toBe("idempotency_key_reused");
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});

describe("a first try that fails frees the key", () => {
  it("503 analysis_unavailable: the retry with the same key runs the analysis", async () => {
    const user = await createTestUser();
    useMockModel("Kechirasiz, javob yo'q.");
    const key = randomUUID();
    const submission = sampleSubmission();
    const failed = await analyze(user, submission, key);
    expect([failed.status, failed.body.code]).toEqual([503, "analysis_unavailable"]);
    expect(await keyRows(user.id)).toHaveLength(0);

    const model = useMockModel(GOOD);
    const retry = await analyze(user, submission, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(model.doGenerateCalls).toHaveLength(1);
    expect((await reportRows(user.id)).map((r) => r.status)).toEqual(["failed", "ok"]);
  });

  it("a 400 stores nothing: the corrected request may use the same key", async () => {
    const user = await createTestUser();
    useMockModel(GOOD);
    const key = randomUUID();
    const invalid = await analyze(user, { ...sampleSubmission(), area: -1 }, key);
    expect([invalid.status, invalid.body.code]).toEqual([400, "validation_failed"]);
    expect(await keyRows(user.id)).toHaveLength(0);
    expect((await analyze(user, sampleSubmission(), key)).status).toBe(200);
  });
});

it("without the header every request is a new analysis, as before", async () => {
  const user = await createTestUser();
  const model = useMockModel(GOOD);
  const submission = sampleSubmission();
  const [a, b] = [await analyze(user, submission), await analyze(user, submission)];
  expect(a.body.reportId).not.toBe(b.body.reportId);
  expect(model.doGenerateCalls).toHaveLength(2);
  expect(await keyRows(user.id)).toHaveLength(0);
});
