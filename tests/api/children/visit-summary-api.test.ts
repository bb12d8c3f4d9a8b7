// GET /api/client/children/{id}/summary through the real route handler on PostgreSQL: every
// part of the visit summary, in the asked language, and only for the child's own parent.
import { describe, expect, it } from "vitest";
import * as summaryRoute from "@/app/api/client/children/[id]/summary/route";
import * as answerRoute from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import { visitSummarySchema } from "@/lib/children/visit-summary-schemas";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, api, day, monthsAgo } from "@/tests/helpers/children";

const summary = (user: TestUser, id: string, headers?: Record<string, string>) => call(summaryRoute.GET, { token: user.token, params: { id }, headers });
const answer = (user: TestUser, id: string, milestoneId: string, value: string, date?: string) =>
  call(answerRoute.PUT, { method: "PUT", token: user.token, params: { id, milestoneId }, body: { answer: value, ...(date ? { date } : {}) } });
const give = (user: TestUser, id: string, doseId: string, date: string) =>
  call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId }, body: { done: true, date } });
const notNeeded = (user: TestUser, id: string, doseId: string) =>
  call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId }, body: { done: false, notNeeded: true } });

describe("GET /api/client/children/{id}/summary", () => {
  it("answers the child, birth data, growth with z-scores and standards, milestones with attention first, and vaccinations", async () => {
    const user = await createTestUser();
    const birthDate = monthsAgo(13);
    const id = await addChild(user, {
      name: "Nodira",
      birthDate,
      gestationalWeeks: 39,
      feedingType: "mixed",
      allergies: ["yeryong'oq"],
      notes: "Kechasi yo'taladi.",
      weight: 3.3,
      height: 50,
      headCircumference: 34,
    });
    expect((await api.addGrowth(user, id, { recordedAt: day(-3), weight: 9.4, height: 75 })).status).toBe(201);
    await answer(user, id, "m12-waves", "yes");
    await answer(user, id, "m12-games", "not_yet");
    await answer(user, id, "s12-gestures", "not_yet"); // an act-early sign answered no
    await answer(user, id, "m09-babbles", "not_yet", day(-10)); // an earlier window: behind the doctor note
    expect((await give(user, id, "bcg", birthDate)).status).toBe(200);
    expect((await notNeeded(user, id, "rota-2")).status).toBe(200); // the clinic gives another course

    const res = await summary(user, id, { "accept-language": "en" });
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toContain("Accept-Language");
    expect(visitSummarySchema.parse(res.body)).toEqual(res.body);
    const body = res.body;
    expect(body).toMatchObject({ childId: id, preparedOn: day(0), birthMeasurements: { weight: 3.3, height: 50, headCircumference: 34 }, standards: ["who2006"] });
    expect(body.child).toMatchObject({ name: "Nodira", gestationalWeeks: 39, feedingType: "mixed", allergies: ["yeryong'oq"], notes: "Kechasi yo'taladi." });
    expect(body.child.ageLabel).toMatch(/^1 year/);
    expect(body.growth.records).toHaveLength(2);
    expect(body.growth.records[1].weightForAge).toMatchObject({ z: expect.any(Number), percentile: expect.any(Number) });

    const { milestones } = body;
    expect(milestones.currentWindow).toBe(12);
    const order = milestones.items.map((item: { id: string }) => item.id);
    expect(order.slice(0, 2)).toEqual(["s12-gestures", "m12-games"]);
    expect(order.indexOf("m12-waves")).toBeGreaterThan(order.indexOf("m12-hidden-toy")); // answered yes comes after unanswered
    expect(milestones.advice.reasons).toEqual(["m09-babbles", "s12-gestures"]);
    expect(milestones.concerns.map((item: { id: string; text: string }) => [item.id, item.text])).toEqual([
      ["m09-babbles", expect.stringMatching(/babbles/i)],
      ["s12-gestures", expect.stringMatching(/gestures/i)],
    ]);
    expect(milestones.concerns[0].answer).toEqual({ answer: "not_yet", date: day(-10) });

    const bcg = body.vaccinations.doses.find((dose: { id: string }) => dose.id === "bcg");
    expect(bcg).toMatchObject({ status: "done", givenOn: birthDate });
    expect(body.vaccinations.doses.some((dose: { status: string }) => dose.status === "overdue")).toBe(true);
    expect(body.vaccinations.doses.find((dose: { id: string }) => dose.id === "rota-2")).toMatchObject({ status: "not_needed", givenOn: null });
  });

  it("speaks Uzbek by default and Russian when asked", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(10) });
    const uz = (await summary(user, id)).body;
    const ru = (await summary(user, id, { "accept-language": "ru" })).body;
    expect(uz.child.ageLabel).toContain("oy");
    expect(ru.child.ageLabel).toContain("месяц");
    expect(uz.milestones.items[0].text).not.toBe(ru.milestones.items[0].text);
    expect(uz.birthMeasurements).toBeNull();
  });

  it("is the parent's own: another user's child and a deleted child are 404, a malformed id 400", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser("Begona");
    const id = await addChild(owner);
    const foreign = await summary(stranger, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found");
    expect(foreign.text).not.toContain("Malika");
    expect((await api.remove(owner, id)).status).toBe(204);
    expect((await summary(owner, id)).status).toBe(404);
    expect((await call(summaryRoute.GET, { token: owner.token, params: { id: "not-a-uuid" } })).status).toBe(400);
    expect((await call(summaryRoute.GET, { params: { id } })).status).toBe(401);
  });
});
