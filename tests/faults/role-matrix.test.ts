// Every endpoint x {owner, caregiver/worker, viewer, stranger, removed member, member whose
// invitation was revoked, deleted account}, built from the definitions (lib/endpoints) and the
// issue's role table (./role-rules.ts). Each cell is allowed, 403 or 404 as docs/security.md
// decides (401 for a deleted account), a refusal changes nothing and never carries the child's
// or the report's data, and no cell is a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { OPERATIONS } from "@/lib/endpoints";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { ruleTarget } from "@/lib/sharing/roles";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day } from "@/tests/helpers/children";
import { sampleSubmission } from "@/tests/helpers/soil";
import { ENDPOINTS, type Endpoint } from "@/tests/faults/endpoints";
import { EXPECTED_RULES, PERSONAS, expectedCell, type Persona } from "@/tests/faults/role-rules";

const BODIES: Record<string, unknown> = {
  updateChild: { name: "Renamed" },
  addGrowthRecord: { weight: 9.2 },
  setVaccination: { done: true, date: day(-100) },
  answerMilestone: { answer: "not_yet" },
  createChildInvitation: { role: "viewer" },
  changeChildMemberRole: { role: "viewer" },
  createFieldInvitation: { role: "viewer" },
  changeFieldMemberRole: { role: "viewer" },
  completeActivity: { score: 80, timeSpentSeconds: 60 },
  // Filled with the caregiver's id once the people exist: the owner hands over to them.
  transferChildOwnership: { password: "password123" },
  transferFieldOwnership: { password: "password123" },
};

let people: Record<Persona, TestUser>;
let activityId: string;

beforeAll(async () => {
  const [owner, caregiver, viewer, stranger, removed, revoked, deleted] = await Promise.all(
    ["Ona", "Buvi", "Tog'a", "Begona", "Sobiq", "Qaytarilgan", "O'chirilgan"].map((name) => createTestUser(name)),
  );
  people = { owner, caregiver, viewer, stranger, removed, revoked, deleted };
  for (const name of ["transferChildOwnership", "transferFieldOwnership"]) BODIES[name] = { userId: caregiver.id, password: "password123" };
  const db = await getDb();
  // The deleted account was a caregiver; its token outlives the account.
  await db.user.delete({ where: { id: deleted.id } });
  activityId = (await db.activity.findFirstOrThrow({ orderBy: { slug: "asc" }, select: { id: true } })).id;
}, 60_000);

/** A fresh shared child (and the owner's private one) with every persona in its place. */
async function sharedChild() {
  const db = await getDb();
  const childId = await addChild(people.owner, { name: "Madina", birthDate: day(-300), weight: 3.3 });
  await db.childMember.createMany({
    data: [
      { childId, userId: people.caregiver.id, role: "caregiver" },
      { childId, userId: people.viewer.id, role: "viewer" },
      { childId, userId: people.removed.id, role: "caregiver" },
    ],
  });
  await db.childMember.delete({ where: { childId_userId: { childId, userId: people.removed.id } } });
  await db.invitation.createMany({
    data: [
      // Revoked before the person accepted it: they never became a member.
      { childId, role: "caregiver", tokenHash: `r-${childId}`, codeHash: `rc-${childId}`, createdBy: people.owner.id, expiresAt: new Date(Date.now() + 3600_000), revokedAt: new Date() },
    ],
  });
  const open = await db.invitation.create({
    data: { childId, role: "viewer", tokenHash: `o-${childId}`, codeHash: `oc-${childId}`, createdBy: people.owner.id, expiresAt: new Date(Date.now() + 3600_000) },
  });
  return { childId, invitationId: open.id };
}

async function snapshot(childId: string) {
  const db = await getDb();
  return JSON.stringify(
    await db.child.findUnique({
      where: { id: childId },
      include: { growthRecords: true, vaccinations: true, milestoneAnswers: true, attempts: true, members: true, invitations: true, calendarFeed: true },
    }),
  );
}

function request(endpoint: Endpoint, ids: { childId: string; invitationId?: string }, persona: Persona) {
  const params: Record<string, string> = { ...endpoint.otherParams };
  if (endpoint.param === "id") params.id = ids.childId;
  if (endpoint.param === "activityId") params.activityId = activityId;
  if ("userId" in params) params.userId = people.caregiver.id;
  if ("invitationId" in params && ids.invitationId) params.invitationId = ids.invitationId;
  return call(endpoint.module[endpoint.method]!, {
    method: endpoint.method,
    token: people[persona].token,
    params,
    path: endpoint.param === "id" ? "/api/x" : `/api/x?childId=${ids.childId}`,
    body: BODIES[endpoint.name],
  });
}

// Where the rule lets a persona through but the endpoint itself has nothing for them.
const OWN_ANSWER: Record<string, Partial<Record<Persona, number>>> = {
  leaveChild: { owner: 404 }, // the owner has no membership to leave
  leaveField: { owner: 404 },
  completeActivity: { owner: 409, caregiver: 409 }, // nothing was started: past the role check
};

describe("role rules", () => {
  it("every endpoint declares the rule of the issue's table, and the table has no endpoint that does not exist", () => {
    const missing = OPERATIONS.filter((op) => op.access === undefined).map((op) => op.operationId);
    expect(missing).toEqual([]);
    for (const op of OPERATIONS) expect(op.access, op.operationId).toEqual(EXPECTED_RULES[op.operationId]);
    expect(Object.keys(EXPECTED_RULES).sort()).toEqual(OPERATIONS.map((op) => op.operationId).sort());
    // A rule names a child or field only on an endpoint that signs in.
    for (const op of OPERATIONS) expect(op.access === "public", op.operationId).toBe(!op.auth);
  });
});

describe("role matrix: child endpoints", () => {
  const childEndpoints = ENDPOINTS.filter((e) => ruleTarget(EXPECTED_RULES[e.name])?.kind === "child");

  it("covers every child endpoint", () => {
    expect(childEndpoints.length).toBeGreaterThanOrEqual(25);
  });

  for (const endpoint of childEndpoints) {
    it(`${endpoint.name}: each persona is allowed, 403 or 404 and a refusal changes nothing`, async () => {
      const ids = await sharedChild();
      const rule = EXPECTED_RULES[endpoint.name];
      for (const persona of PERSONAS) {
        const expected = OWN_ANSWER[endpoint.name]?.[persona] ?? expectedCell(rule, persona);
        const before = await snapshot(ids.childId);
        const res = await request(endpoint, ids, persona);
        const cell = `${endpoint.name} x ${persona}: ${res.status} ${res.text.slice(0, 160)}`;
        expect(res.status, cell).toBeLessThan(500);
        if (expected === "allowed") {
          expect([401, 403, 404], cell).not.toContain(res.status);
          continue;
        }
        expect(res.status, cell).toBe(expected);
        if (expected === 403) expect(res.body.code, cell).toBe("forbidden_role");
        expect(res.text, cell).not.toContain("Madina");
        if (typeof expected === "number" && expected !== 409) expect(await snapshot(ids.childId), cell).toBe(before);
      }
    }, 60_000);
  }
});

describe("role matrix: field endpoints", () => {
  it("lets the owner, a worker and a viewer read a field's report, plan and photo; others get 404, a deleted account 401", async () => {
    const db = await getDb();
    const made = await call(analyzeRoute.POST, { method: "POST", token: people.owner.token, body: sampleSubmission() });
    expect(made.status).toBe(200);
    const report = await db.soilReport.findUniqueOrThrow({ where: { id: made.body.reportId as string }, select: { id: true, fieldId: true } });
    const photo = await db.soilPhoto.create({ data: { reportId: report.id, position: 0, contentType: "image/png", width: 1, height: 1, data: Buffer.from("x") } });
    await db.fieldMember.createMany({
      data: [
        { fieldId: report.fieldId, userId: people.caregiver.id, role: "worker" },
        { fieldId: report.fieldId, userId: people.viewer.id, role: "viewer" },
        { fieldId: report.fieldId, userId: people.removed.id, role: "worker" },
      ],
    });
    await db.fieldMember.delete({ where: { fieldId_userId: { fieldId: report.fieldId, userId: people.removed.id } } });
    // analyzeSoil names its field in the body: its own test below.
    const fieldEndpoints = ENDPOINTS.filter((e) => ruleTarget(EXPECTED_RULES[e.name])?.kind === "field" && e.resource !== "field" && e.name !== "analyzeSoil");
    expect(fieldEndpoints.map((e) => e.name).sort()).toEqual(["getSoilPhoto", "getSoilReport", "getSoilReportPlan", "getSoilReportPlanCalendar"]);
    for (const endpoint of fieldEndpoints) {
      for (const persona of PERSONAS) {
        const id = endpoint.name === "getSoilPhoto" ? photo.id : report.id;
        const res = await call(endpoint.module.GET!, { token: people[persona].token, params: { id }, path: "/api/x?crop=wheat" });
        const expected = expectedCell(EXPECTED_RULES[endpoint.name], persona);
        const cell = `${endpoint.name} x ${persona}: ${res.status} ${res.text.slice(0, 160)}`;
        if (expected === "allowed") expect([401, 403, 404], cell).not.toContain(res.status);
        else expect(res.status, cell).toBe(expected);
        expect(res.status, cell).toBeLessThan(500);
      }
    }
  }, 60_000);
});

/** A fresh field of the owner with a worker (the caregiver persona), a viewer, a removed worker and invitations. */
async function sharedField() {
  const db = await getDb();
  const field = await db.field.create({
    data: { userId: people.owner.id, fieldKey: `dala-${Date.now()}-${Math.random()}`, name: "Ariq bo'yi", areaHa: 2, irrigationType: "ariqqa" },
  });
  await db.fieldMember.createMany({
    data: [
      { fieldId: field.id, userId: people.caregiver.id, role: "worker" },
      { fieldId: field.id, userId: people.viewer.id, role: "viewer" },
      { fieldId: field.id, userId: people.removed.id, role: "worker" },
    ],
  });
  await db.fieldMember.delete({ where: { fieldId_userId: { fieldId: field.id, userId: people.removed.id } } });
  const expiresAt = new Date(Date.now() + 3600_000);
  await db.invitation.create({
    data: { fieldId: field.id, role: "worker", tokenHash: `fr-${field.id}`, codeHash: `frc-${field.id}`, createdBy: people.owner.id, expiresAt, revokedAt: new Date() },
  });
  const open = await db.invitation.create({
    data: { fieldId: field.id, role: "viewer", tokenHash: `fo-${field.id}`, codeHash: `foc-${field.id}`, createdBy: people.owner.id, expiresAt },
  });
  return { fieldId: field.id, invitationId: open.id };
}

const fieldSnapshot = async (fieldId: string) =>
  JSON.stringify(await (await getDb()).field.findUnique({ where: { id: fieldId }, include: { members: true, invitations: true, reports: true } }));

describe("role matrix: field sharing endpoints", () => {
  const byField = ENDPOINTS.filter((e) => e.resource === "field");

  it("covers every endpoint that names a field", () => {
    expect(byField.map((e) => e.name).sort()).toEqual(
      Object.entries(EXPECTED_RULES)
        .filter(([name, rule]) => ruleTarget(rule)?.kind === "field" && !/^getSoil/.test(name) && name !== "analyzeSoil")
        .map(([name]) => name)
        .sort(),
    );
  });

  for (const endpoint of byField) {
    it(`${endpoint.name}: each persona is allowed, 403 or 404 and a refusal changes nothing`, async () => {
      const rule = EXPECTED_RULES[endpoint.name];
      const { fieldId, invitationId } = await sharedField();
      for (const persona of PERSONAS) {
        const expected = OWN_ANSWER[endpoint.name]?.[persona] ?? expectedCell(rule, persona);
        const params: Record<string, string> = { ...endpoint.otherParams, id: fieldId };
        if ("userId" in params) params.userId = people.caregiver.id;
        if ("invitationId" in params) params.invitationId = invitationId;
        const before = await fieldSnapshot(fieldId);
        const res = await call(endpoint.module[endpoint.method]!, { method: endpoint.method, token: people[persona].token, params, body: BODIES[endpoint.name] });
        const cell = `${endpoint.name} x ${persona}: ${res.status} ${res.text.slice(0, 160)}`;
        expect(res.status, cell).toBeLessThan(500);
        if (expected === "allowed") {
          expect([401, 403, 404], cell).not.toContain(res.status);
          continue;
        }
        expect(res.status, cell).toBe(expected);
        if (expected === 403) expect(res.body.code, cell).toBe("forbidden_role");
        expect(res.text, cell).not.toContain("Ariq");
        expect(await fieldSnapshot(fieldId), cell).toBe(before);
      }
    }, 60_000);
  }
});

describe("role matrix: an analysis naming a shared field", () => {
  it("analyzeSoil with sharedFieldId: the owner and a worker store a report under the field, a viewer gets 403, others 404, a deleted account 401", async () => {
    const db = await getDb();
    const { fieldId } = await sharedField();
    for (const persona of PERSONAS) {
      const expected = expectedCell(EXPECTED_RULES.analyzeSoil, persona);
      const before = await fieldSnapshot(fieldId);
      const res = await call(analyzeRoute.POST, { method: "POST", token: people[persona].token, body: sampleSubmission({ sharedFieldId: fieldId }) });
      const cell = `analyzeSoil x ${persona}: ${res.status} ${res.text.slice(0, 160)}`;
      expect(res.status, cell).toBeLessThan(500);
      if (expected === "allowed") {
        expect(res.status, cell).toBe(200);
        const stored = await db.soilReport.findUniqueOrThrow({ where: { id: res.body.reportId as string }, select: { fieldId: true, userId: true } });
        expect(stored, cell).toEqual({ fieldId, userId: people[persona].id });
        continue;
      }
      expect(res.status, cell).toBe(expected);
      if (expected === 403) expect(res.body.code, cell).toBe("forbidden_role");
      expect(res.text, cell).not.toContain("Ariq");
      expect(await fieldSnapshot(fieldId), cell).toBe(before);
    }
    // A refused persona made no field of their own either.
    for (const persona of ["viewer", "stranger", "removed", "revoked"] as Persona[]) {
      expect(await db.field.count({ where: { userId: people[persona].id } }), persona).toBe(0);
    }
  }, 60_000);
});

describe("role matrix: the person's own data", () => {
  it("answers a deleted account 401 on every signed-in endpoint, and never shows a member the owner's other child", async () => {
    const { childId } = await sharedChild();
    await addChild(people.owner, { name: "Jasur", birthDate: day(-900) });
    for (const endpoint of ENDPOINTS.filter((e) => EXPECTED_RULES[e.name] === "account")) {
      const res = await call(endpoint.module[endpoint.method]!, { method: endpoint.method, token: people.deleted.token, params: { id: childId }, body: endpoint.method === "GET" ? undefined : {} });
      expect(res.status, endpoint.name).toBe(401);
    }
    const reads = ENDPOINTS.filter((e) => EXPECTED_RULES[e.name] === "account" && e.method === "GET");
    for (const persona of ["caregiver", "viewer", "stranger", "removed", "revoked"] as Persona[]) {
      for (const endpoint of reads) {
        const res = await call(endpoint.module.GET!, { token: people[persona].token });
        expect(res.status, `${endpoint.name} x ${persona}`).toBeLessThan(400);
        expect(res.text, `${endpoint.name} x ${persona}`).not.toContain("Jasur");
      }
    }
  }, 120_000);
});
