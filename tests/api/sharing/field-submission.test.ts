// A worker submits a soil analysis into the owner's shared field (docs/sharing.md), through the
// real route handlers: the report is stored under the owner's field with the worker as its
// submitter, the owner reads it with the worker's name, its photos are read by the field's people
// only; a viewer gets 403, a stranger and a removed member 404, bad ids 400, and nothing changes
// when refused. An Idempotency-Key replays the worker's answer once, and is refused after removal.
import { describe, expect, it } from "vitest";
import * as analyze from "@/app/api/soil/analyze/route";
import * as fields from "@/app/api/soil/fields/route";
import * as member from "@/app/api/soil/fields/[id]/members/[userId]/route";
import * as fieldReports from "@/app/api/soil/fields/[id]/reports/route";
import * as reports from "@/app/api/soil/reports/route";
import * as report from "@/app/api/soil/reports/[id]/route";
import * as plan from "@/app/api/soil/reports/[id]/plan/route";
import * as photo from "@/app/api/soil/photos/[id]/route";
import { readExportDocuments } from "@/lib/account/export-data";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { makeJpeg, sampleSubmission } from "@/tests/helpers/soil";

const submit = (user: TestUser, body: unknown, headers: Record<string, string> = {}) => call(analyze.POST, { method: "POST", token: user.token, body, headers });

/** A farmer's field (made by his own analysis) shared with a worker and a viewer, and a stranger. */
async function sharedField() {
  const [owner, worker, viewer, stranger] = await Promise.all(["Rustam", "Sardor", "Nodira", "Begona"].map((name) => createTestUser(name)));
  const made = await submit(owner, sampleSubmission({ fieldName: "Ariq bo'yi" }));
  expect(made.status).toBe(200);
  const [field] = (await call(fields.GET, { token: owner.token })).body as { id: string; fieldId: string }[];
  const db = await getDb();
  await db.fieldMember.createMany({
    data: [
      { fieldId: field.id, userId: worker.id, role: "worker" },
      { fieldId: field.id, userId: viewer.id, role: "viewer" },
    ],
  });
  return { owner, worker, viewer, stranger, fieldId: field.id, fieldKey: field.fieldId, ownerReportId: made.body.reportId as string };
}

/** Everything a refused submission must leave as it was. */
async function snapshot(fieldId: string, people: TestUser[]) {
  const db = await getDb();
  return JSON.stringify({
    field: await db.field.findUnique({ where: { id: fieldId }, include: { seasons: { include: { plots: true } }, reports: { select: { id: true } } } }),
    theirFields: await db.field.count({ where: { userId: { in: people.map((p) => p.id) } } }),
    theirReports: await db.soilReport.count({ where: { userId: { in: people.map((p) => p.id) } } }),
    keys: await db.idempotencyKey.count({ where: { userId: { in: people.map((p) => p.id) } } }),
  });
}

describe("a worker's analysis of a shared field", () => {
  it("is stored under the owner's field with the worker as submitter, and the owner reads it with the worker's name", async () => {
    const { owner, worker, fieldId, fieldKey, ownerReportId } = await sharedField();
    const jpeg = await makeJpeg(640, 480);
    const res = await submit(
      worker,
      sampleSubmission({
        fieldId: "ishchining-nomi", // not used to find the field
        fieldName: "Boshqa nom", // a worker never renames the owner's field
        sharedFieldId: fieldId,
        area: 3.5,
        lastCrops: [{ year: 2025, crop: "makkajo'xori", yield: "yaxshi" }],
        ...{ photos: [{ mimeType: "image/jpeg", data: jpeg.toString("base64") }] },
      }),
    );
    expect(res.status, res.text).toBe(200);
    const reportId = res.body.reportId as string;
    expect(res.body.fieldId).toBe(fieldKey); // the owner's clients know the field by their own key

    const db = await getDb();
    expect(await db.soilReport.findUniqueOrThrow({ where: { id: reportId }, select: { fieldId: true, userId: true } })).toEqual({ fieldId, userId: worker.id });
    expect(await db.field.count({ where: { userId: worker.id } })).toBe(0); // no field of his own
    const field = await db.field.findUniqueOrThrow({ where: { id: fieldId }, include: { seasons: { include: { plots: true } } } });
    expect(field).toMatchObject({ userId: owner.id, fieldKey, name: "Ariq bo'yi", areaHa: 3.5 });
    expect(field.seasons.find((s) => s.year === 2025)?.plots.map((p) => p.crop)).toEqual(["makkajo'xori"]);

    // The owner's list and the field's history (by its client key) hold it, naming the worker.
    const mine = (await call(reports.GET, { token: owner.token })).body as { reportId: string; recordedBy: unknown }[];
    expect(mine.map((r) => [r.reportId, r.recordedBy])).toEqual([
      [reportId, { name: "Sardor", you: false }],
      [ownerReportId, { name: "Rustam", you: true }],
    ]);
    const history = (await call(reports.GET, { token: owner.token, path: `/api/soil/reports?fieldId=${encodeURIComponent(fieldKey)}` })).body;
    expect(history.map((r: { reportId: string }) => r.reportId)).toEqual([reportId, ownerReportId]);
    expect((await call(report.GET, { token: owner.token, params: { id: reportId } })).body.recordedBy).toEqual({ name: "Sardor", you: false });
    expect((await call(fields.GET, { token: owner.token })).body[0]).toMatchObject({ id: fieldId, reportCount: 2 });
    // The worker reads it as the field's, as his own submission; his own list keeps his own fields.
    const theirs = (await call(fieldReports.GET, { token: worker.token, params: { id: fieldId } })).body;
    expect(theirs[0]).toMatchObject({ reportId, recordedBy: { name: "Sardor", you: true } });
    expect((await call(reports.GET, { token: worker.token })).body).toEqual([]);
    // The owner's export keeps it (a worker's record of his field); the worker's has it too while a member.
    expect((await readExportDocuments(owner.id)).reports.map((r) => r.id)).toContain(reportId);
    expect((await readExportDocuments(worker.id)).reports.map((r) => r.id)).toEqual([reportId]);
  }, 60_000);

  it("lets the owner and the field's members read the photos a worker sent, nobody else, and not a removed worker", async () => {
    const { owner, worker, viewer, stranger, fieldId } = await sharedField();
    const jpeg = await makeJpeg(320, 240);
    const res = await submit(worker, { ...sampleSubmission({ sharedFieldId: fieldId }), photos: [{ mimeType: "image/jpeg", data: jpeg.toString("base64") }] });
    expect(res.status, res.text).toBe(200);
    const [stored] = res.body.details.photos as { id: string }[];
    const read = (user: TestUser) => call(photo.GET, { token: user.token, params: { id: stored.id } });
    for (const user of [owner, worker, viewer]) {
      const got = await read(user);
      expect(got.status, user.name).toBe(200);
      expect(got.headers.get("content-type")).toMatch(/^image\//);
    }
    expect((await read(stranger)).status).toBe(404);
    // Removed: the worker's own submission gives him no access of its own.
    expect((await call(member.DELETE, { method: "DELETE", token: owner.token, params: { id: fieldId, userId: worker.id } })).status).toBe(204);
    expect((await read(worker)).status).toBe(404);
    expect((await call(report.GET, { token: worker.token, params: { id: res.body.reportId } })).status).toBe(404);
    expect((await call(plan.GET, { token: worker.token, params: { id: res.body.reportId }, path: "/api/x?crop=wheat" })).status).toBe(404);
    // The owner still has it, the worker's name marked as a former member.
    expect((await read(owner)).status).toBe(200);
    expect((await call(report.GET, { token: owner.token, params: { id: res.body.reportId } })).body.recordedBy).toEqual({ name: "Sardor", you: false, former: true });
    expect((await readExportDocuments(worker.id)).reports).toEqual([]);
  }, 60_000);

  it("keeps a worker's report with the field when his account is deleted, submitted by a former member", async () => {
    const { owner, worker, fieldId } = await sharedField();
    const res = await submit(worker, { ...sampleSubmission({ sharedFieldId: fieldId }), photos: [{ mimeType: "image/jpeg", data: (await makeJpeg(64, 48)).toString("base64") }] });
    expect(res.status).toBe(200);
    const db = await getDb();
    await db.user.delete({ where: { id: worker.id } }); // what deleting the account does (lib/account/delete.ts)
    const read = await call(report.GET, { token: owner.token, params: { id: res.body.reportId } });
    expect(read.status).toBe(200);
    expect(read.body.recordedBy).toEqual({ name: null, you: false, former: true });
    expect((await call(photo.GET, { token: owner.token, params: { id: res.body.details.photos[0].id } })).status).toBe(200);
    expect(await db.soilReport.count({ where: { fieldId } })).toBe(2);
  }, 60_000);

  it("refuses a viewer (403), a stranger and a removed member (404), and changes nothing", async () => {
    const { owner, worker, viewer, stranger, fieldId } = await sharedField();
    const people = [owner, worker, viewer, stranger];
    const before = await snapshot(fieldId, people);
    const byViewer = await submit(viewer, sampleSubmission({ sharedFieldId: fieldId }), { "Idempotency-Key": crypto.randomUUID() });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.code).toBe("forbidden_role");
    const byStranger = await submit(stranger, sampleSubmission({ sharedFieldId: fieldId, fieldName: "Ariq" }));
    expect(byStranger.status).toBe(404);
    expect(byStranger.text).not.toContain("Ariq bo'yi");
    expect(await snapshot(fieldId, people)).toBe(before);

    expect((await call(member.DELETE, { method: "DELETE", token: owner.token, params: { id: fieldId, userId: worker.id } })).status).toBe(204);
    const after = await snapshot(fieldId, people);
    const byRemoved = await submit(worker, sampleSubmission({ sharedFieldId: fieldId }));
    expect(byRemoved.status).toBe(404);
    expect(byRemoved.body.code).toBe("not_found");
    expect(await snapshot(fieldId, people)).toBe(after);
  }, 60_000);

  it("answers a malformed sharedFieldId 400 and an unknown one 404, storing nothing", async () => {
    const { owner, worker, fieldId } = await sharedField();
    const before = await snapshot(fieldId, [owner, worker]);
    for (const bad of ["not-a-uuid", 42, "", `${fieldId}x`, null]) {
      const res = await submit(worker, { ...sampleSubmission(), sharedFieldId: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain("sharedFieldId");
    }
    const unknown = await submit(worker, sampleSubmission({ sharedFieldId: crypto.randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(await snapshot(fieldId, [owner, worker])).toBe(before);
  }, 60_000);

  it("lets the owner name his own field by its server id too", async () => {
    const { owner, fieldId, fieldKey } = await sharedField();
    const res = await submit(owner, sampleSubmission({ sharedFieldId: fieldId }));
    expect(res.status).toBe(200);
    expect(res.body.fieldId).toBe(fieldKey);
    const db = await getDb();
    expect(await db.field.count({ where: { userId: owner.id } })).toBe(1);
    expect((await call(reports.GET, { token: owner.token })).body[0].recordedBy).toEqual({ name: "Rustam", you: true });
  }, 60_000);

  it("replays a worker's retry with the same Idempotency-Key (one report), and refuses it once he is removed", async () => {
    const { owner, worker, fieldId } = await sharedField();
    const key = crypto.randomUUID();
    const body = sampleSubmission({ sharedFieldId: fieldId });
    const first = await submit(worker, body, { "Idempotency-Key": key });
    expect(first.status).toBe(200);
    const again = await submit(worker, body, { "Idempotency-Key": key });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.reportId).toBe(first.body.reportId);
    const db = await getDb();
    expect(await db.soilReport.count({ where: { fieldId, userId: worker.id } })).toBe(1);
    // The same key for another field is another request.
    expect((await submit(worker, { ...body, sharedFieldId: undefined }, { "Idempotency-Key": key })).body.code).toBe("idempotency_key_reused");

    // Made viewer: 403 even for the stored answer; removed: 404.
    await db.fieldMember.update({ where: { fieldId_userId: { fieldId, userId: worker.id } }, data: { role: "viewer" } });
    const asViewer = await submit(worker, body, { "Idempotency-Key": key });
    expect(asViewer.status).toBe(403);
    expect(asViewer.body.code).toBe("forbidden_role");
    expect((await call(member.DELETE, { method: "DELETE", token: owner.token, params: { id: fieldId, userId: worker.id } })).status).toBe(204);
    const removed = await submit(worker, body, { "Idempotency-Key": key });
    expect(removed.status).toBe(404);
    expect(removed.text).not.toContain(first.body.reportId);
    expect(await db.soilReport.count({ where: { fieldId, userId: worker.id } })).toBe(1);
  }, 60_000);
});
