// Broken object-level authorisation and mass assignment: another user's records are always a
// 404 that changes nothing, and fields a client must not set are ignored.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import * as children from "@/app/api/client/children/route";
import { call, createTestUser } from "@/tests/helpers/http";
import { ENDPOINTS } from "@/tests/faults/endpoints";

async function parentWithChild() {
  const user = await createTestUser();
  const res = await call(children.POST, {
    method: "POST",
    token: user.token,
    body: { name: "Ozoda", birthDate: "2022-06-15", gender: "female", weight: 3.25 },
  });
  return { user, childId: res.body.id as string };
}

const VALID_BODIES: Record<string, unknown> = {
  updateChild: { name: "Renamed" },
  addGrowthRecord: { weight: 14 },
  setVaccination: { done: true, date: "2023-01-10" },
  answerMilestone: { answer: "not_yet" },
  // Valid bodies, so a stranger meets the 404 of the child and not a 400 of the body.
  createChildInvitation: { role: "viewer" },
  changeChildMemberRole: { role: "viewer" },
  transferChildOwnership: { userId: "11111111-1111-4111-8111-111111111111", password: "password123" },
};

describe("cross-user access", () => {
  it("answers 404 for another user's child on every child endpoint and changes nothing", async () => {
    const owner = await parentWithChild();
    const intruder = await createTestUser();
    const db = await getDb();
    const before = JSON.stringify(await db.child.findUnique({ where: { id: owner.childId }, include: { growthRecords: true, vaccinations: true, calendarFeed: true, milestoneAnswers: true } }));
    for (const endpoint of ENDPOINTS.filter((e) => e.resource === "child")) {
      const res = await call(endpoint.module[endpoint.method]!, {
        method: endpoint.method,
        token: intruder.token,
        params: { ...endpoint.otherParams, id: owner.childId },
        body: VALID_BODIES[endpoint.name],
      });
      expect(res.status, endpoint.name).toBe(404);
    }
    for (const endpoint of ENDPOINTS.filter((e) => ["getDashboard", "listActivities"].includes(e.name))) {
      const res = await call(endpoint.module.GET!, { token: intruder.token, path: `/api/x?childId=${owner.childId}` });
      expect(res.status, endpoint.name).toBe(404);
    }
    expect(JSON.stringify(await db.child.findUnique({ where: { id: owner.childId }, include: { growthRecords: true, vaccinations: true, calendarFeed: true, milestoneAnswers: true } }))).toBe(before);
    expect((await db.user.findUniqueOrThrow({ where: { id: intruder.id } })).activeChildId).toBeNull();
  });
});

describe("mass assignment", () => {
  it("ignores id, userId, deletedAt and isSelected sent by the client", async () => {
    const user = await createTestUser();
    const victim = await createTestUser();
    const forgedId = "11111111-1111-4111-8111-111111111111";
    const res = await call(children.POST, {
      method: "POST",
      token: user.token,
      body: { name: "Anvar", birthDate: "2023-02-02", gender: "male", id: forgedId, userId: victim.id, deletedAt: "2020-01-01", isSelected: false, createdAt: "2000-01-01" },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(forgedId);
    expect(res.body.isSelected).toBe(true);
    const stored = await (await getDb()).child.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.userId).toBe(user.id);
    expect(stored.deletedAt).toBeNull();
    expect(stored.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it("does not let registration set a password hash or an id", async () => {
    const { POST } = await import("@/app/api/auth/register/route");
    const email = `mass-${Date.now()}@example.com`;
    const res = await call(POST, {
      method: "POST",
      headers: { "x-forwarded-for": email },
      body: { email, password: "password-1", name: "M", passwordHash: "x", id: "11111111-1111-4111-8111-111111111112" },
    });
    expect(res.status).toBe(201);
    const stored = await (await getDb()).user.findUniqueOrThrow({ where: { email } });
    expect(stored.id).not.toBe("11111111-1111-4111-8111-111111111112");
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
