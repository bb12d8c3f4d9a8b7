// The walk through the API: the mother invites the grandmother as caregiver; she
// previews and accepts by the spoken code, records a measurement and a game score on the shared
// child, cannot see the mother's other child nor invite anyone; after removal she gets 404
// everywhere. And the invitation rules: single use, not by its creator, revocable, expiring,
// one child's token never opening another, code guesses rate-limited.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import * as children from "@/app/api/client/children/route";
import * as growth from "@/app/api/client/children/[id]/growth/route";
import * as invitations from "@/app/api/client/children/[id]/invitations/route";
import * as invitation from "@/app/api/client/children/[id]/invitations/[invitationId]/route";
import * as members from "@/app/api/client/children/[id]/members/route";
import * as member from "@/app/api/client/children/[id]/members/[userId]/route";
import * as membership from "@/app/api/client/children/[id]/membership/route";
import * as preview from "@/app/api/client/invitations/preview/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import * as decline from "@/app/api/client/invitations/decline/route";
import * as start from "@/app/api/client/activities/start/[activityId]/route";
import * as complete from "@/app/api/client/activities/complete/[activityId]/route";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day } from "@/tests/helpers/children";

const invite = (owner: TestUser, childId: string, role = "caregiver") =>
  call(invitations.POST, { method: "POST", token: owner.token, params: { id: childId }, body: { role } });
const post = (handler: typeof accept.POST, user: TestUser, body: unknown, ip?: string) =>
  call(handler, { method: "POST", token: user.token, body, ...(ip ? { headers: { "x-forwarded-for": ip } } : {}) });

describe("sharing a child", () => {
  it("walks the grandmother through invitation, recording, the limits of her role and removal", async () => {
    const mother = await createTestUser("Dilnoza");
    const grandmother = await createTestUser("Buvi");
    const shared = await addChild(mother, { name: "Madina", birthDate: day(-300) });
    await addChild(mother, { name: "Jasur", birthDate: day(-900) });

    const made = await invite(mother, shared);
    expect(made.status).toBe(201);
    expect(made.body.token.length).toBeGreaterThanOrEqual(43);
    const seen = await post(preview.POST, grandmother, { code: made.body.code.toLowerCase().replace("-", " ") });
    expect(seen.body).toMatchObject({ targetName: "Madina", inviterName: "Dilnoza", role: "caregiver", status: "open" });
    const stored = await (await getDb()).invitation.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(stored.tokenHash).not.toContain(made.body.token);

    expect((await post(accept.POST, mother, { token: made.body.token })).body.code).toBe("invitation_not_for_you");
    const joined = await post(accept.POST, grandmother, { code: made.body.code });
    expect(joined.body).toEqual({ childId: shared, role: "caregiver" });
    expect((await post(accept.POST, grandmother, { token: made.body.token })).body.code).toBe("invitation_closed");

    // Her list: only the shared child, with her role, selected for her.
    const list = await call(children.GET, { token: grandmother.token });
    expect(list.body.map((c: { name: string; role: string; isSelected: boolean }) => [c.name, c.role, c.isSelected])).toEqual([["Madina", "caregiver", true]]);

    const weighed = await call(growth.POST, { method: "POST", token: grandmother.token, params: { id: shared }, body: { weight: 9.2 } });
    expect(weighed.status).toBe(201);
    const db = await getDb();
    const activity = await db.activity.findFirstOrThrow({ where: { type: "interactive" }, orderBy: { slug: "asc" }, select: { id: true } });
    const path = `/api/x?childId=${shared}`;
    expect((await call(start.POST, { method: "POST", token: grandmother.token, params: { activityId: activity.id }, path })).status).toBe(200);
    const scored = await call(complete.POST, { method: "POST", token: grandmother.token, params: { activityId: activity.id }, path, body: { score: 80, timeSpentSeconds: 90 } });
    expect(scored.status).toBe(200);
    const record = await db.growthRecord.findFirstOrThrow({ where: { childId: shared, weight: 9.2 } });
    expect(record.recordedBy).toBe(grandmother.id);
    expect((await db.activityAttempt.findFirstOrThrow({ where: { childId: shared } })).recordedBy).toBe(grandmother.id);

    // The mother sees the record; the grandmother may not share, nor list the members.
    const mothersView = await call(growth.GET, { token: mother.token, params: { id: shared } });
    expect(mothersView.body.records.some((r: { weight: number }) => r.weight === 9.2)).toBe(true);
    expect((await invite(grandmother, shared)).body.code).toBe("forbidden_role");
    expect((await call(members.GET, { token: grandmother.token, params: { id: shared } })).status).toBe(403);
    const people = await call(members.GET, { token: mother.token, params: { id: shared } });
    expect(people.body.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([["Dilnoza", "owner"], ["Buvi", "caregiver"]]);

    // Removal holds from her next request.
    expect((await call(member.DELETE, { method: "DELETE", token: mother.token, params: { id: shared, userId: grandmother.id } })).status).toBe(204);
    expect((await call(growth.GET, { token: grandmother.token, params: { id: shared } })).status).toBe(404);
    expect((await call(children.GET, { token: grandmother.token })).body).toEqual([]);
    expect((await call(start.POST, { method: "POST", token: grandmother.token, params: { activityId: activity.id }, path })).status).toBe(404);
    // Her record stays with the child.
    expect(await db.growthRecord.count({ where: { id: record.id } })).toBe(1);
  });

  it("keeps an invitation to its own child, single use, revocable and no longer valid after 72 hours", async () => {
    const owner = await createTestUser("Ona");
    const other = await createTestUser("Boshqa");
    const a = await addChild(owner, { name: "Aziz" });
    const b = await addChild(owner, { name: "Bobur" });
    const made = await invite(owner, a, "viewer");
    const joined = await post(accept.POST, other, { token: made.body.token });
    expect(joined.body.childId).toBe(a);
    // The token for a did not open b.
    expect((await call(growth.GET, { token: other.token, params: { id: b } })).status).toBe(404);
    // A viewer writes nothing and cannot raise their own role.
    expect((await call(growth.POST, { method: "POST", token: other.token, params: { id: a }, body: { weight: 9 } })).body.code).toBe("forbidden_role");
    expect((await call(member.PATCH, { method: "PATCH", token: other.token, params: { id: a, userId: other.id }, body: { role: "caregiver" } })).status).toBe(403);
    // Leaving works for the member, not the owner.
    expect((await call(membership.DELETE, { method: "DELETE", token: other.token, params: { id: a } })).status).toBe(204);
    expect((await call(membership.DELETE, { method: "DELETE", token: owner.token, params: { id: a } })).status).toBe(404);

    const revoked = await invite(owner, b);
    expect((await call(invitation.DELETE, { method: "DELETE", token: owner.token, params: { id: b, invitationId: revoked.body.id } })).status).toBe(204);
    expect((await post(accept.POST, other, { token: revoked.body.token })).body.code).toBe("invitation_closed");

    const declined = await invite(owner, b);
    expect((await post(decline.POST, other, { code: declined.body.code })).status).toBe(204);
    expect((await post(accept.POST, other, { code: declined.body.code })).body.code).toBe("invitation_closed");

    const old = await invite(owner, b);
    await (await getDb()).invitation.update({ where: { id: old.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(accept.POST, other, { token: old.body.token })).body.code).toBe("invitation_closed");
    expect(await (await getDb()).childMember.count({ where: { childId: b } })).toBe(0);
  });

  it("limits guesses of the short code and refuses a malformed secret with 400", async () => {
    const guesser = await createTestUser();
    const ip = "198.51.100.36";
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await post(preview.POST, guesser, { code: "ABCD-EFGH" }, ip)).status);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
    expect((await post(preview.POST, guesser, {})).status).toBe(400);
    expect((await post(preview.POST, guesser, { token: "x".repeat(43), code: "ABCD-EFGH" })).status).toBe(400);
  });
});
