// The account's lifecycle with sharing, through the real route handlers (docs/sharing.md):
// the export holds what the person recorded on shared children, marked shared, and nothing
// private of the owner; the deletion preview tells an owner which shared children and fields go
// for everyone and a member that only their membership ends; an owner's deletion takes the
// shared child from its members.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/auth/account/export/route";
import * as deletion from "@/app/api/auth/account/deletion/route";
import * as account from "@/app/api/auth/account/route";
import * as children from "@/app/api/client/children/route";
import * as growth from "@/app/api/client/children/[id]/growth/route";
import * as milestone from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import * as invitations from "@/app/api/client/children/[id]/invitations/route";
import * as fieldInvitations from "@/app/api/soil/fields/[id]/invitations/route";
import * as fields from "@/app/api/soil/fields/route";
import * as analyze from "@/app/api/soil/analyze/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day } from "@/tests/helpers/children";
import { sampleSubmission } from "@/tests/helpers/soil";
import { readZip } from "@/tests/helpers/zip-reader";

async function join(guest: TestUser, made: { body: { token: string } }) {
  expect((await call(accept.POST, { method: "POST", token: guest.token, body: { token: made.body.token } })).status).toBe(200);
}

async function exported(user: TestUser) {
  const req = new NextRequest("http://localhost/api/auth/account/export", { headers: { authorization: `Bearer ${user.token}` } });
  const res = await exportRoute.GET(req, { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  const entries = readZip(Buffer.from(await res.arrayBuffer()));
  return { entries, of: (name: string) => JSON.parse(entries.find((e) => e.name === name)!.data.toString("utf8")) };
}

describe("the account's export and deletion with shared children and fields", () => {
  it("exports a member's own records on a shared child and nothing private of the owner; previews and applies an owner's deletion", async () => {
    const mother = await createTestUser("Dilnoza");
    const grandmother = await createTestUser("Buvi");
    const madina = await addChild(mother, { name: "Madina", birthDate: day(-290), notes: "Maxfiy izoh", allergies: ["yeryong'oq"] });
    await addChild(mother, { name: "Jasur", birthDate: day(-900) });
    await join(grandmother, await call(invitations.POST, { method: "POST", token: mother.token, params: { id: madina }, body: { role: "caregiver" } }));
    const made = await call(analyze.POST, { method: "POST", token: mother.token, body: sampleSubmission() });
    expect(made.status).toBe(200);
    const fieldId = ((await call(fields.GET, { token: mother.token })).body as { id: string }[])[0].id;
    await join(grandmother, await call(fieldInvitations.POST, { method: "POST", token: mother.token, params: { id: fieldId }, body: { role: "viewer" } }));

    await call(growth.POST, { method: "POST", token: mother.token, params: { id: madina }, body: { weight: 9.5, recordedAt: day(-2) } });
    await call(growth.POST, { method: "POST", token: grandmother.token, params: { id: madina }, body: { weight: 9.2 } });
    await call(milestone.PUT, { method: "PUT", token: grandmother.token, params: { id: madina, milestoneId: "m09-sits" }, body: { answer: "yes" } });

    const { entries, of } = await exported(grandmother);
    const shared = of("shared-records.json");
    expect(shared.shared).toBe(true);
    expect(shared.children).toHaveLength(1);
    expect(shared.children[0]).toMatchObject({ shared: true, childName: "Madina", role: "caregiver" });
    expect(shared.children[0].growth.map((g: { weightKg: number }) => g.weightKg)).toEqual([9.2]);
    expect(shared.children[0].milestones).toEqual([{ milestoneId: "m09-sits", answer: "yes", answeredOn: day(0) }]);
    expect(shared.fields).toEqual([{ shared: true, fieldName: expect.any(String), role: "viewer", memberSince: expect.any(String) }]);
    expect(of("children.json")).toEqual([]);
    expect(of("soil-reports.json")).toEqual([]);
    const everything = entries.map((e) => e.data.toString("utf8")).join("\n");
    for (const privateOfMother of [mother.id, mother.email, "Jasur", "Maxfiy izoh", "yeryong'oq"]) expect(everything, privateOfMother).not.toContain(privateOfMother);
    expect(everything).not.toContain("9.5");

    // The preview: the mother's shared child and field go for everyone; the grandmother only leaves.
    const mothers = await call(deletion.GET, { token: mother.token });
    expect(mothers.body).toEqual({
      sharedChildren: [{ id: madina, name: "Madina", memberCount: 1 }],
      sharedFields: [{ id: fieldId, name: expect.any(String), memberCount: 1 }],
      memberships: { children: 0, fields: 0 },
    });
    expect((await call(deletion.GET, { token: grandmother.token })).body).toEqual({ sharedChildren: [], sharedFields: [], memberships: { children: 1, fields: 1 } });

    // The mother deletes her account: the shared child goes for the grandmother too.
    expect((await call(account.DELETE, { method: "DELETE", token: mother.token, body: { password: "password123" } })).status).toBe(204);
    expect((await call(growth.GET, { token: grandmother.token, params: { id: madina } })).status).toBe(404);
    expect((await call(children.GET, { token: grandmother.token })).body).toEqual([]);
    expect((await exported(grandmother)).of("shared-records.json")).toEqual({ shared: true, children: [], fields: [] });
  });
});
