import { describe, expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/http";
import { curve, zScore } from "@/lib/children/growth-standards";
import { growthRecordSchema, growthResponseSchema } from "@/lib/children/schemas";
import { addChild, api, counts, day, monthsAgo, paths, userState } from "@/tests/helpers/children";

const round2 = (z: number) => Math.round(z * 100) / 100;

describe("GET /api/client/children/{id}/growth", () => {
  it("a boy at birth with the WHO median weight (3.3464 kg) has z 0, percentile 50", async () => {
    const user = await createTestUser();
    const birthDate = day(-10);
    const id = await addChild(user, { gender: "male", birthDate, weight: 3.3464 });
    const res = await api.growth(user, id);
    expect(res.status).toBe(200);
    expect(growthResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ childId: id, sex: "male", birthDate, gestationalWeeks: null });
    expect(res.body.records).toHaveLength(1);
    expect(res.body.records[0]).toMatchObject({
      recordedAt: birthDate,
      weight: 3.3464,
      height: null,
      bmi: null,
      ageDays: 0,
      usedCorrectedAge: false,
      correctedAgeDays: null,
      weightForAge: { z: 0, percentile: 50, flag: null },
      lengthHeightForAge: null,
      bmiForAge: null,
      headCircumferenceForAge: null,
    });
  });

  it("values on the WHO +2 SD and -3 SD curves: z ±2/3 with percentiles; flags only beyond ±2", async () => {
    const user = await createTestUser();
    const [sd] = curve("weightForAge", "male", 0, 0, 1, [2, -3]);
    const plus2 = Math.round(sd.values[0] * 10000) / 10000; // 4.4194 kg (WHO table: 4.4)
    const id = await addChild(user, { gender: "male", birthDate: day(-1), weight: plus2 });
    await api.addGrowth(user, id, { recordedAt: day(-1), weight: Math.round(sd.values[1] * 10000) / 10000 });
    await api.addGrowth(user, id, { recordedAt: day(-1), weight: 4.6 });
    const records = (await api.growth(user, id)).body.records;
    expect(records.map((r: { weightForAge: unknown }) => r.weightForAge)).toEqual([
      { z: 2, percentile: 97.7, flag: null },
      { z: -3, percentile: 0.1, flag: "low" },
      { z: round2(zScore("weightForAge", "male", 0, 4.6)!.z), percentile: expect.any(Number), flag: "high" },
    ]);
  });

  it("girl, 365 days, 9 kg, 74 cm: weight z +0.05 (WHO worked example) and every indicator", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { gender: "female", birthDate: day(-365) });
    const res = await api.addGrowth(user, id, { weight: 9, height: 74, headCircumference: 44.894 });
    expect(res.status).toBe(201);
    expect(growthRecordSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      recordedAt: day(0),
      ageDays: 365,
      bmi: 16.4,
      // 0.049 before rounding; percentiles come from the unrounded z.
      weightForAge: { z: 0.05, percentile: 51.9, flag: null },
      lengthHeightForAge: { z: 0, percentile: 49.9, flag: null }, // 74 cm vs median 74.0049
      headCircumferenceForAge: { z: 0, percentile: 50, flag: null },
    });
    expect(res.body.bmiForAge.z).toBe(round2(zScore("bmiForAge", "female", 365, 9 / 0.74 ** 2)!.z));
  });

  it("uses corrected age for a 32-week baby from 64 weeks postmenstrual age, and says so", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { gender: "male", birthDate: day(-240), gestationalWeeks: 32 }); // 66+2 weeks
    const res = await api.addGrowth(user, id, { weight: 6.8, height: 64 });
    expect(res.body).toMatchObject({ ageDays: 240, usedCorrectedAge: true, correctedAgeDays: 184, standard: "who2006" });
    expect(res.body.weightForAge.z).toBe(round2(zScore("weightForAge", "male", 184, 6.8)!.z));
    expect(res.body.weightForAge.flag).toBeNull(); // against 240 days it would be "low"
    expect(zScore("weightForAge", "male", 240, 6.8)!.flag).toBe("low");
    const list = await api.growth(user, id);
    expect(list.body.gestationalWeeks).toBe(32);
    // At 60 days (40+4 weeks) the same baby is still on the INTERGROWTH-21st postnatal standard.
    const younger = await addChild(user, { name: "Aziz", gender: "male", birthDate: day(-60), gestationalWeeks: 32 });
    expect((await api.addGrowth(user, younger, { weight: 3.5 })).body).toMatchObject({ standard: "intergrowth21Preterm", usedCorrectedAge: false });
  });

  it("stops correcting at 24 months and has no z-scores past 5 years", async () => {
    const user = await createTestUser();
    const toddler = await addChild(user, { gender: "female", birthDate: day(-800), gestationalWeeks: 30 });
    const older = await api.addGrowth(user, toddler, { height: 85 });
    expect(older.body).toMatchObject({ ageDays: 800, usedCorrectedAge: false, correctedAgeDays: null });
    expect(older.body.lengthHeightForAge.z).toBe(round2(zScore("lengthHeightForAge", "female", 800, 85)!.z));
    const school = await addChild(user, { gender: "male", birthDate: monthsAgo(72) });
    const res = await api.addGrowth(user, school, { weight: 20, height: 115, headCircumference: 51 });
    expect(res.body.ageDays).toBeGreaterThan(1826);
    expect(res.body).toMatchObject({ bmi: 15.1, weightForAge: null, lengthHeightForAge: null, bmiForAge: null, headCircumferenceForAge: null });
  });

  it("lists records oldest first, whatever order they were entered in", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-200), weight: 3 });
    await api.addGrowth(user, id, { weight: 7 });
    await api.addGrowth(user, id, { recordedAt: day(-100), weight: 6 });
    await api.update(user, id, { height: 65 });
    const records = (await api.growth(user, id)).body.records;
    expect(records.map((r: { recordedAt: string }) => r.recordedAt)).toEqual([day(-200), day(-100), day(0), day(0)]);
    expect(records.map((r: { weight: number | null }) => r.weight)).toEqual([3, 6, 7, null]);
  });
});

describe("POST /api/client/children/{id}/growth", () => {
  // The child is born day(-30).
  it.each<[string, () => unknown, string]>([
    ["no measurement", () => ({ recordedAt: day(-1) }), ""],
    ["only nulls", () => ({ weight: null, height: null }), ""],
    ["a future date", () => ({ recordedAt: day(1), weight: 5 }), "recordedAt"],
    ["a date before birth", () => ({ recordedAt: day(-31), weight: 5 }), "recordedAt"],
    ["an impossible date", () => ({ recordedAt: "2024-02-30", weight: 5 }), "recordedAt"],
    ["a weight out of range", () => ({ weight: 0.1 }), "weight"],
    ["a height as text", () => ({ height: "70" }), "height"],
    ["a head circumference out of range", () => ({ headCircumference: 80 }), "headCircumference"],
    ["a string body", () => "5 kg", ""],
  ])("rejects %s with 400 and writes nothing", async (_label, makeBody, path) => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-30) });
    const before = await counts();
    const res = await api.addGrowth(user, id, makeBody());
    expect(res.status).toBe(400);
    expect(paths(res)).toContain(path);
    expect(await counts()).toEqual(before);
    expect((await userState(user.id)).records).toHaveLength(0);
  });

  it("accepts a measurement on the birth date and updates the child's metrics", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-30) });
    expect((await api.addGrowth(user, id, { recordedAt: day(-30), height: 49 })).status).toBe(201);
    expect((await api.addGrowth(user, id, { weight: 4.2 })).body.recordedAt).toBe(day(0));
    const [child] = (await api.list(user)).body;
    expect(child.metrics).toEqual({ weight: 4.2, height: 49, headCircumference: null, bmi: 17.5, recordedAt: day(0) });
  });
});
