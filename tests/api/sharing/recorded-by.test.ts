// "Who recorded it" through the real route handlers (docs/sharing.md): the grandmother records
// on the shared child, the mother sees her name, each sees their own as "you"; after removal her
// records stay, named as a former member, and after her account is deleted they stay unnamed.
// Only names travel: never the other person's id or email.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import * as growth from "@/app/api/client/children/[id]/growth/route";
import * as vaccinations from "@/app/api/client/children/[id]/vaccinations/route";
import * as dose from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import * as milestones from "@/app/api/client/children/[id]/milestones/route";
import * as milestone from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import * as invitations from "@/app/api/client/children/[id]/invitations/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import * as member from "@/app/api/client/children/[id]/members/[userId]/route";
import * as account from "@/app/api/auth/account/route";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day } from "@/tests/helpers/children";

type Who = { name: string | null; you: boolean; former?: boolean };

async function share(owner: TestUser, childId: string, guest: TestUser, role = "caregiver") {
  const made = await call(invitations.POST, { method: "POST", token: owner.token, params: { id: childId }, body: { role } });
  const joined = await call(accept.POST, { method: "POST", token: guest.token, body: { token: made.body.token } });
  expect(joined.status).toBe(200);
}

/** Who recorded the growth record of this weight, the dose and the milestone, as `viewer` sees them. */
async function seenBy(viewer: TestUser, childId: string) {
  const records = (await call(growth.GET, { token: viewer.token, params: { id: childId } })).body.records as { weight: number; recordedBy: Who }[];
  const doses = (await call(vaccinations.GET, { token: viewer.token, params: { id: childId } })).body.doses as { id: string; recordedBy: Who | null }[];
  const items = (await call(milestones.GET, { token: viewer.token, params: { id: childId } })).body.items as { id: string; answer: { recordedBy: Who } | null }[];
  return {
    birth: records.find((r) => r.weight === 3.3)?.recordedBy,
    weighed: records.find((r) => r.weight === 9.2)?.recordedBy,
    dose: doses.find((d) => d.id === "hepb-0")?.recordedBy,
    unmarked: doses.find((d) => d.id === "bcg")?.recordedBy,
    milestone: items.find((i) => i.id === "m09-sits")?.answer?.recordedBy,
    raw: JSON.stringify({ records, doses, items }),
  };
}

describe("who recorded it", () => {
  it("names the recorder to every person of the child, and a former member after removal and deletion", async () => {
    const mother = await createTestUser("Dilnoza");
    const grandmother = await createTestUser("Buvi");
    const childId = await addChild(mother, { name: "Madina", birthDate: day(-290), weight: 3.3 });
    await share(mother, childId, grandmother);

    expect((await call(growth.POST, { method: "POST", token: grandmother.token, params: { id: childId }, body: { weight: 9.2 } })).body.recordedBy).toEqual({
      name: "Buvi",
      you: true,
    });
    expect((await call(dose.PUT, { method: "PUT", token: grandmother.token, params: { id: childId, doseId: "hepb-0" }, body: { done: true, date: day(-289) } })).status).toBe(200);
    expect((await call(milestone.PUT, { method: "PUT", token: grandmother.token, params: { id: childId, milestoneId: "m09-sits" }, body: { answer: "yes" } })).status).toBe(200);

    const mothers = await seenBy(mother, childId);
    expect(mothers.birth).toEqual({ name: "Dilnoza", you: true });
    expect([mothers.weighed, mothers.dose, mothers.milestone]).toEqual([{ name: "Buvi", you: false }, { name: "Buvi", you: false }, { name: "Buvi", you: false }]);
    expect(mothers.unmarked).toBeNull();
    expect(mothers.raw).not.toContain(grandmother.id);
    expect(mothers.raw).not.toContain(grandmother.email);

    const grandmothers = await seenBy(grandmother, childId);
    expect(grandmothers.birth).toEqual({ name: "Dilnoza", you: false });
    expect([grandmothers.weighed, grandmothers.dose, grandmothers.milestone]).toEqual([{ name: "Buvi", you: true }, { name: "Buvi", you: true }, { name: "Buvi", you: true }]);
    expect(grandmothers.raw).not.toContain(mother.id);
    expect(grandmothers.raw).not.toContain(mother.email);

    // Removed: her records stay, named, as a former member's.
    expect((await call(member.DELETE, { method: "DELETE", token: mother.token, params: { id: childId, userId: grandmother.id } })).status).toBe(204);
    const afterRemoval = await seenBy(mother, childId);
    expect([afterRemoval.weighed, afterRemoval.dose, afterRemoval.milestone]).toEqual(Array(3).fill({ name: "Buvi", you: false, former: true }));
    expect(afterRemoval.birth).toEqual({ name: "Dilnoza", you: true });

    // Her account deleted: the records stay with the child, without a name.
    expect((await call(account.DELETE, { method: "DELETE", token: grandmother.token, body: { password: "password123" } })).status).toBe(204);
    const afterDeletion = await seenBy(mother, childId);
    expect([afterDeletion.weighed, afterDeletion.dose, afterDeletion.milestone]).toEqual(Array(3).fill({ name: null, you: false, former: true }));
    expect(await (await getDb()).growthRecord.count({ where: { childId } })).toBe(2);
  });
});
