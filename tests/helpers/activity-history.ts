// Calls and fixtures of the activity-history tests (tests/api/activities/history*.test.ts):
// the history, start and complete routes as a person calls them, sharing a child, the catalogue's
// activities for a 30-month-old, and a mother, a grandmother and their child.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import * as historyRoute from "@/app/api/client/children/[id]/activity-history/route";
import * as startRoute from "@/app/api/client/activities/start/[activityId]/route";
import * as completeRoute from "@/app/api/client/activities/complete/[activityId]/route";
import * as invitations from "@/app/api/client/children/[id]/invitations/route";
import * as accept from "@/app/api/client/invitations/accept/route";
import { getDb } from "@/lib/db/client";
import { addChild } from "@/tests/helpers/activities";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
export type Item = { attemptId: string; activityId: string; title: string; type: string; status: string; score: number | null; recordedBy: unknown; startedAt: string };

export const history = (user: TestUser, childId: string, query = "", headers?: Record<string, string>) =>
  call(historyRoute.GET, { token: user.token, params: { id: childId }, path: `/api/client/children/${childId}/activity-history${query}`, headers });

export const start = (user: TestUser, activityId: string, childId?: string) =>
  call(startRoute.POST, { method: "POST", token: user.token, params: { activityId }, path: `/api/x${childId ? `?childId=${childId}` : ""}` });

export const complete = (user: TestUser, activityId: string, body: unknown, childId?: string) =>
  call(completeRoute.POST, { method: "POST", token: user.token, params: { activityId }, path: `/api/x${childId ? `?childId=${childId}` : ""}`, body });

export async function share(owner: TestUser, childId: string, guest: TestUser, role: "caregiver" | "viewer") {
  const made = await call(invitations.POST, { method: "POST", token: owner.token, params: { id: childId }, body: { role } });
  expect(made.status).toBe(201);
  expect((await call(accept.POST, { method: "POST", token: guest.token, body: { token: made.body.token } })).status).toBe(200);
}

/** A game and an instructional activity for a 30-month-old, with their slugs. */
export async function activities() {
  const db = await getDb();
  const fits = { minAgeMonths: { lte: 30 }, maxAgeMonths: { gte: 30 } };
  const select = { id: true, slug: true } as const;
  const game = await db.activity.findFirstOrThrow({ where: { ...fits, type: "interactive" }, orderBy: { slug: "asc" }, select });
  const exercise = await db.activity.findFirstOrThrow({ where: { ...fits, type: "instructional" }, orderBy: { slug: "asc" }, select });
  return { game, exercise };
}

/** The Russian title of an activity, from the catalogue's translation files (not from our code). */
export function russianTitle(slug: string): string {
  const dir = path.join(process.cwd(), "prisma/catalogue/translations/ru");
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json") && name !== "categories.json")) {
    const texts = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, { title: string }>;
    if (texts[slug]) return texts[slug].title;
  }
  throw new Error(`no Russian title for ${slug}`);
}

export async function family() {
  const mother = await createTestUser("Dilnoza");
  const grandmother = await createTestUser("Buvi");
  const childId = await addChild(mother.id, { ageMonths: 30, name: "Madina" });
  return { mother, grandmother, childId };
}

export const attemptCount = async (childId: string) => (await getDb()).activityAttempt.count({ where: { childId } });
