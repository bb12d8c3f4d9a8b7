// Child creation with its first growth record is one transaction: when the growth record cannot
// be written, no child is left behind. A trigger makes the second insert fail for real.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as children from "@/app/api/client/children/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser } from "@/tests/helpers/http";

describe("atomic child creation", () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION fail_growth_insert() RETURNS trigger AS $$
      BEGIN IF NEW.weight = 3.13 THEN RAISE EXCEPTION 'growth insert failed on purpose'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER fail_growth_insert BEFORE INSERT ON growth_records FOR EACH ROW EXECUTE FUNCTION fail_growth_insert()`,
    );
  });

  afterAll(async () => {
    const db = await getDb();
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS fail_growth_insert ON growth_records`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS fail_growth_insert()`);
  });

  it("leaves neither the child nor the selection when the growth record fails", async () => {
    const user = await createTestUser();
    const res = await call(children.POST, {
      method: "POST",
      token: user.token,
      body: { name: "Bahor", birthDate: "2024-03-01", gender: "female", weight: 3.13 },
    });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain("on purpose");
    const db = await getDb();
    expect(await db.child.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).activeChildId).toBeNull();

    const ok = await call(children.POST, {
      method: "POST",
      token: user.token,
      body: { name: "Bahor", birthDate: "2024-03-01", gender: "female", weight: 3.2 },
    });
    expect(ok.status).toBe(201);
    expect(await db.growthRecord.count({ where: { childId: ok.body.id } })).toBe(1);
  });
});
