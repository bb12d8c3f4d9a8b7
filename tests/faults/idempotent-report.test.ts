// A soil report and its Idempotency-Key's answer commit together (runOnce's RecordAnswer, put
// into analyzeSoil's last transaction). Two faults, both real: a key completion that PostgreSQL
// refuses (a trigger) must take the report's success down with it, and work that dies after
// its transaction committed must leave a key that replays rather than runs again.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { getDb } from "@/lib/db/client";
import { runOnce } from "@/lib/http/idempotency";
import { json } from "@/lib/http/route";
import { setSoilModelForTests } from "@/lib/soil/model";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { reportRows, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { useMockModel } from "@/tests/helpers/soil-model";

afterEach(() => setSoilModelForTests(null));

const analyze = (user: TestUser, key: string) =>
  call(analyzeRoute.POST, { method: "POST", path: "/api/soil/analyze", body: sampleSubmission({ fieldId: "atomic" }), token: user.token, headers: { "Idempotency-Key": key } });

describe("the report and the key's answer are one transaction", () => {
  const trigger = `fail_key_completion_${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    const db = await getDb();
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${trigger} ON idempotency_keys`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${trigger}()`);
  });

  it("a key that cannot be completed leaves no stored report; the retry runs and stores one", async () => {
    const user = await createTestUser();
    const db = await getDb();
    // Only this user's keys fail, so tests running at the same time are not touched.
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION ${trigger}() RETURNS trigger AS $$
      BEGIN IF NEW.state = 'completed' AND NEW.user_id = '${user.id}'::uuid THEN RAISE EXCEPTION 'key completion failed on purpose'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(`CREATE TRIGGER ${trigger} BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
    const model = useMockModel(JSON.stringify(sampleModelAnswer()));
    const key = randomUUID();

    const failed = await analyze(user, key);
    expect(failed.status).toBe(500);
    expect(failed.text).not.toContain("on purpose");
    // The report did not become "ok" on its own: the attempt is kept as failed, and no photos or key remain.
    expect((await reportRows(user.id)).map((r) => r.status)).toEqual(["failed"]);
    expect(await db.idempotencyKey.count({ where: { userId: user.id } })).toBe(0);

    await db.$executeRawUnsafe(`DROP TRIGGER ${trigger} ON idempotency_keys`);
    const retried = await analyze(user, key);
    expect(retried.status).toBe(200);
    expect(model.doGenerateCalls).toHaveLength(2);
    const stored = await db.idempotencyKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored).toMatchObject({ state: "completed", responseStatus: 200, responseBody: retried.text });
    expect((await reportRows(user.id)).filter((r) => r.status === "ok").map((r) => r.id)).toEqual([retried.body.reportId]);
  });
});

it("work that dies after its transaction committed leaves a key that replays, not one that runs again", async () => {
  const user = await createTestUser();
  const db = await getDb();
  const key = randomUUID();
  const request = { userId: user.id, key, requestHash: "h1", abandonAfterMs: 60_000 };
  let runs = 0;
  const dying = runOnce(request, async (recordAnswer) => {
    runs++;
    const answer = { name: "stored once" };
    await db.$transaction([db.user.update({ where: { id: user.id }, data: { name: answer.name } }), recordAnswer(db, 200, JSON.stringify(answer))]);
    throw new Error("the server died before answering");
  });
  await expect(dying).rejects.toThrow("died");

  const retry = await runOnce(request, async () => {
    runs++;
    return json({ name: "a second run" });
  });
  expect(runs).toBe(1);
  expect(retry.headers.get("idempotent-replayed")).toBe("true");
  expect(await retry.text()).toBe(JSON.stringify({ name: "stored once" }));
});
