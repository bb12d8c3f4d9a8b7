import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createTestUser } from "@/tests/helpers/http";
import { dateOnly, isoDate } from "@/lib/time";
import { childDetailsSchema, childSummarySchema } from "@/lib/children/schemas";
import { addChild, api, counts, day, paths, userState } from "@/tests/helpers/children";

describe("GET /api/client/children/{id}", () => {
  it("answers the summary plus every profile field", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { allergies: ["milk"], gestationalWeeks: 39, notes: "Loves books", weight: 3.1 });
    const res = await api.get(user, id, { "accept-language": "en" });
    expect(res.status).toBe(200);
    expect(childDetailsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      id,
      isSelected: true,
      allergies: ["milk"],
      chronicConditions: [],
      gestationalWeeks: 39,
      isPremature: false,
      feedingType: null,
      notes: "Loves books",
      metrics: { weight: 3.1 },
    });
    expect(res.body.ageLabel).toBe("1 year 1 month"); // 400 days old
  });
});

describe("PATCH /api/client/children/{id}", () => {
  it("changes only the fields sent and answers the updated ChildSummary", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { name: "Malika", allergies: ["milk"], feedingType: "formula" });
    const before = (await userState(user.id)).children[0];
    const res = await api.update(user, id, { name: " Madina ", gender: "female" }, { "accept-language": "ru" });
    expect(res.status).toBe(200);
    expect(childSummarySchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ id, name: "Madina", isSelected: true });
    expect(res.body.ageLabel).toMatch(/год/);
    const after = (await userState(user.id)).children[0];
    expect(after).toMatchObject({ name: "Madina", allergies: ["milk"], feedingType: "formula", birthDate: before.birthDate });
  });

  it("adds a growth record dated today for new measurements, keeping history", async () => {
    const user = await createTestUser();
    const birthDate = day(-200);
    const id = await addChild(user, { birthDate, weight: 3.3, height: 50 });
    const res = await api.update(user, id, { weight: 7.4, headCircumference: 43 });
    expect(res.body.metrics).toEqual({ weight: 7.4, height: 50, headCircumference: 43, bmi: 29.6, recordedAt: day(0) });
    const records = (await userState(user.id)).records.sort((a, b) => +a.recordedAt - +b.recordedAt);
    expect(records.map((r) => [isoDate(r.recordedAt), r.weight, r.height, r.headCircumference])).toEqual([
      [birthDate, 3.3, 50, null],
      [day(0), 7.4, null, 43],
    ]);
  });

  it("clears optional fields with null; null measurements add no record", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { allergies: ["milk"], notes: "x", feedingType: "mixed", gestationalWeeks: 33 });
    const cleared = { allergies: null, notes: null, feedingType: null, gestationalWeeks: null, isPremature: null, weight: null };
    const res = await api.update(user, id, cleared);
    expect(res.status).toBe(200);
    const { children, records } = await userState(user.id);
    expect(children[0]).toMatchObject({ allergies: [], notes: null, feedingType: null, gestationalWeeks: null, isPremature: null });
    expect(records).toHaveLength(0);
  });

  it("derives isPremature from new weeks and refuses a flag contradicting the stored weeks", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { gestationalWeeks: 39 });
    expect((await api.update(user, id, { gestationalWeeks: 31 })).status).toBe(200);
    expect((await userState(user.id)).children[0]).toMatchObject({ gestationalWeeks: 31, isPremature: true });
    const before = await userState(user.id);
    const res = await api.update(user, id, { isPremature: false, name: "Changed" });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(["isPremature"]);
    expect(await userState(user.id)).toEqual(before);
  });

  it("moves the birth record with a corrected birth date; 400 when other records would predate birth", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-100), weight: 3.5 });
    const moved = await api.update(user, id, { birthDate: day(-98) });
    expect(moved.status).toBe(200);
    expect(moved.body.metrics.recordedAt).toBe(day(-98));
    await (await getDb()).growthRecord.create({ data: { childId: id, recordedAt: dateOnly(day(-60)), weight: 5 } });
    const before = await userState(user.id);
    const res = await api.update(user, id, { birthDate: day(-50) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("records_before_birth");
    expect(res.body.errors).toMatchObject([{ path: "birthDate", record: { kind: "growth", date: day(-60) } }]);
    expect(await userState(user.id)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ["an empty object", {}, ""],
    ["only unknown or protected fields", { userId: "11111111-1111-4111-8111-111111111111", deletedAt: null, isSelected: true, id: "x" }, ""],
    ["only null measurements", { weight: null, height: null }, ""],
    ["a null name", { name: null }, "name"],
    ["a blank name", { name: "  " }, "name"],
    ["a null birthDate", { birthDate: null }, "birthDate"],
    ["a future birthDate", { birthDate: day(1) }, "birthDate"],
    ["an impossible birthDate", { birthDate: "2023-02-29" }, "birthDate"],
    ["a null gender", { gender: null }, "gender"],
    ["an unknown gender", { gender: "boy" }, "gender"],
    ["a weight too high", { weight: 151 }, "weight"],
    ["a height too low", { height: 10 }, "height"],
    ["a head circumference as text", { headCircumference: "40" }, "headCircumference"],
    ["an unknown feedingType", { feedingType: "cow_milk" }, "feedingType"],
    ["31 chronic conditions", { chronicConditions: Array.from({ length: 31 }, (_, i) => `c${i}`) }, "chronicConditions"],
    ["notes too long", { notes: "x".repeat(2001) }, "notes"],
    ["contradicting isPremature and weeks", { isPremature: true, gestationalWeeks: 40 }, "isPremature"],
    ["a body that is not an object", "Aziz", ""],
  ])("rejects %s with a 400 naming the field, changing nothing", async (_label, body, path) => {
    const user = await createTestUser();
    const id = await addChild(user, { weight: 5 });
    const before = await userState(user.id);
    const totals = await counts();
    const res = await api.update(user, id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(paths(res)).toContain(path);
    expect(await userState(user.id)).toEqual(before);
    expect(await counts()).toEqual(totals);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const user = await createTestUser();
    const bad = await api.update(user, "123", { name: "A" });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(["params.id"]);
    expect((await api.update(user, "00000000-0000-0000-0000-000000000000", { name: "A" })).status).toBe(404);
  });
});
