import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createTestUser, type TestUser } from "@/tests/helpers/http";
import { activeChildResponseSchema } from "@/lib/children/schemas";
import { addChild, api, userState } from "@/tests/helpers/children";

async function selectedIds(user: TestUser): Promise<string[]> {
  const list = (await api.list(user)).body as Array<{ id: string; isSelected: boolean }>;
  return list.filter((c) => c.isSelected).map((c) => c.id);
}

/** The invariant: the stored selection is an active child of the user, or null with none left. */
async function expectValidSelection(user: TestUser) {
  const state = await userState(user.id);
  const active = state.children.filter((c) => c.deletedAt === null).map((c) => c.id);
  if (active.length === 0) expect(state.activeChildId).toBeNull();
  else expect(active).toContain(state.activeChildId);
  expect(await selectedIds(user)).toEqual(active.length ? [state.activeChildId] : []);
}

describe("PATCH /api/client/children/active/{id}", () => {
  it("switches the selected child and answers { activeChildId }", async () => {
    const user = await createTestUser();
    const first = await addChild(user);
    const second = await addChild(user);
    expect(await selectedIds(user)).toEqual([first]);
    const res = await api.select(user, second);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ activeChildId: second });
    expect(activeChildResponseSchema.parse(res.body)).toEqual(res.body);
    expect(await selectedIds(user)).toEqual([second]);
    // Selecting the selected child again is fine (idempotent).
    expect((await api.select(user, second)).status).toBe(200);
    expect(await selectedIds(user)).toEqual([second]);
  });

  it("answers 404 for an unknown or deleted child and 400 for a malformed id, changing nothing", async () => {
    const user = await createTestUser();
    const first = await addChild(user);
    const second = await addChild(user);
    await api.remove(user, second);
    const before = await userState(user.id);
    expect((await api.select(user, "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")).status).toBe(404);
    expect((await api.select(user, second)).status).toBe(404);
    const malformed = await api.select(user, "not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe("params.id");
    expect(await userState(user.id)).toEqual(before);
    expect(before.activeChildId).toBe(first);
  });

  it("leaves exactly one valid selection after parallel switches", async () => {
    const user = await createTestUser();
    const ids = [await addChild(user), await addChild(user), await addChild(user), await addChild(user)];
    const results = await Promise.all([...ids, ...ids].map((id) => api.select(user, id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    await expectValidSelection(user);
  });

  it("keeps the selection valid when switches and deletes race", async () => {
    const user = await createTestUser();
    const ids = [await addChild(user), await addChild(user), await addChild(user), await addChild(user), await addChild(user)];
    const doomed = ids.slice(0, 4);
    const requests = [
      ...doomed.map((id) => api.select(user, id)),
      ...doomed.map((id) => api.remove(user, id)),
      ...doomed.map((id) => api.select(user, id)),
    ];
    const results = await Promise.all(requests);
    // A switch to a child deleted first is a 404; nothing else may fail.
    expect(results.every((r) => [200, 204, 404].includes(r.status))).toBe(true);
    await expectValidSelection(user);
    expect((await userState(user.id)).activeChildId).toBe(ids[4]);
  });
});

describe("DELETE /api/client/children/{id}", () => {
  it("soft-deletes: 204, gone from the list, row and records kept; a second delete is 404", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { weight: 4 });
    const res = await api.remove(user, id);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await api.list(user)).body).toEqual([]);
    const db = await getDb();
    const stored = await db.child.findUniqueOrThrow({ where: { id } });
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect(await db.growthRecord.count({ where: { childId: id } })).toBe(1);
    const again = await api.remove(user, id);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("not_found");
    // Every other endpoint treats the deleted child as unknown too.
    expect((await api.get(user, id)).status).toBe(404);
    expect((await api.update(user, id, { name: "X" })).status).toBe(404);
    expect((await api.growth(user, id)).status).toBe(404);
    expect((await api.addGrowth(user, id, { weight: 5 })).status).toBe(404);
  });

  it("deleting the selected child selects the most recently created remaining child", async () => {
    const user = await createTestUser();
    const a = await addChild(user, { name: "A" });
    const b = await addChild(user, { name: "B" });
    const c = await addChild(user, { name: "C" });
    const d = await addChild(user, { name: "D" });
    await api.select(user, b);
    await api.remove(user, b);
    expect(await selectedIds(user)).toEqual([d]);
    // Deleting a child that is not selected leaves the selection alone.
    await api.remove(user, a);
    expect(await selectedIds(user)).toEqual([d]);
    await api.remove(user, d);
    expect(await selectedIds(user)).toEqual([c]);
    await api.remove(user, c);
    expect((await api.list(user)).body).toEqual([]);
    expect((await userState(user.id)).activeChildId).toBeNull();
    // A new child after all were deleted is selected again.
    const e = await addChild(user, { name: "E" });
    expect(await selectedIds(user)).toEqual([e]);
  });

  it("keeps the selection valid under parallel deletes", async () => {
    const user = await createTestUser();
    const ids = [await addChild(user), await addChild(user), await addChild(user)];
    const results = await Promise.all([...ids, ids[0]].map((id) => api.remove(user, id)));
    expect(results.map((r) => r.status).sort()).toEqual([204, 204, 204, 404]);
    await expectValidSelection(user);
  });
});
