// Gestational age in weeks and days through the API: 30+6 is stored as 30 and 6, the corrected
// age counts the days, whole weeks keep working, and bad combinations are 400 with nothing stored.
import { describe, expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/http";
import { childDetailsSchema } from "@/lib/children/schemas";
import { addChild, api, counts, day, paths, userState, validChild } from "@/tests/helpers/children";

describe("gestationalDays", () => {
  it("stores 30 weeks 6 days and counts the days in the corrected age", async () => {
    const user = await createTestUser();
    const withDays = await addChild(user, { birthDate: day(0), gestationalWeeks: 30, gestationalDays: 6, weight: 1.5 });
    const wholeWeeks = await addChild(user, { name: "Aziz", birthDate: day(0), gestationalWeeks: 30 });
    const details = await api.get(user, withDays, { "accept-language": "en" });
    expect(childDetailsSchema.parse(details.body)).toEqual(details.body);
    expect(details.body).toMatchObject({ gestationalWeeks: 30, gestationalDays: 6, isPremature: true });
    expect(details.body.correctedAgeLabel).toBe("30 weeks 6 days postmenstrual age");
    expect((await api.get(user, wholeWeeks, { "accept-language": "en" })).body).toMatchObject({
      gestationalDays: null,
      correctedAgeLabel: "30 weeks postmenstrual age",
    });
    const growth = (await api.growth(user, withDays)).body;
    expect(growth).toMatchObject({ gestationalWeeks: 30, gestationalDays: 6 });
    // The birth measurement is 64 days before term (not 70), at 216 days postmenstrual age, and is
    // rated on the Newborn Size standard for 30+6 weeks.
    expect(growth.records[0]).toMatchObject({ correctedAgeDays: -64, postMenstrualAgeDays: 216, standard: "intergrowth21NewbornSize" });
  });

  it("PATCH: weeks alone are whole weeks (days cleared), days alone keep the stored weeks", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-10), gestationalWeeks: 30, gestationalDays: 6 });
    expect((await api.update(user, id, { gestationalDays: 2 })).status).toBe(200);
    expect((await api.get(user, id)).body).toMatchObject({ gestationalWeeks: 30, gestationalDays: 2 });
    expect((await api.update(user, id, { gestationalWeeks: 31 })).status).toBe(200);
    expect((await api.get(user, id)).body).toMatchObject({ gestationalWeeks: 31, gestationalDays: null });
    expect((await api.update(user, id, { gestationalWeeks: 32, gestationalDays: 4 })).status).toBe(200);
    expect((await api.update(user, id, { gestationalWeeks: null, isPremature: null })).status).toBe(200);
    expect((await api.get(user, id)).body).toMatchObject({ gestationalWeeks: null, gestationalDays: null });
  });

  it.each<[string, Record<string, unknown>]>([
    ["days without weeks", { gestationalDays: 3 }],
    ["seven days", { gestationalWeeks: 30, gestationalDays: 7 }],
    ["negative days", { gestationalWeeks: 30, gestationalDays: -1 }],
    ["fractional days", { gestationalWeeks: 30, gestationalDays: 2.5 }],
    ["days as text", { gestationalWeeks: 30, gestationalDays: "6" }],
    ["past 44 weeks 0 days", { gestationalWeeks: 44, gestationalDays: 1 }],
  ])("create refuses %s with 400 on gestationalDays and stores nothing", async (_name, fields) => {
    const user = await createTestUser();
    const before = await counts();
    const res = await api.create(user, validChild(fields));
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(["gestationalDays"]);
    expect(await counts()).toEqual(before);
  });

  it("PATCH refuses days for a child without weeks, or with weeks cleared, and changes nothing", async () => {
    const user = await createTestUser();
    const id = await addChild(user);
    const before = await userState(user.id);
    for (const body of [{ gestationalDays: 3 }, { gestationalWeeks: null, gestationalDays: 3 }]) {
      const res = await api.update(user, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(paths(res)).toEqual(["gestationalDays"]);
    }
    expect(await userState(user.id)).toEqual(before);
  });
});
