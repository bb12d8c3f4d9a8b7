// Growth of preterm babies through the API: the INTERGROWTH-21st standard before term, the
// weeks that prematurity needs, and the corrected age as a label (docs/growth.md).
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createTestUser } from "@/tests/helpers/http";
import { childSummarySchema, growthResponseSchema } from "@/lib/children/schemas";
import { addChild, api, counts, day, paths, userState, validChild } from "@/tests/helpers/children";

describe("a baby born at 30 weeks", () => {
  it("of typical size (1.45 kg, 40 cm, head 28 cm) is typical, never 'severely low'", async () => {
    const user = await createTestUser();
    const birth = { gender: "male", birthDate: day(0), gestationalWeeks: 30, weight: 1.45, height: 40, headCircumference: 28 };
    const id = await addChild(user, birth);
    const res = await api.growth(user, id);
    expect(growthResponseSchema.parse(res.body)).toEqual(res.body);
    const [record] = res.body.records;
    expect(record).toMatchObject({
      standard: "intergrowth21NewbornSize", // birth size for 30+0 weeks, not a point of postnatal growth
      usedCorrectedAge: false,
      correctedAgeDays: -70,
      postMenstrualAgeDays: 210,
      correctedAgeLabel: "30 hafta (postmenstrual yosh)",
      heightPosition: "lying",
      bmiForAge: null,
    });
    for (const z of [record.weightForAge, record.lengthHeightForAge, record.headCircumferenceForAge]) {
      expect(z.flag).toBeNull();
      expect(Math.abs(z.z)).toBeLessThan(1.5);
    }
  });

  it("has the corrected age in the child card, in the request's language", async () => {
    const user = await createTestUser();
    await addChild(user, { birthDate: day(-84), gestationalWeeks: 28 }); // due date today
    await addChild(user, { name: "Aziz", birthDate: day(-100), gestationalWeeks: 32 }); // 44 days after due date
    await addChild(user, { name: "Term", birthDate: day(-100), gestationalWeeks: 39 });
    const uz = await api.list(user);
    expect(uz.body.map((c: unknown) => childSummarySchema.parse(c).correctedAgeLabel)).toEqual([
      "40 hafta (postmenstrual yosh)",
      expect.stringMatching(/^1 oy 1[345] kun$/), // month lengths vary
      null,
    ]);
    const ru = await api.list(user, { "Accept-Language": "ru" });
    expect(uz.body.map((c: { postMenstrualAge: boolean }) => c.postMenstrualAge)).toEqual([true, false, false]);
    expect(ru.body[0].correctedAgeLabel).toBe("40 недель (постменструальный возраст)");
    // 32 weeks + 100 days is 46 weeks postmenstrual age: still the INTERGROWTH-21st postnatal standard.
    const en = await api.addGrowth(user, ru.body[1].id, { weight: 4.2 }, { "Accept-Language": "en" });
    expect(en.body).toMatchObject({ standard: "intergrowth21Preterm", usedCorrectedAge: false, correctedAgeDays: 44 });
    expect(en.body.correctedAgeLabel).toMatch(/^1 month 1[345] days$/);
  });
});

describe("isPremature needs gestationalWeeks", () => {
  it("create: 400 on gestationalWeeks, nothing stored", async () => {
    const user = await createTestUser();
    const before = await counts();
    const res = await api.create(user, validChild({ isPremature: true }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(paths(res)).toEqual(["gestationalWeeks"]);
    expect(await counts()).toEqual(before);
    expect((await api.create(user, validChild({ isPremature: true, gestationalWeeks: 33 }))).status).toBe(201);
    expect((await api.create(user, validChild({ isPremature: false }))).status).toBe(201);
  });

  it("update: refused when it would leave a premature child without weeks; other edits keep working", async () => {
    const user = await createTestUser();
    const id = await addChild(user);
    const refused = await api.update(user, id, { isPremature: true });
    expect(refused.status).toBe(400);
    expect(paths(refused)).toEqual(["gestationalWeeks"]);
    // A child stored before this rule: premature, weeks unknown.
    const db = await getDb();
    await db.child.update({ where: { id }, data: { isPremature: true, gestationalWeeks: null } });
    const before = await userState(user.id);
    const cleared = await api.update(user, id, { gestationalWeeks: null });
    expect(cleared.status).toBe(400);
    expect(await userState(user.id)).toEqual(before);
    expect((await api.update(user, id, { name: "Nodira" })).status).toBe(200);
    expect((await api.growth(user, id)).status).toBe(200);
    expect((await api.update(user, id, { gestationalWeeks: 34 })).body.correctedAgeLabel).not.toBeNull();
  });
});

describe("measured lying or standing", () => {
  it("is stored, answered, and adjusts the z-score by 0.7 cm when it differs from WHO's", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-540) }); // 18 months: WHO expects lying
    const lying = await api.addGrowth(user, id, { height: 80 });
    const standing = await api.addGrowth(user, id, { height: 79.3, heightPosition: "standing" });
    expect(lying.body.heightPosition).toBe("lying");
    expect(standing.body.heightPosition).toBe("standing");
    expect(standing.body.lengthHeightForAge).toEqual(lying.body.lengthHeightForAge);
    const db = await getDb();
    const stored = await db.growthRecord.findUniqueOrThrow({ where: { id: standing.body.id } });
    expect(stored.heightPosition).toBe("standing");
    const bad = await api.addGrowth(user, id, { height: 80, heightPosition: "sitting" });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(["heightPosition"]);
  });
});

describe("implausible values (WHO flags)", () => {
  it("422 naming the field unless confirmed; nothing stored until then", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { gender: "female", birthDate: day(-365) });
    const before = await userState(user.id);
    // 90 kg at one year: a typing slip (9.0), weight-for-age z far above 5.
    const res = await api.addGrowth(user, id, { weight: 90, height: 74 });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.code).toBe("implausible_measurement");
    expect(paths(res)).toEqual(["weight", "height"]); // weight-for-age, and weight-for-length with the height
    expect(await userState(user.id)).toEqual(before);
    const confirmed = await api.addGrowth(user, id, { weight: 90, height: 74, confirmed: true });
    expect(confirmed.status).toBe(201);
    expect((await api.addGrowth(user, id, { height: 20 })).status).toBe(422); // length-for-age below -6
    expect((await api.addGrowth(user, id, { weight: 9, height: 74, headCircumference: 44.9 })).status).toBe(201);
  });

  it("applies to measurements sent with a new or edited child too", async () => {
    const user = await createTestUser();
    const before = await counts();
    const created = await api.create(user, validChild({ birthDate: day(-10), weight: 35 }));
    expect(created.status).toBe(422);
    expect(paths(created)).toEqual(["weight"]);
    expect(await counts()).toEqual(before);
    const id = await addChild(user, { birthDate: day(-10), weight: 35, confirmed: true });
    const edited = await api.update(user, id, { headCircumference: 60 });
    expect(edited.status).toBe(422);
    expect(paths(edited)).toEqual(["headCircumference"]);
    expect((await api.update(user, id, { headCircumference: 60, confirmed: true })).status).toBe(200);
  });
});
