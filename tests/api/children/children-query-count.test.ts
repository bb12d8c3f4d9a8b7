// SQL statements per read (PostgreSQL only: counted at the pg driver, which the embedded PGlite
// does not use). Listing must stay one statement however many children and records there are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries, installQueryCounter, removeQueryCounter } from "@/tests/helpers/count-queries";
import { getDb } from "@/lib/db/client";
import { createTestUser } from "@/tests/helpers/http";
import { dateOnly } from "@/lib/time";
import { getChild, listChildren } from "@/lib/children/children";
import { listGrowth } from "@/lib/children/growth";
import { addChild, day } from "@/tests/helpers/children";

describe.skipIf(!process.env.DATABASE_URL)("query counts", () => {
  beforeAll(installQueryCounter);
  afterAll(removeQueryCounter);

  it("lists children with metrics in 1 statement, flat as children and records grow", async () => {
    const user = await createTestUser();
    const first = await addChild(user, { weight: 3.2, height: 50 });
    expect(await countQueries(() => listChildren(user.id))).toBe(1);
    const ids = [first];
    for (let i = 0; i < 15; i++) ids.push(await addChild(user, { weight: 3 + i / 10 }));
    await (await getDb()).growthRecord.createMany({
      data: ids.flatMap((childId) =>
        Array.from({ length: 40 }, (_, i) => ({ childId, recordedAt: dateOnly(day(-i * 7)), weight: 10 - i / 10, height: i % 2 ? null : 80 - i / 4 })),
      ),
    });
    expect(await countQueries(() => listChildren(user.id))).toBe(1);
    const list = await listChildren(user.id);
    expect(list).toHaveLength(16);
    expect(list[0].metrics).toMatchObject({ weight: 10, height: 80, recordedAt: day(0) });
  });

  it("reads one child in 2 statements and its growth in at most 3, flat as records grow", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { weight: 3.2 });
    expect(await countQueries(() => getChild(user.id, id))).toBe(2);
    // The child, its records, and one statement naming whoever recorded them (docs/sharing.md).
    expect(await countQueries(() => listGrowth(user.id, id))).toBeLessThanOrEqual(3);
    await (await getDb()).growthRecord.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ childId: id, recordedAt: dateOnly(day(-i)), weight: 3.2, recordedBy: user.id })),
    });
    expect(await countQueries(() => listGrowth(user.id, id))).toBeLessThanOrEqual(3);
  });
});
