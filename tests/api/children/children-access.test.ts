import { describe, expect, it } from "vitest";
import * as childrenRoute from "@/app/api/client/children/route";
import * as childRoute from "@/app/api/client/children/[id]/route";
import * as activeRoute from "@/app/api/client/children/active/[id]/route";
import * as growthRoute from "@/app/api/client/children/[id]/growth/route";
import { call, createTestUser, type CallResult, type TestUser } from "@/tests/helpers/http";
import { addChild, api, userState } from "@/tests/helpers/children";

// Every endpoint that takes a child id, as the intruder would call it.
const BY_ID: Array<[string, (user: TestUser, id: string) => Promise<CallResult>]> = [
  ["GET /children/{id}", (u, id) => api.get(u, id)],
  ["PATCH /children/{id}", (u, id) => api.update(u, id, { name: "Hijacked", weight: 20 })],
  ["DELETE /children/{id}", (u, id) => api.remove(u, id)],
  ["PATCH /children/active/{id}", (u, id) => api.select(u, id)],
  ["GET /children/{id}/growth", (u, id) => api.growth(u, id)],
  ["POST /children/{id}/growth", (u, id) => api.addGrowth(u, id, { weight: 20 })],
];

describe("another user's child", () => {
  it.each(BY_ID)("%s answers 404 and changes nothing for either user", async (_label, request) => {
    const owner = await createTestUser("Owner");
    const intruder = await createTestUser("Intruder");
    const ownerChild = await addChild(owner, { weight: 4 });
    await addChild(intruder);
    const ownerBefore = await userState(owner.id);
    const intruderBefore = await userState(intruder.id);
    const res = await request(intruder, ownerChild);
    expect(res.status).toBe(404);
    // The same answer as for an id that does not exist: nothing reveals the child.
    const unknown = await request(intruder, "5b1f2d3c-4e5f-4a6b-9c7d-8e9f0a1b2c3d");
    expect({ ...res.body, requestId: undefined }).toEqual({ ...unknown.body, requestId: undefined });
    expect(await userState(owner.id)).toEqual(ownerBefore);
    expect(await userState(intruder.id)).toEqual(intruderBefore);
    expect((await api.list(intruder)).body.map((c: { id: string }) => c.id)).not.toContain(ownerChild);
  });
});

describe("malformed ids", () => {
  it.each(BY_ID)("%s answers 400 with params.id for a non-UUID id", async (_label, request) => {
    const user = await createTestUser();
    for (const bad of ["abc", "123", "5b1f2d3c-4e5f-4a6b-9c7d-8e9f0a1b2c3", "' OR 1=1 --"]) {
      const res = await request(user, bad);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "params.id", message: "The id must be a UUID." }]);
    }
  });
});

describe("signed-out and wrong-method requests", () => {
  const id = "5b1f2d3c-4e5f-4a6b-9c7d-8e9f0a1b2c3d";
  it.each([
    ["GET", childrenRoute.GET],
    ["POST", childrenRoute.POST],
    ["GET", childRoute.GET],
    ["PATCH", childRoute.PATCH],
    ["DELETE", childRoute.DELETE],
    ["PATCH", activeRoute.PATCH],
    ["GET", growthRoute.GET],
    ["POST", growthRoute.POST],
  ] as const)("%s without a token -> 401", async (method, handler) => {
    const res = await call(handler, { method, params: { id }, body: method === "GET" || method === "DELETE" ? undefined : { name: "A" } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
    await expect(call(handler, { method, params: { id }, token: "forged.token.value" })).resolves.toMatchObject({ status: 401 });
  });

  it.each([
    ["DELETE /children", childrenRoute.DELETE],
    ["POST /children/{id}", childRoute.POST],
    ["PUT /children/{id}", childRoute.PUT],
    ["GET /children/active/{id}", activeRoute.GET],
    ["POST /children/active/{id}", activeRoute.POST],
    ["DELETE /children/{id}/growth", growthRoute.DELETE],
  ] as const)("%s -> 405 problem", async (_label, handler) => {
    const user = await createTestUser();
    const res = await call(handler, { method: "POST", token: user.token, params: { id } });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe("method_not_allowed");
  });
});
