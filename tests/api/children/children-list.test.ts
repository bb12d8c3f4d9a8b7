import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { createTestUser } from "@/tests/helpers/http";
import { dateOnly } from "@/lib/time";
import { childSummarySchema } from "@/lib/children/schemas";
import { listChildren } from "@/lib/children/children";
import { addChild, api, day, monthsAgo } from "@/tests/helpers/children";

type Summary = z.output<typeof childSummarySchema>;

describe("GET /api/client/children", () => {
  it("lists active children only, oldest created first, each a valid ChildSummary", async () => {
    const user = await createTestUser();
    const first = await addChild(user, { name: "Birinchi" });
    const second = await addChild(user, { name: "Ikkinchi", birthDate: day(-2000) });
    const third = await addChild(user, { name: "Uchinchi" });
    expect((await api.remove(user, second)).status).toBe(204);
    const res = await api.list(user);
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toBe("Accept-Language");
    expect(z.array(childSummarySchema).parse(res.body)).toEqual(res.body);
    expect(res.body.map((c: Summary) => c.id)).toEqual([first, third]);
    expect(res.body.map((c: Summary) => c.isSelected)).toEqual([true, false]);
  });

  it("answers [] for a user without children and 401 without a sign-in", async () => {
    const user = await createTestUser();
    expect((await api.list(user)).body).toEqual([]);
    const { call } = await import("@/tests/helpers/http");
    const route = await import("@/app/api/client/children/route");
    expect((await call(route.GET)).status).toBe(401);
  });

  it.each<[string | undefined, string, string]>([
    [undefined, "2 yosh 3 oy", "12 kun"],
    ["uz-UZ", "2 yosh 3 oy", "12 kun"],
    ["ru-RU,ru;q=0.9,en;q=0.8", "2 года 3 месяца", "12 дней"],
    ["en-US,en;q=0.9", "2 years 3 months", "12 days"],
    ["de-DE", "2 yosh 3 oy", "12 kun"],
  ])("localises ageLabel by Accept-Language %s", async (language, older, baby) => {
    const user = await createTestUser();
    await addChild(user, { birthDate: monthsAgo(27) });
    await addChild(user, { birthDate: day(-12) });
    const headers = language ? { "accept-language": language } : undefined;
    const res = await api.list(user, headers);
    expect(res.body.map((c: Summary) => c.ageLabel)).toEqual([older, baby]);
    const created = await api.create(user, { name: "A", gender: "male", birthDate: monthsAgo(12) }, headers);
    expect(created.body.ageLabel).toBe({ "2 yosh 3 oy": "1 yosh", "2 года 3 месяца": "1 год", "2 years 3 months": "1 year" }[older]);
  });

  it("computes ageLabel on the given Tashkent day (services take `today`)", async () => {
    const user = await createTestUser();
    await addChild(user, { birthDate: "2024-10-01" });
    const [child] = await listChildren(user.id, { locale: "ru", today: "2025-03-13" });
    expect(child.ageLabel).toBe("5 месяцев 12 дней");
  });

  it("takes each metric from the latest record that has it; bmi to one decimal", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-300), weight: 3.4, height: 50, headCircumference: 34 });
    const db = await getDb();
    await db.growthRecord.createMany({
      data: [
        { childId: id, recordedAt: dateOnly(day(-100)), weight: 7.1, height: 66.3 },
        { childId: id, recordedAt: dateOnly(day(-10)), weight: 8.25 },
        // Entered later but measured earlier: must not win.
        { childId: id, recordedAt: dateOnly(day(-50)), weight: 99, height: 99, headCircumference: 69 },
      ],
    });
    const [child] = (await api.list(user)).body;
    // 8.25 / 0.99² = 8.417...: height 99 from day -50 is the latest height.
    expect(child.metrics).toEqual({ weight: 8.25, height: 99, headCircumference: 69, bmi: 8.4, recordedAt: day(-10) });
    await db.growthRecord.create({ data: { childId: id, recordedAt: dateOnly(day(-1)), height: 70.4 } });
    const [after] = (await api.list(user)).body;
    expect(after.metrics).toEqual({ weight: 8.25, height: 70.4, headCircumference: 69, bmi: 16.6, recordedAt: day(-1) });
  });

  // The statement count (one, however many children) is checked at the pg driver in
  // children-query-count.test.ts.
  it("lists many children with their own latest metrics", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 12; i++) await addChild(user, { name: `Bola ${i}`, weight: 3 + i, height: 50 + i, confirmed: true });
    const list = await listChildren(user.id);
    expect(list.map((child) => [child.name, child.metrics.weight, child.metrics.height])).toEqual(
      Array.from({ length: 12 }, (_, i) => [`Bola ${i}`, 3 + i, 50 + i]),
    );
  });

  it("repairs a selection broken outside the services instead of showing none", async () => {
    const user = await createTestUser();
    const first = await addChild(user);
    const second = await addChild(user);
    await (await getDb()).user.update({ where: { id: user.id }, data: { activeChildId: null } });
    const list = (await api.list(user)).body;
    expect(list.map((c: Summary) => c.isSelected)).toEqual([false, true]);
    const stored = await (await getDb()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.activeChildId).toBe(second);
    expect(first).not.toBe(second);
  });
});
