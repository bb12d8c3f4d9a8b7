// Sharing a field through the real route handlers (docs/sharing.md): the farmer invites his son
// as a worker by the spoken code; the son sees the field among the fields shared with him, reads
// its reports with the farmer's name on them, cannot invite anyone; after removal he gets 404.
// A viewer reads and manages nothing; the owner cannot accept his own invitation.
import { describe, expect, it } from "vitest";
import * as analyze from "@/app/api/soil/analyze/route";
import * as fields from "@/app/api/soil/fields/route";
import * as invitations from "@/app/api/soil/fields/[id]/invitations/route";
import * as invitation from "@/app/api/soil/fields/[id]/invitations/[invitationId]/route";
import * as members from "@/app/api/soil/fields/[id]/members/route";
import * as member from "@/app/api/soil/fields/[id]/members/[userId]/route";
import * as membership from "@/app/api/soil/fields/[id]/membership/route";
import * as reports from "@/app/api/soil/fields/[id]/reports/route";
import * as report from "@/app/api/soil/reports/[id]/route";
import * as shared from "@/app/api/soil/shared-fields/route";
import * as preview from "@/app/api/client/invitations/preview/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import * as growth from "@/app/api/client/children/[id]/growth/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { sampleSubmission } from "@/tests/helpers/soil";
import { addChild } from "@/tests/helpers/children";

const invite = (owner: TestUser, fieldId: string, role = "worker") =>
  call(invitations.POST, { method: "POST", token: owner.token, params: { id: fieldId }, body: { role } });
const post = (handler: typeof accept.POST, user: TestUser, body: unknown) => call(handler, { method: "POST", token: user.token, body });

async function farmerWithField(name: string) {
  const farmer = await createTestUser(name);
  const made = await call(analyze.POST, { method: "POST", token: farmer.token, body: sampleSubmission() });
  expect(made.status).toBe(200);
  const listed = (await call(fields.GET, { token: farmer.token })).body as { id: string; fieldId: string }[];
  expect(listed).toHaveLength(1);
  return { farmer, fieldId: listed[0].id, reportId: made.body.reportId as string };
}

describe("sharing a field", () => {
  it("walks the son through invitation, reading the field's reports, the limits of his role and removal", async () => {
    const { farmer, fieldId, reportId } = await farmerWithField("Rustam");
    const son = await createTestUser("Sardor");
    const made = await invite(farmer, fieldId);
    expect(made.status).toBe(201);
    expect(made.body.role).toBe("worker");
    const seen = await post(preview.POST, son, { code: made.body.code });
    expect(seen.body).toMatchObject({ kind: "field", inviterName: "Rustam", role: "worker", status: "open" });
    expect((await post(accept.POST, farmer, { token: made.body.token })).body.code).toBe("invitation_not_for_you");
    expect((await post(accept.POST, son, { code: made.body.code })).body).toEqual({ fieldId, role: "worker" });
    expect((await post(accept.POST, son, { code: made.body.code })).body.code).toBe("invitation_closed");

    const mine = (await call(shared.GET, { token: son.token })).body;
    expect(mine).toEqual([{ id: fieldId, name: expect.stringMatching(/^dala-/), ownerName: "Rustam", role: "worker", reportCount: 1, lastReportAt: expect.any(String) }]);
    expect((await call(fields.GET, { token: son.token })).body).toEqual([]); // his own fields: none
    const read = await call(reports.GET, { token: son.token, params: { id: fieldId } });
    expect(read.body.map((r: { reportId: string; recordedBy: unknown }) => [r.reportId, r.recordedBy])).toEqual([[reportId, { name: "Rustam", you: false }]]);
    expect(read.text).not.toContain(farmer.email);
    expect((await call(report.GET, { token: son.token, params: { id: reportId } })).status).toBe(200);
    // No escalation: a worker neither invites nor manages members.
    expect((await invite(son, fieldId)).body.code).toBe("forbidden_role");
    expect((await call(members.GET, { token: son.token, params: { id: fieldId } })).status).toBe(403);
    expect((await call(member.PATCH, { method: "PATCH", token: son.token, params: { id: fieldId, userId: son.id }, body: { role: "viewer" } })).status).toBe(403);

    const people = await call(members.GET, { token: farmer.token, params: { id: fieldId } });
    expect(people.body.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([["Rustam", "owner"], ["Sardor", "worker"]]);
    expect((await call(member.PATCH, { method: "PATCH", token: farmer.token, params: { id: fieldId, userId: son.id }, body: { role: "viewer" } })).body).toEqual({ userId: son.id, role: "viewer" });
    expect((await call(member.DELETE, { method: "DELETE", token: farmer.token, params: { id: fieldId, userId: son.id } })).status).toBe(204);
    expect((await call(reports.GET, { token: son.token, params: { id: fieldId } })).status).toBe(404);
    expect((await call(report.GET, { token: son.token, params: { id: reportId } })).status).toBe(404);
    expect((await call(shared.GET, { token: son.token })).body).toEqual([]);
  });

  it("keeps a field invitation to its field: revocable, a viewer can leave, a worker role never opens a child", async () => {
    const { farmer, fieldId } = await farmerWithField("Rustam");
    const other = await farmerWithField("Boshqa");
    const agronomist = await createTestUser("Agronom");
    const childId = await addChild(farmer, { name: "Aziz" });

    const revoked = await invite(farmer, fieldId, "viewer");
    expect((await call(invitation.DELETE, { method: "DELETE", token: farmer.token, params: { id: fieldId, invitationId: revoked.body.id } })).status).toBe(204);
    expect((await post(accept.POST, agronomist, { token: revoked.body.token })).body.code).toBe("invitation_closed");
    // Someone else's field: 404 to invite, the same as a field that does not exist.
    expect((await invite(farmer, other.fieldId)).status).toBe(404);
    expect((await call(invitations.POST, { method: "POST", token: farmer.token, params: { id: fieldId }, body: { role: "caregiver" } })).status).toBe(400);

    const made = await invite(farmer, fieldId, "viewer");
    expect((await post(accept.POST, agronomist, { token: made.body.token })).body).toEqual({ fieldId, role: "viewer" });
    expect((await call(reports.GET, { token: agronomist.token, params: { id: other.fieldId } })).status).toBe(404);
    expect((await call(growth.GET, { token: agronomist.token, params: { id: childId } })).status).toBe(404);
    expect((await call(membership.DELETE, { method: "DELETE", token: farmer.token, params: { id: fieldId } })).status).toBe(404);
    expect((await call(membership.DELETE, { method: "DELETE", token: agronomist.token, params: { id: fieldId } })).status).toBe(204);
    expect(await (await getDb()).fieldMember.count({ where: { fieldId } })).toBe(0);
  });
});
