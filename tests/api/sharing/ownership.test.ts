// Handing a shared child or field over to a member (docs/sharing.md, "Handing ownership over"),
// through the real route handlers: the member becomes the owner, the old owner a caregiver or
// worker, open invitations are revoked, the old owner's calendar feed stops, each person's
// selected child stays valid; a non-owner, a stranger, a target who is not a member and a wrong
// password are refused and change nothing; two transfers at once leave exactly one owner; and
// the old owner's account deletion then leaves the child (or field) with the new owner.
import { describe, expect, it } from "vitest";
import * as owner from "@/app/api/client/children/[id]/owner/route";
import * as fieldOwner from "@/app/api/soil/fields/[id]/owner/route";
import * as members from "@/app/api/client/children/[id]/members/route";
import * as member from "@/app/api/client/children/[id]/members/[userId]/route";
import * as fieldMembers from "@/app/api/soil/fields/[id]/members/route";
import * as invitations from "@/app/api/client/children/[id]/invitations/route";
import * as fieldInvitations from "@/app/api/soil/fields/[id]/invitations/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import * as preview from "@/app/api/client/invitations/preview/route";
import * as feedAdmin from "@/app/api/client/children/[id]/calendar-feed/route";
import * as feed from "@/app/api/calendar/[token]/route";
import * as deletion from "@/app/api/auth/account/deletion/route";
import * as account from "@/app/api/auth/account/route";
import * as fields from "@/app/api/soil/fields/route";
import * as sharedFields from "@/app/api/soil/shared-fields/route";
import * as fieldReports from "@/app/api/soil/fields/[id]/reports/route";
import * as reportsList from "@/app/api/soil/reports/route";
import * as analyze from "@/app/api/soil/analyze/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, api, day } from "@/tests/helpers/children";
import { sampleSubmission } from "@/tests/helpers/soil";

const PASSWORD = "password123";

const transfer = (user: TestUser, id: string, userId: string, password = PASSWORD) =>
  call(owner.POST, { method: "POST", token: user.token, params: { id }, body: { userId, password } });
const transferField = (user: TestUser, id: string, userId: string, password = PASSWORD) =>
  call(fieldOwner.POST, { method: "POST", token: user.token, params: { id }, body: { userId, password } });

async function invite(from: TestUser, childId: string, role: "caregiver" | "viewer") {
  const made = await call(invitations.POST, { method: "POST", token: from.token, params: { id: childId }, body: { role } });
  expect(made.status).toBe(201);
  return made.body as { id: string; token: string };
}

async function join(guest: TestUser, childId: string, from: TestUser, role: "caregiver" | "viewer") {
  const made = await invite(from, childId, role);
  expect((await call(accept.POST, { method: "POST", token: guest.token, body: { token: made.token } })).status).toBe(200);
}

/** Everything a transfer could change, to prove a refusal changed nothing. */
async function snapshot(childId: string) {
  const db = await getDb();
  return JSON.stringify(
    await db.child.findUnique({
      where: { id: childId },
      include: { members: { orderBy: { userId: "asc" } }, invitations: { orderBy: { id: "asc" } }, calendarFeed: true, growthRecords: true },
    }),
  );
}

/** A mother's child shared with a father (caregiver) and a grandmother (viewer). */
async function family() {
  const [mother, father, grandmother] = await Promise.all(["Dilnoza", "Otabek", "Buvi"].map((name) => createTestUser(name)));
  const childId = await addChild(mother, { name: "Madina", birthDate: day(-300), weight: 3.3 });
  await join(father, childId, mother, "caregiver");
  await join(grandmother, childId, mother, "viewer");
  return { mother, father, grandmother, childId };
}

describe("handing a child over", () => {
  it("makes the member the owner and the old owner a caregiver, revokes open invitations, stops the old owner's feed, keeps selections and recorders", async () => {
    const { mother, father, grandmother, childId } = await family();
    const db = await getDb();
    await api.addGrowth(mother, childId, { weight: 9.5, recordedAt: day(-3) });
    await api.addGrowth(father, childId, { weight: 9.7, recordedAt: day(-1) });
    const feedToken = (await call(feedAdmin.POST, { method: "POST", token: mother.token, params: { id: childId }, path: "/api/x", body: {} })).body.token as string;
    expect((await call(feed.GET, { params: { token: `${feedToken}.ics` } })).status).toBe(200);
    const open = await invite(mother, childId, "viewer");

    const res = await transfer(mother, childId, father.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ childId, ownerId: father.id, yourRole: "caregiver" });

    const child = await db.child.findUniqueOrThrow({ where: { id: childId }, include: { members: true } });
    expect(child.userId).toBe(father.id);
    expect(child.members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [mother.id, "caregiver"],
        [grandmother.id, "viewer"],
      ].sort(),
    );
    // The open invitation was the old owner's: a link already sent no longer works.
    expect((await call(preview.POST, { method: "POST", token: grandmother.token, body: { token: open.token } })).body.status).toBe("revoked");
    // The feed was the old owner's secret address: it stops; the new owner makes their own.
    expect((await call(feed.GET, { params: { token: `${feedToken}.ics` } })).status).toBe(404);
    expect(await db.calendarFeed.count({ where: { childId } })).toBe(0);
    // Each person's selected child stays the one they had.
    for (const person of [mother, father, grandmother]) {
      const user = await db.user.findUniqueOrThrow({ where: { id: person.id }, select: { activeChildId: true } });
      expect(user.activeChildId, person.name).toBe(childId);
    }
    // The new owner manages; the old owner is a caregiver: records yes, members no.
    const list = await call(members.GET, { token: father.token, params: { id: childId } });
    expect(list.status).toBe(200);
    expect(list.body.members[0]).toMatchObject({ userId: father.id, role: "owner" });
    expect(list.body.invitations).toEqual([]);
    const refused = await call(members.GET, { token: mother.token, params: { id: childId } });
    expect([refused.status, refused.body.code]).toEqual([403, "forbidden_role"]);
    expect((await api.addGrowth(mother, childId, { weight: 9.9 })).status).toBe(201);
    expect((await api.list(mother)).body.find((c: { id: string }) => c.id === childId).role).toBe("caregiver");
    expect((await api.list(father)).body.find((c: { id: string }) => c.id === childId).role).toBe("owner");
    // Records keep who recorded them.
    const growth = (await api.growth(father, childId)).body.records as { weight: number; recordedBy: { name: string; you: boolean } }[];
    expect(growth.find((r) => r.weight === 9.5)!.recordedBy).toMatchObject({ name: "Dilnoza", you: false });
    expect(growth.find((r) => r.weight === 9.7)!.recordedBy).toMatchObject({ name: "Otabek", you: true });
  });

  it("refuses a member, a stranger, a target who is not a member and a wrong password, and changes nothing", async () => {
    const { mother, father, grandmother, childId } = await family();
    const [stranger, removed] = await Promise.all([createTestUser("Begona"), createTestUser("Sobiq")]);
    await join(removed, childId, mother, "caregiver");
    expect((await call(member.DELETE, { method: "DELETE", token: mother.token, params: { id: childId, userId: removed.id } })).status).toBe(204);
    await invite(mother, childId, "viewer");
    const before = await snapshot(childId);

    const cases: [string, Awaited<ReturnType<typeof transfer>>, number, string][] = [
      ["a caregiver", await transfer(father, childId, father.id), 403, "forbidden_role"],
      ["a viewer", await transfer(grandmother, childId, father.id), 403, "forbidden_role"],
      ["a stranger", await transfer(stranger, childId, stranger.id), 404, "not_found"],
      ["a removed member", await transfer(removed, childId, father.id), 404, "not_found"],
      ["to a stranger", await transfer(mother, childId, stranger.id), 409, "not_a_member"],
      ["to a removed member", await transfer(mother, childId, removed.id), 409, "not_a_member"],
      ["to the owner", await transfer(mother, childId, mother.id), 409, "not_a_member"],
      ["with a wrong password", await transfer(mother, childId, father.id, "wrong-password"), 400, "validation_failed"],
      ["an unknown child", await transfer(mother, "00000000-0000-4000-8000-000000000000", father.id), 404, "not_found"],
    ];
    for (const [name, res, status, code] of cases) {
      expect([res.status, res.body.code], `${name}: ${res.text}`).toEqual([status, code]);
      expect(res.text, name).not.toContain("Madina");
    }
    const missing = await call(owner.POST, { method: "POST", token: mother.token, params: { id: childId }, body: { userId: father.id } });
    expect(missing.status).toBe(400);
    expect(await snapshot(childId)).toBe(before);
  });

  it("two transfers at once leave exactly one owner; the other member stays a member", async () => {
    for (let round = 0; round < 3; round++) {
      const { mother, father, grandmother, childId } = await family();
      const [a, b] = await Promise.all([transfer(mother, childId, father.id), transfer(mother, childId, grandmother.id)]);
      expect([a.status, b.status].sort(), `${a.text} ${b.text}`).toEqual([200, 403]);
      const db = await getDb();
      const child = await db.child.findUniqueOrThrow({ where: { id: childId }, include: { members: true } });
      const winner = a.status === 200 ? father : grandmother;
      const loser = winner === father ? grandmother : father;
      expect(child.userId).toBe(winner.id);
      expect(child.members.map((m) => m.userId).sort()).toEqual([mother.id, loser.id].sort());
      expect(child.members.find((m) => m.userId === mother.id)!.role).toBe("caregiver");
    }
  });

  it("a transfer racing the removal of its target leaves one owner and never an owner who is also a member", async () => {
    for (let round = 0; round < 3; round++) {
      const { mother, father, childId } = await family();
      const [moved, removed] = await Promise.all([
        transfer(mother, childId, father.id),
        call(member.DELETE, { method: "DELETE", token: mother.token, params: { id: childId, userId: father.id } }),
      ]);
      const db = await getDb();
      const child = await db.child.findUniqueOrThrow({ where: { id: childId }, include: { members: true } });
      if (moved.status === 200) {
        // The transfer won: the removal found no such member of the mother's.
        expect(removed.status, removed.text).toBe(404);
        expect(child.userId).toBe(father.id);
      } else {
        expect([moved.status, moved.body.code], moved.text).toEqual([409, "not_a_member"]);
        expect(removed.status).toBe(204);
        expect(child.userId).toBe(mother.id);
      }
      expect(child.members.some((m) => m.userId === child.userId)).toBe(false);
    }
  });

  it("a transfer racing the new owner's account deletion never fails with a 500 and never leaves a child without its owner", async () => {
    for (let round = 0; round < 3; round++) {
      const { mother, father, childId } = await family();
      const [moved, deleted] = await Promise.all([
        transfer(mother, childId, father.id),
        call(account.DELETE, { method: "DELETE", token: father.token, body: { password: PASSWORD } }),
      ]);
      expect(deleted.status, deleted.text).toBe(204);
      const child = await (await getDb()).child.findUnique({ where: { id: childId }, include: { members: true } });
      if (moved.status === 200) {
        // The father owned it when his account went: it went with it, as an owner's deletion does.
        expect(child).toBeNull();
      } else {
        expect([moved.status, moved.body.code], moved.text).toEqual([409, "not_a_member"]);
        expect(child!.userId).toBe(mother.id);
        expect(child!.members.map((m) => m.userId)).not.toContain(mother.id);
      }
    }
  });

  it("after a transfer the old owner's account deletion keeps the child, its records and the new owner's; the preview says so", async () => {
    const { mother, father, childId } = await family();
    await api.addGrowth(mother, childId, { weight: 9.5, recordedAt: day(-3) });
    expect((await call(deletion.GET, { token: mother.token })).body.sharedChildren).toEqual([{ id: childId, name: "Madina", memberCount: 2 }]);

    expect((await transfer(mother, childId, father.id)).status).toBe(200);
    expect((await call(deletion.GET, { token: mother.token })).body).toEqual({ sharedChildren: [], sharedFields: [], memberships: { children: 1, fields: 0 } });
    expect((await call(deletion.GET, { token: father.token })).body.sharedChildren).toEqual([{ id: childId, name: "Madina", memberCount: 2 }]);

    expect((await call(account.DELETE, { method: "DELETE", token: mother.token, body: { password: PASSWORD } })).status).toBe(204);
    const growth = await api.growth(father, childId);
    expect(growth.status).toBe(200);
    // The birth weight (the father's now) and the mother's measurement, hers as a former member's.
    const mothers = (growth.body.records as { weight: number; recordedBy: unknown }[]).find((r) => r.weight === 9.5);
    expect(mothers?.recordedBy).toEqual({ name: null, you: false, former: true });
    expect((await api.list(father)).body.map((c: { id: string; role: string }) => [c.id, c.role])).toEqual([[childId, "owner"]]);
  });
});

describe("handing a field over", () => {
  async function sharedField() {
    const [farmer, son, neighbour] = await Promise.all(["Rustam", "Sardor", "Qo'shni"].map((name) => createTestUser(name)));
    const made = await call(analyze.POST, { method: "POST", token: farmer.token, body: sampleSubmission() });
    expect(made.status).toBe(200);
    const field = ((await call(fields.GET, { token: farmer.token })).body as { id: string; fieldId: string }[])[0];
    for (const [guest, role] of [[son, "worker"], [neighbour, "viewer"]] as const) {
      const inv = await call(fieldInvitations.POST, { method: "POST", token: farmer.token, params: { id: field.id }, body: { role } });
      expect((await call(accept.POST, { method: "POST", token: guest.token, body: { token: inv.body.token } })).status).toBe(200);
    }
    return { farmer, son, neighbour, field, made };
  }

  const fieldSnapshot = async (fieldId: string) =>
    JSON.stringify(
      await (await getDb()).field.findUnique({ where: { id: fieldId }, include: { members: { orderBy: { userId: "asc" } }, invitations: true, reports: { select: { id: true, userId: true } } } }),
    );

  it("makes the worker the owner and the old owner a worker; refusals change nothing; the old owner's deletion keeps the field", async () => {
    const { farmer, son, neighbour, field, made } = await sharedField();
    const stranger = await createTestUser("Begona");
    const open = await call(fieldInvitations.POST, { method: "POST", token: farmer.token, params: { id: field.id }, body: { role: "viewer" } });
    const before = await fieldSnapshot(field.id);
    for (const [res, status, code] of [
      [await transferField(son, field.id, son.id), 403, "forbidden_role"],
      [await transferField(neighbour, field.id, son.id), 403, "forbidden_role"],
      [await transferField(stranger, field.id, stranger.id), 404, "not_found"],
      [await transferField(farmer, field.id, stranger.id), 409, "not_a_member"],
      [await transferField(farmer, field.id, son.id, "wrong-password"), 400, "validation_failed"],
    ] as const) {
      expect([res.status, res.body.code], res.text).toEqual([status, code]);
    }
    expect(await fieldSnapshot(field.id)).toBe(before);

    // The son already keeps a field of his own under the same client id: the handed-over one gets "-2".
    const db = await getDb();
    await db.field.create({ data: { userId: son.id, fieldKey: field.fieldId, areaHa: 1, irrigationType: "ariqqa" } });
    const res = await transferField(farmer, field.id, son.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ fieldId: field.id, ownerId: son.id, fieldKey: `${field.fieldId}-2`, yourRole: "worker" });
    const stored = await db.field.findUniqueOrThrow({ where: { id: field.id }, include: { members: true } });
    expect([stored.userId, stored.fieldKey]).toEqual([son.id, `${field.fieldId}-2`]);
    expect(stored.members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [farmer.id, "worker"],
        [neighbour.id, "viewer"],
      ].sort(),
    );
    expect((await call(preview.POST, { method: "POST", token: stranger.token, body: { token: open.body.token } })).body.status).toBe("revoked");
    expect((await call(fieldMembers.GET, { token: son.token, params: { id: field.id } })).status).toBe(200);
    expect((await call(fieldMembers.GET, { token: farmer.token, params: { id: field.id } })).status).toBe(403);
    expect((await call(sharedFields.GET, { token: farmer.token })).body).toMatchObject([{ id: field.id, role: "worker", ownerName: "Sardor" }]);
    expect((await call(deletion.GET, { token: farmer.token })).body).toEqual({ sharedChildren: [], sharedFields: [], memberships: { children: 0, fields: 1 } });

    // The reports belong to the field: the new owner reads the old owner's report as his field's.
    const reportId = made.body.reportId as string;
    expect((await call(reportsList.GET, { token: son.token })).body.map((r: { reportId: string }) => r.reportId)).toContain(reportId);
    expect((await call(fieldReports.GET, { token: son.token, params: { id: field.id } })).body).toMatchObject([{ reportId, recordedBy: { name: "Rustam", you: false } }]);

    // The old owner deletes the account: the field stays the son's, with the report the old owner
    // submitted, named as a former member's.
    expect((await call(account.DELETE, { method: "DELETE", token: farmer.token, body: { password: PASSWORD } })).status).toBe(204);
    expect(await db.field.count({ where: { id: field.id, userId: son.id } })).toBe(1);
    expect((await call(fieldReports.GET, { token: neighbour.token, params: { id: field.id } })).status).toBe(200);
    expect((await call(fieldReports.GET, { token: son.token, params: { id: field.id } })).body).toMatchObject([{ reportId, recordedBy: { name: null, you: false, former: true } }]);
  });

  it("two transfers of a field at once leave exactly one owner", async () => {
    const { farmer, son, neighbour, field } = await sharedField();
    const [a, b] = await Promise.all([transferField(farmer, field.id, son.id), transferField(farmer, field.id, neighbour.id)]);
    expect([a.status, b.status].sort(), `${a.text} ${b.text}`).toEqual([200, 403]);
    const stored = await (await getDb()).field.findUniqueOrThrow({ where: { id: field.id }, include: { members: true } });
    const winner = a.status === 200 ? son : neighbour;
    expect(stored.userId).toBe(winner.id);
    expect(stored.members.map((m) => m.userId).sort()).toEqual([farmer.id, winner === son ? neighbour.id : son.id].sort());
  });
});
