// One of everything a user can own, made through the real route handlers where the API offers
// it: the account deletion and export tests fill two accounts with it.
import { randomUUID } from "node:crypto";
import * as tokenRoute from "@/app/api/auth/token/route";
import * as passwordRoute from "@/app/api/auth/password/route";
import * as exportRoute from "@/app/api/auth/account/export/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import * as milestoneRoute from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import * as feedRoute from "@/app/api/client/children/[id]/calendar-feed/route";
import * as invitationsRoute from "@/app/api/client/children/[id]/invitations/route";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import * as pricesRoute from "@/app/api/soil/prices/route";
import { getDb } from "@/lib/db/client";
import { api, day } from "@/tests/helpers/children";
import { call, createTestUser, TEST_PASSWORD, type TestUser } from "@/tests/helpers/http";
import { makeJpeg, multipartBody, sampleSubmission } from "@/tests/helpers/soil";

export { TEST_PASSWORD };

export interface FilledAccount {
  user: TestUser;
  childIds: string[];
  fieldIds: string[];
  seasonIds: string[];
  reportIds: string[];
  sessionIds: string[];
}

async function expectStatus(label: string, status: number, res: { status: number; text: string }) {
  if (res.status !== status) throw new Error(`${label}: ${res.status} ${res.text}`);
}

export async function fillAccount(name = "Dilnoza"): Promise<FilledAccount> {
  const user = await createTestUser(name);
  const db = await getDb();
  const ip = { "x-forwarded-for": `10.${Math.floor(Math.random() * 250)}.0.1` };
  // A sign-in (a session with its refresh token) and a failed one (the throttle's count keyed by the email).
  await expectStatus("sign-in", 200, await call(tokenRoute.POST, { method: "POST", headers: ip, body: { email: user.email, password: TEST_PASSWORD } }));
  await expectStatus("failed sign-in", 401, await call(tokenRoute.POST, { method: "POST", headers: ip, body: { email: user.email, password: "wrong-password" } }));
  // A wrong current password (the throttle's failure count keyed by the session).
  await expectStatus(
    "wrong current password",
    400,
    await call(passwordRoute.POST, { method: "POST", token: user.token, body: { currentPassword: "not-it", newPassword: "another-password" } }),
  );
  // An export (a rate-limit row keyed by the user's id).
  await expectStatus("export", 200, await call(exportRoute.GET, { token: user.token }));

  // A child with a growth record, a vaccination, a milestone answer, a calendar feed and an attempt.
  const created = await api.create(user, { name: `${name}ning qizi`, birthDate: day(-300), gender: "female", weight: 3.2, height: 50 });
  await expectStatus("child", 201, created);
  const childId = created.body.id as string;
  await expectStatus("dose", 200, await call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id: childId, doseId: "bcg" }, body: { done: true, date: day(-298) } }));
  await expectStatus("milestone", 200, await call(milestoneRoute.PUT, { method: "PUT", token: user.token, params: { id: childId, milestoneId: "m09-sits" }, body: { answer: "yes" } }));
  await expectStatus("feed", 201, await call(feedRoute.POST, { method: "POST", token: user.token, params: { id: childId } }));
  const activity = await db.activity.findFirstOrThrow({ select: { id: true } });
  await db.activityAttempt.create({ data: { childId, activityId: activity.id, day: new Date(`${day()}T00:00:00Z`), completedAt: new Date(), score: 80 } });

  // A soil analysis with a photo and an Idempotency-Key: field, seasons, crops, report, photo.
  const form = await multipartBody(sampleSubmission(), [{ bytes: await makeJpeg(400, 300) }]);
  await expectStatus(
    "analysis",
    200,
    await call(analyzeRoute.POST, { method: "POST", token: user.token, rawBody: form.body, headers: { "content-type": form.contentType, "Idempotency-Key": randomUUID() } }),
  );

  // The farmer's fertiliser prices.
  await expectStatus("prices", 200, await call(pricesRoute.PUT, { method: "PUT", token: user.token, body: { prices: { urea: 350000, ammophos: 480000 } } }));

  const fields = await db.field.findMany({ where: { userId: user.id }, select: { id: true, seasons: { select: { id: true } } } });

  // Sharing: a pending invitation to the child, and a helper who is a member of the child and of
  // the field (field invitations have no API yet, so those rows are written directly).
  await expectStatus("invitation", 201, await call(invitationsRoute.POST, { method: "POST", token: user.token, params: { id: childId }, body: { role: "viewer" } }));
  const helper = await createTestUser(`${name}ning onasi`);
  await db.childMember.create({ data: { childId, userId: helper.id, role: "caregiver" } });
  await db.fieldMember.createMany({ data: fields.map((f) => ({ fieldId: f.id, userId: helper.id, role: "worker" })) });
  const reports = await db.soilReport.findMany({ where: { userId: user.id }, select: { id: true } });
  const sessions = await db.session.findMany({ where: { userId: user.id }, select: { id: true } });
  return {
    user,
    childIds: [childId],
    fieldIds: fields.map((f) => f.id),
    seasonIds: fields.flatMap((f) => f.seasons.map((s) => s.id)),
    reportIds: reports.map((r) => r.id),
    sessionIds: sessions.map((s) => s.id),
  };
}
