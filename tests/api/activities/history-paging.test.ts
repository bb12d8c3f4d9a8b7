// Paging a child's activity history (docs/sharing.md): the cursor walks every attempt exactly
// once, newest first, also across attempts started in the same millisecond; the limit's bounds;
// bad input is 400 and changes nothing; a cursor from another child reads as an instant.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as historyRoute from "@/app/api/client/children/[id]/activity-history/route";
import { getDb } from "@/lib/db/client";
import { MAX_HISTORY_LIMIT } from "@/lib/activities/history-schemas";
import { encodeHistoryCursor } from "@/lib/activities/history-cursor";
import { dateOnly } from "@/lib/time";
import { addChild } from "@/tests/helpers/activities";
import { call } from "@/tests/helpers/http";
import { history, activities, family, attemptCount, type Item } from "@/tests/helpers/activity-history";

describe("paging the activity history", () => {
  /** `n` attempts of the child, one minute apart, two of them started in the same millisecond. */
  async function seedAttempts(childId: string, recordedBy: string, n: number) {
    const db = await getDb();
    const { game } = await activities();
    const base = Date.parse("2026-03-01T06:00:00.000Z");
    const startedAt = (i: number) => new Date(i === 3 ? base + 2 * 60_000 : base + i * 60_000); // 2 and 3 tie
    await db.activityAttempt.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        childId,
        activityId: game.id,
        // Each on a day of its own: one open attempt per activity and day.
        day: dateOnly(`2026-02-${String(i + 1).padStart(2, "0")}`),
        startedAt: startedAt(i),
        completedAt: new Date(startedAt(i).getTime() + 30_000),
        score: i * 10,
        recordedBy,
      })),
    });
  }

  it("walks every attempt exactly once, newest first, and ends with a null cursor", async () => {
    const { mother, childId } = await family();
    await seedAttempts(childId, mother.id, 7);
    const seen: Item[] = [];
    let query = "?limit=2";
    for (let page = 0; page < 10; page++) {
      const res = await history(mother, childId, query);
      expect(res.status).toBe(200);
      seen.push(...(res.body.items as Item[]));
      if (res.body.nextCursor === null) break;
      expect(res.body.items).toHaveLength(2);
      query = `?limit=2&before=${res.body.nextCursor}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((item) => item.attemptId)).size).toBe(7);
    const times = seen.map((item) => Date.parse(item.startedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The newest is the last seeded; the two in the same millisecond both come, once each.
    expect(seen[0].score).toBe(60);
    expect(seen.filter((item) => item.startedAt === "2026-03-01T06:02:00.000Z").map((item) => item.score).sort()).toEqual([20, 30]);

    const all = await history(mother, childId, `?limit=${MAX_HISTORY_LIMIT}`);
    expect(all.body.items.map((item: Item) => item.attemptId)).toEqual(seen.map((item) => item.attemptId));
    expect(all.body.nextCursor).toBeNull();
  });

  it("gives 20 by default, and exactly the limit asked for between 1 and 50", async () => {
    const { mother, childId } = await family();
    await seedAttempts(childId, mother.id, 22);
    const byDefault = await history(mother, childId);
    expect(byDefault.body.items).toHaveLength(20);
    expect(byDefault.body.nextCursor).toEqual(expect.any(String));
    expect((await history(mother, childId, "?limit=1")).body.items).toHaveLength(1);
    const rest = await history(mother, childId, `?limit=50&before=${byDefault.body.nextCursor}`);
    expect(rest.body.items).toHaveLength(2);
    expect(rest.body.nextCursor).toBeNull();
  });

  it("refuses a bad limit or cursor with 400 naming the parameter, and answers an empty child with an empty list", async () => {
    const { mother, childId } = await family();
    expect((await history(mother, childId)).body).toEqual({ childId, items: [], nextCursor: null });
    await seedAttempts(childId, mother.id, 2);
    const before = await attemptCount(childId);
    for (const [query, param] of [
      ["?limit=0", "limit"],
      ["?limit=51", "limit"],
      ["?limit=-1", "limit"],
      ["?limit=1.5", "limit"],
      ["?limit=abc", "limit"],
      ["?limit=", "limit"],
      ["?before=", "before"],
      ["?before=not-a-cursor", "before"],
      [`?before=${randomUUID()}`, "before"],
      [`?before=${"A".repeat(3000)}`, "before"],
    ] as const) {
      const res = await history(mother, childId, query);
      expect([res.status, res.body.code], query).toEqual([400, "validation_failed"]);
      expect(res.body.errors.map((error: { path: string }) => error.path), query).toContain(`query.${param}`);
    }
    expect((await call(historyRoute.GET, { token: mother.token, params: { id: "not-a-uuid" } })).status).toBe(400);
    expect(await attemptCount(childId)).toBe(before);
  });

  it("reads a cursor from another child as an instant: only this child's attempts before it", async () => {
    const { mother, childId } = await family();
    const other = await addChild(mother.id, { ageMonths: 30, select: false });
    await seedAttempts(childId, mother.id, 3);
    await seedAttempts(other, mother.id, 3);
    const [otherNewest] = (await history(mother, other, "?limit=1")).body.items as Item[];
    const cursor = encodeHistoryCursor({ startedAt: new Date(otherNewest.startedAt), id: otherNewest.attemptId });
    const res = await history(mother, childId, `?before=${cursor}`);
    expect(res.status).toBe(200);
    const own = await (await getDb()).activityAttempt.findMany({ where: { childId }, select: { id: true } });
    expect((res.body.items as Item[]).every((item) => own.some((row) => row.id === item.attemptId))).toBe(true);
  });
});

