// Categories, the all-activities list and details, through the route handlers on the real
// (seeded) database.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as categoriesRoute from "@/app/api/client/activities/categories/route";
import * as allRoute from "@/app/api/client/activities/all/route";
import * as detailsRoute from "@/app/api/client/activities/details/[activityId]/route";
import * as filesRoute from "@/app/api/client/activities/files/[fileId]/route";
import { getDb } from "@/lib/db/client";
import { dateOnly, tashkentDate } from "@/lib/time";
import { call, createTestUser } from "@/tests/helpers/http";
import { activityCategorySchema, activityDetailsSchema, activityListItemSchema } from "@/lib/activities/schemas";
import { assetKeysOf } from "@/lib/activities/catalogue";
import { getCatalogue } from "@/lib/activities/catalogue-cache";
import { addChild, fittingActivities, parentWithChild } from "@/tests/helpers/activities";
import { dayBefore } from "@/lib/activities/dashboard";

const today = () => dateOnly(tashkentDate());

describe("GET /api/client/activities/categories", () => {
  it("lists every category in display order with exactly the contract's fields (docs/spec/README.md), no child needed", async () => {
    const { token } = await createTestUser();
    const res = await call(categoriesRoute.GET, { token });
    expect(res.status).toBe(200);
    const rows = await (await getDb()).activityCategory.findMany({ orderBy: { sortOrder: "asc" } });
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(z.array(activityCategorySchema).parse(res.body)).toEqual(
      rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, icon: r.icon })),
    );
  });

  it("needs a signed-in user and answers other methods with 405", async () => {
    expect((await call(categoriesRoute.GET)).status).toBe(401);
    const post = await call(categoriesRoute.POST, { method: "POST", token: (await createTestUser()).token });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});

describe("GET /api/client/activities/all", () => {
  const path = (query = "") => `/api/client/activities/all${query}`;

  it("returns the whole catalogue when the user has no child yet", async () => {
    const { token } = await createTestUser();
    const res = await call(allRoute.GET, { token, path: path() });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await (await getDb()).activity.count());
    expect(new Set(res.body.map((a: { status: string }) => a.status))).toEqual(new Set(["not_started"]));
  });

  it("lists the activities fitting the child's age in category order, then min age, then title", async () => {
    const { token } = await parentWithChild(30);
    const res = await call(allRoute.GET, { token, path: path() });
    expect(res.status).toBe(200);
    const items = z.array(activityListItemSchema).parse(res.body);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set((await fittingActivities(30)).map((a) => a.id)));

    const db = await getDb();
    const rows = await db.activity.findMany({
      where: { id: { in: items.map((i) => i.id) } },
      select: { id: true, title: true, minAgeMonths: true, category: { select: { sortOrder: true, title: true } } },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keys = items.map((i) => byId.get(i.id)!);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1], keys[i]];
      const order = a.category.sortOrder - b.category.sortOrder || a.minAgeMonths - b.minAgeMonths;
      expect(order < 0 || (order === 0 && a.title.localeCompare(b.title, "uz") <= 0)).toBe(true);
    }
    expect(items.map((i) => i.categoryTitle)).toEqual(keys.map((k) => k.category.title));
    // Stable: the same order on every call.
    expect((await call(allRoute.GET, { token, path: path() })).body).toEqual(res.body);
  });

  it("filters by category; a malformed id is 400 and an unknown one 404", async () => {
    const { token } = await parentWithChild(30);
    const category = await (await getDb()).activityCategory.findFirstOrThrow({ orderBy: { sortOrder: "asc" } });
    const res = await call(allRoute.GET, { token, path: path(`?categoryId=${category.id}`) });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const fitting = (await fittingActivities(30)).filter((a) => a.categoryId === category.id);
    expect(res.body.map((i: { id: string }) => i.id).sort()).toEqual(fitting.map((a) => a.id).sort());
    expect(new Set(res.body.map((i: { categoryTitle: string }) => i.categoryTitle))).toEqual(new Set([category.title]));

    const malformed = await call(allRoute.GET, { token, path: path("?categoryId=nutq") });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe("query.categoryId");
    const unknown = await call(allRoute.GET, { token, path: path(`?categoryId=${randomUUID()}`) });
    expect(unknown.status).toBe(404);
  });

  it("uses another own child given by childId, and 404s a foreign or deleted child", async () => {
    const parent = await parentWithChild(30);
    const baby = await addChild(parent.id, { ageMonths: 3, select: false });
    const res = await call(allRoute.GET, { token: parent.token, path: path(`?childId=${baby}`) });
    expect(res.status).toBe(200);
    expect(res.body.map((i: { id: string }) => i.id).sort()).toEqual((await fittingActivities(3)).map((a) => a.id).sort());

    const other = await parentWithChild(30);
    const deleted = await addChild(parent.id, { deleted: true, select: false });
    for (const childId of [other.childId, deleted, randomUUID()]) {
      const miss = await call(allRoute.GET, { token: parent.token, path: path(`?childId=${childId}`) });
      expect(miss.status).toBe(404);
      expect(miss.body.code).toBe("not_found");
    }
    expect((await call(allRoute.GET, { token: parent.token, path: path("?childId=42") })).status).toBe(400);
  });

  it("shows today's status per activity and ignores yesterday's attempts", async () => {
    const parent = await parentWithChild(30);
    const [started, completed, yesterday] = await fittingActivities(30);
    const db = await getDb();
    await db.activityAttempt.createMany({
      data: [
        { childId: parent.childId, activityId: started.id, day: today() },
        { childId: parent.childId, activityId: completed.id, day: today(), completedAt: new Date(), score: 90 },
        {
          childId: parent.childId,
          activityId: yesterday.id,
          day: dateOnly(dayBefore(tashkentDate(), 1)),
          completedAt: new Date(),
        },
      ],
    });
    const res = await call(allRoute.GET, { token: parent.token, path: path() });
    const status = new Map(res.body.map((i: { id: string; status: string }) => [i.id, i.status]));
    expect(status.get(started.id)).toBe("started");
    expect(status.get(completed.id)).toBe("completed");
    expect(status.get(yesterday.id)).toBe("not_started");
  });
});

describe("GET /api/client/activities/details/{activityId}", () => {
  const details = (token: string, activityId: string, query = "") =>
    call(detailsRoute.GET, { token, params: { activityId }, path: `/api/client/activities/details/${activityId}${query}` });

  it("returns both content shapes, extensions, and asset IDs that the media endpoint serves", async () => {
    const { token } = await parentWithChild(30);
    const db = await getDb();
    for (const type of ["instructional", "interactive"]) {
      const row = await db.activity.findFirstOrThrow({ where: { type }, orderBy: { slug: "asc" } });
      const res = await details(token, row.id);
      expect(res.status).toBe(200);
      const body = activityDetailsSchema.parse(res.body);
      expect(body).toMatchObject({
        id: row.id,
        title: row.title,
        type,
        status: "not_started",
        categoryId: row.categoryId,
        minAgeMonths: row.minAgeMonths,
        maxAgeMonths: row.maxAgeMonths,
        skill: row.skill,
      });
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(activityDetailsSchema.shape).sort());
      expect(type === "instructional" ? "steps" in body.content : "rounds" in body.content).toBe(true);
      for (const fileId of assetKeysOf(body.content)) {
        const file = await call(filesRoute.HEAD, { method: "HEAD", params: { fileId } });
        expect(file.status, fileId).toBe(200);
      }
    }
  });

  it("opens an activity outside the child's age window", async () => {
    const { token } = await parentWithChild(2);
    const db = await getDb();
    const older = await db.activity.findFirstOrThrow({ where: { minAgeMonths: { gt: 24 } } });
    expect((await details(token, older.id)).status).toBe(200);
  });

  it("answers 404 for an unknown activity, 400 for a malformed one, 409 without a child", async () => {
    const { token } = await parentWithChild(30);
    expect((await details(token, randomUUID())).status).toBe(404);
    const malformed = await details(token, "not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe("params.activityId");

    const lonely = await createTestUser();
    const activity = await (await getDb()).activity.findFirstOrThrow();
    const res = await details(lonely.token, activity.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("child_required");
  });

  it("serves an activity added after the catalogue was cached (a re-seed on another server)", async () => {
    const { token } = await parentWithChild(30);
    const db = await getDb();
    await getCatalogue(); // warm: the new activity is not in it
    const model = await db.activity.findFirstOrThrow({
      select: { categoryId: true, description: true, durationMinutes: true, type: true, difficulty: true, minAgeMonths: true, maxAgeMonths: true, skill: true, content: true },
    });
    const content = model.content!;
    const added = await db.activity.create({ data: { ...model, content, slug: `added-${randomUUID()}`, title: "Yangi mashg'ulot" } });
    try {
      expect((await getCatalogue()).activityById.has(added.id)).toBe(false);
      const res = await details(token, added.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: added.id, title: "Yangi mashg'ulot", content, status: "not_started" });
    } finally {
      await db.activity.delete({ where: { id: added.id } });
    }
  });

  it("reads the status of the child named by childId", async () => {
    const parent = await parentWithChild(30);
    const second = await addChild(parent.id, { select: false });
    const [activity] = await fittingActivities(30);
    await (await getDb()).activityAttempt.create({ data: { childId: second, activityId: activity.id, day: today() } });
    expect((await details(parent.token, activity.id)).body.status).toBe("not_started");
    expect((await details(parent.token, activity.id, `?childId=${second}`)).body.status).toBe("started");
    const stranger = await parentWithChild(30);
    expect((await details(stranger.token, activity.id, `?childId=${second}`)).status).toBe(404);
  });
});
