import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createTestUser } from "@/tests/helpers/http";
import { createChild } from "@/lib/children/children";
import { yearsBefore } from "@/lib/children/dates";
import { childSummarySchema } from "@/lib/children/schemas";
import { api, counts, day, paths, userState, validChild } from "@/tests/helpers/children";
import { tashkentDate } from "@/lib/time";

const eighteenYearsAgo = yearsBefore(tashkentDate(), 18);
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("POST /api/client/children", () => {
  it("creates the first child as selected, with a growth record at birthDate", async () => {
    const user = await createTestUser();
    const birthDate = day(-100);
    const res = await api.create(user, validChild({ birthDate, weight: 5.2, height: 58, feedingType: "mixed" }));
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(childSummarySchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      name: "Malika",
      birthDate,
      gender: "female",
      isSelected: true,
      metrics: { weight: 5.2, height: 58, headCircumference: null, bmi: 15.5, recordedAt: birthDate },
    });
    const state = await userState(user.id);
    expect(state.activeChildId).toBe(res.body.id);
    expect(state.children[0]).toMatchObject({ allergies: [], chronicConditions: [], feedingType: "mixed", deletedAt: null });
    expect(state.records).toHaveLength(1);
    expect(state.records[0]).toMatchObject({ weight: 5.2, height: 58, headCircumference: null });
    expect(state.records[0].recordedAt.toISOString().slice(0, 10)).toBe(birthDate);
  });

  it("keeps the first child selected when a second is added; no measurement -> no record, null metrics", async () => {
    const user = await createTestUser();
    const first = await api.create(user, validChild());
    const second = await api.create(user, validChild({ name: "  Aziz  ", gender: "male" }));
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ name: "Aziz", isSelected: false });
    expect(second.body.metrics).toEqual({ weight: null, height: null, headCircumference: null, bmi: null, recordedAt: null });
    const state = await userState(user.id);
    expect(state.activeChildId).toBe(first.body.id);
    expect(state.records).toHaveLength(0);
  });

  it("keeps a head circumference sent alone as the birth record (it has no other column)", async () => {
    const user = await createTestUser();
    const res = await api.create(user, validChild({ headCircumference: 34.5 }));
    expect(res.body.metrics).toMatchObject({ headCircumference: 34.5, weight: null, bmi: null });
  });

  it("ignores unknown fields, including ones that would take over another record", async () => {
    const owner = await createTestUser();
    const intruder = await createTestUser();
    const res = await api.create(
      intruder,
      validChild({ id: "11111111-1111-4111-8111-111111111111", userId: owner.id, deletedAt: "2020-01-01T00:00:00Z", isSelected: false, extra: { a: 1 } }),
    );
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe("11111111-1111-4111-8111-111111111111");
    expect(res.body.isSelected).toBe(true);
    const stored = await (await getDb()).child.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({ userId: intruder.id, deletedAt: null });
    expect((await userState(owner.id)).children).toHaveLength(0);
  });

  it("stores optional fields; null means not given; duplicates in lists are dropped", async () => {
    const user = await createTestUser();
    const res = await api.create(
      user,
      validChild({ allergies: [" nuts ", "nuts", "milk"], chronicConditions: null, notes: "  ", feedingType: null, gestationalWeeks: 34 }),
    );
    expect(res.status).toBe(201);
    const [child] = (await userState(user.id)).children;
    expect(child).toMatchObject({ allergies: ["nuts", "milk"], chronicConditions: [], notes: null, feedingType: null });
    expect(child).toMatchObject({ gestationalWeeks: 34, isPremature: true }); // derived from the weeks
  });

  it.each<[string, Record<string, unknown>]>([
    ["born today", { birthDate: day(0) }],
    ["exactly 18 years old", { birthDate: eighteenYearsAgo }],
    ["lowest measurements", { birthDate: day(-3), weight: 0.3, height: 20, headCircumference: 15, gestationalWeeks: 22 }],
    // Within the ranges but implausible for a newborn (WHO flags): saved once confirmed.
    ["highest measurements", { weight: 150, height: 220, headCircumference: 70, gestationalWeeks: 44, confirmed: true }],
    ["100-character name", { name: "x".repeat(100) }],
    ["30 allergies of 100 characters", { allergies: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(100, "a")) }],
    ["2000-character notes", { notes: "n".repeat(2000) }],
    ["notes with line breaks and tabs", { notes: "Line one\r\n\tLine two" }],
    ["non-Latin names", { name: "Ойша Ўғилой 👶" }],
  ])("accepts the edge case: %s", async (_label, overrides) => {
    const user = await createTestUser();
    expect((await api.create(user, validChild(overrides))).status).toBe(201);
  });

  const tooLongList = Array.from({ length: 31 }, (_, i) => `item ${i}`);
  it.each<[string, unknown, string]>([
    ["missing name", { birthDate: day(-10), gender: "male" }, "name"],
    ["blank name", validChild({ name: "   " }), "name"],
    ["101-character name", validChild({ name: "x".repeat(101) }), "name"],
    ["name of the wrong type", validChild({ name: 42 }), "name"],
    ["missing birthDate", { name: "A", gender: "male" }, "birthDate"],
    ["impossible date", validChild({ birthDate: "2025-02-30" }), "birthDate"],
    ["month 13", validChild({ birthDate: "2024-13-01" }), "birthDate"],
    ["local date format", validChild({ birthDate: "15.03.2024" }), "birthDate"],
    ["timestamp instead of date", validChild({ birthDate: "2024-03-15T00:00:00Z" }), "birthDate"],
    ["birthDate as a number", validChild({ birthDate: 20240315 }), "birthDate"],
    ["born tomorrow (Tashkent)", validChild({ birthDate: day(1) }), "birthDate"],
    ["older than 18 years", validChild({ birthDate: dayBefore(eighteenYearsAgo) }), "birthDate"],
    ["missing gender", { name: "A", birthDate: day(-10) }, "gender"],
    ["gender in another case", validChild({ gender: "Male" }), "gender"],
    ["unknown gender", validChild({ gender: "other" }), "gender"],
    ["weight too low", validChild({ weight: 0.29 }), "weight"],
    ["weight too high", validChild({ weight: 150.1 }), "weight"],
    ["weight as a string", validChild({ weight: "3.5" }), "weight"],
    ["negative weight", validChild({ weight: -1 }), "weight"],
    ["height too low", validChild({ height: 19.9 }), "height"],
    ["height too high", validChild({ height: 220.5 }), "height"],
    ["head circumference too low", validChild({ headCircumference: 14.9 }), "headCircumference"],
    ["head circumference too high", validChild({ headCircumference: 70.1 }), "headCircumference"],
    ["unknown feedingType", validChild({ feedingType: "bottle" }), "feedingType"],
    ["isPremature not a boolean", validChild({ isPremature: "yes" }), "isPremature"],
    ["gestationalWeeks too low", validChild({ gestationalWeeks: 21 }), "gestationalWeeks"],
    ["gestationalWeeks too high", validChild({ gestationalWeeks: 45 }), "gestationalWeeks"],
    ["gestationalWeeks not whole", validChild({ gestationalWeeks: 30.5 }), "gestationalWeeks"],
    ["isPremature contradicting the weeks", validChild({ isPremature: false, gestationalWeeks: 30 }), "isPremature"],
    ["allergies not an array", validChild({ allergies: "nuts" }), "allergies"],
    ["empty allergy", validChild({ allergies: ["milk", " "] }), "allergies.1"],
    ["101-character allergy", validChild({ allergies: ["x".repeat(101)] }), "allergies.0"],
    ["31 allergies", validChild({ allergies: tooLongList }), "allergies"],
    ["chronic condition not a string", validChild({ chronicConditions: [1] }), "chronicConditions.0"],
    ["2001-character notes", validChild({ notes: "n".repeat(2001) }), "notes"],
    ["a NUL in the name", validChild({ name: "Ali\u0000" }), "name"],
    ["a line break in the name", validChild({ name: "Ali\nVali" }), "name"],
    ["a NUL in an allergy", validChild({ allergies: ["milk\u0000"] }), "allergies.0"],
    ["a NUL in the notes", validChild({ notes: "line one\u0000" }), "notes"],
    ["an array body", [validChild()], ""],
    ["a null body", null, ""],
  ])("rejects %s with a 400 naming the field, and writes nothing", async (_label, body, path) => {
    const user = await createTestUser();
    const before = await counts();
    const res = await api.create(user, body);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body).toMatchObject({ status: 400, code: "validation_failed" });
    expect(paths(res)).toContain(path);
    expect(await counts()).toEqual(before);
    expect((await userState(user.id)).activeChildId).toBeNull();
  });

  it("reports every bad field at once", async () => {
    const user = await createTestUser();
    const res = await api.create(user, { name: "", birthDate: "soon", gender: "x", weight: 1000 });
    expect(paths(res).sort()).toEqual(["birthDate", "gender", "name", "weight"]);
  });

  it("answers malformed JSON with 400, other media types with 415, no sign-in with 401", async () => {
    const { call } = await import("@/tests/helpers/http");
    const route = await import("@/app/api/client/children/route");
    const user = await createTestUser();
    const before = await counts();
    const broken = await call(route.POST, { method: "POST", token: user.token, rawBody: '{"name":', headers: { "content-type": "application/json" } });
    expect(broken.body).toMatchObject({ status: 400, code: "malformed_json" });
    const form = await call(route.POST, { method: "POST", token: user.token, rawBody: "name=A", headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    expect((await call(route.POST, { method: "POST", body: validChild() })).status).toBe(401);
    expect((await call(route.PUT, { method: "PUT", token: user.token, body: validChild() })).status).toBe(405);
    expect(await counts()).toEqual(before);
  });

  it("creates the child and its first growth record atomically", async () => {
    const user = await createTestUser();
    // A value the database refuses makes the growth record fail after the child insert.
    const bad = { ...validChild({ weight: "heavy" as unknown as number }), birthDate: day(-30), gender: "male" as const };
    await expect(createChild(user.id, bad)).rejects.toThrow();
    const state = await userState(user.id);
    expect(state.children).toHaveLength(0);
    expect(state.activeChildId).toBeNull();
  });

  it("selects exactly one child when the first children are created in parallel", async () => {
    const user = await createTestUser();
    const results = await Promise.all([0, 1, 2, 3].map((i) => api.create(user, validChild({ name: `Child ${i}` }))));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.filter((r) => r.body.isSelected)).toHaveLength(1);
    const list = await api.list(user);
    expect(list.body.filter((c: { isSelected: boolean }) => c.isSelected)).toHaveLength(1);
  });
});
