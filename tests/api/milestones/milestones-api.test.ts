import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/client/children/[id]/milestones/route";
import * as answerRoute from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day, monthsAgo, paths } from "@/tests/helpers/children";
import { milestonesResponseSchema } from "@/lib/milestones/schemas";

const get = (user: TestUser, id: string, query = "", headers?: Record<string, string>) =>
  call(listRoute.GET, { token: user.token, params: { id }, path: `/api/test${query}`, headers });
const put = (user: TestUser, id: string, milestoneId: string, body: unknown) =>
  call(answerRoute.PUT, { method: "PUT", token: user.token, params: { id, milestoneId }, body });

async function answersOf(childId: string) {
  const db = await getDb();
  return db.milestoneAnswer.findMany({ where: { childId }, orderBy: { milestoneId: "asc" } });
}

describe("GET /api/client/children/{id}/milestones", () => {
  it("shows the current window by age, its signs, and the next window", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(10) });
    const res = await get(user, id, "", { "accept-language": "en" });
    expect(res.status).toBe(200);
    expect(milestonesResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ ageMonths: 10, correctedAge: false, currentWindow: 9, window: 9, previousWindow: 6, nextWindow: 12 });
    expect(res.body.items.map((i: { id: string }) => i.id)).toContain("m09-sits");
    expect(res.body.items.map((i: { id: string }) => i.id)).toContain("s09-keeps-skills");
    expect(res.body.items.find((i: { id: string }) => i.id === "m09-sits")).toMatchObject({
      kind: "milestone",
      domain: "movement",
      whoWindow: { fromMonths: 3.8, toMonths: 9.2 },
      answer: null,
    });
    expect(res.body.next.every((i: { id: string }) => i.id.startsWith("m12-"))).toBe(true);
    expect(res.body.advice).toEqual({ talkToDoctor: false, reasons: [], message: null });
    expect(res.headers.get("vary")).toBe("Accept-Language");
  });

  it("uses corrected age for a preterm baby: born 10 weeks early, 5 months old, sees the 2-month window", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(5), gestationalWeeks: 30, isPremature: true });
    const res = await get(user, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correctedAge: true, currentWindow: 2 });
  });

  it("a baby 3 days past the due date gets the first window, marked early, and its expected 'no' answers raise no note", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-66), gestationalWeeks: 31, isPremature: true }); // due 63 days after birth
    expect((await put(user, id, "s02-reacts-to-sounds", { answer: "not_yet" })).status).toBe(200);
    expect((await put(user, id, "m02-smiles", { answer: "not_yet" })).status).toBe(200);
    const res = await get(user, id, "", { "accept-language": "ru" });
    expect(milestonesResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ ageMonths: 0, correctedAge: true, currentWindow: 2, window: 2, earlyForWindow: true });
    expect(res.body.advice).toEqual({ talkToDoctor: false, reasons: [], message: null });
    // A term baby of 3 months with the same "no" is past the check age: the sign counts.
    const term = await addChild(user, { name: "Term", birthDate: monthsAgo(3) });
    await put(user, term, "s02-reacts-to-sounds", { answer: "not_yet" });
    expect((await get(user, term)).body).toMatchObject({ earlyForWindow: false, advice: { talkToDoctor: true, reasons: ["s02-reacts-to-sounds"] } });
  });

  it("at 24 months of real age a preterm child moves to the real-age window: says why, and raises no doctor note only for that", async () => {
    const user = await createTestUser();
    // Born at 32 weeks 0 days exactly 24 months ago (the correction has just ended) and a term child of the same age.
    const preterm = await addChild(user, { birthDate: monthsAgo(24), gestationalWeeks: 32, isPremature: true });
    const term = await addChild(user, { name: "Term", birthDate: monthsAgo(24), gestationalWeeks: 39 });
    for (const id of [preterm, term]) {
      expect((await put(user, id, "m18-three-words", { answer: "not_yet", date: day(-30) })).status).toBe(200);
    }
    const res = await get(user, preterm, "", { "accept-language": "en" });
    expect(milestonesResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ correctedAge: false, currentWindow: 24, correctionEnded: { correctedWindow: 18 } });
    expect(res.body.advice).toEqual({ talkToDoctor: false, reasons: [], message: null });
    const control = await get(user, term);
    expect(control.body).toMatchObject({ currentWindow: 24, correctionEnded: null });
    expect(control.body.advice).toMatchObject({ talkToDoctor: true, reasons: ["m18-three-words"] });
  });

  it("shows another window on ?window, and refuses a window that is not a check age", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(10) });
    const other = await get(user, id, "?window=24");
    expect(other.body).toMatchObject({ currentWindow: 9, window: 24, nextWindow: 30 });
    for (const bad of ["?window=5", "?window=abc", "?window=12.5", "?other=1"]) {
      const res = await get(user, id, bad);
      expect(res.status, bad).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
  });
});

describe("PUT /api/client/children/{id}/milestones/{milestoneId}", () => {
  it("stores an answer idempotently and shows it on the checklist", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(10) });
    const body = { answer: "yes", date: day(-3) };
    const first = await put(user, id, "m09-sits", body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ milestoneId: "m09-sits", answer: "yes", date: day(-3) });
    const rows = await answersOf(id);
    const again = await put(user, id, "m09-sits", body);
    expect(again.body).toEqual(first.body);
    const withoutTime = (list: typeof rows) => list.map((row) => ({ ...row, updatedAt: null }));
    expect(withoutTime(await answersOf(id))).toEqual(withoutTime(rows));
    const list = await get(user, id);
    expect(list.body.items.find((i: { id: string }) => i.id === "m09-sits").answer).toEqual({ answer: "yes", date: day(-3), recordedBy: { name: user.name, you: true } });
    const changed = await put(user, id, "m09-sits", { answer: "not_sure" });
    expect(changed.body).toEqual({ milestoneId: "m09-sits", answer: "not_sure", date: day(0) });
    expect(await answersOf(id)).toHaveLength(1);
  });

  it("gives the calm doctor note for a sign answered no or an earlier milestone still not yet, in the asked language", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(13) });
    await put(user, id, "m12-waves", { answer: "not_yet" }); // current window: not a reason
    await put(user, id, "s12-keeps-skills", { answer: "yes" }); // a sign answered yes is the good answer
    expect((await get(user, id)).body.advice.talkToDoctor).toBe(false);
    await put(user, id, "m09-babbles", { answer: "not_yet" });
    const ru = await get(user, id, "", { "accept-language": "ru" });
    expect(ru.body.advice).toMatchObject({ talkToDoctor: true, reasons: ["m09-babbles"] });
    expect(ru.body.advice.message).toContain("в своём темпе");
    await put(user, id, "s12-keeps-skills", { answer: "not_yet" }); // "no": the child lost a skill
    const uz = await get(user, id);
    expect(uz.body.advice.reasons).toEqual(["m09-babbles", "s12-keeps-skills"]);
    expect(uz.body.advice.message).toContain("o'z sur'atida");
    await put(user, id, "m09-babbles", { answer: "yes" });
    await put(user, id, "s12-keeps-skills", { answer: "yes" });
    expect((await get(user, id)).body.advice).toEqual({ talkToDoctor: false, reasons: [], message: null });
  });

  it("answers 404 for a sign id from before the signs were asked the positive way, and stores nothing", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: monthsAgo(13) });
    expect((await put(user, id, "s12-lost-skills", { answer: "yes" })).status).toBe(404);
    expect(await answersOf(id)).toHaveLength(0);
  });

  it("refuses bad input with a problem and changes nothing", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-100) });
    await put(user, id, "m02-smiles", { answer: "yes", date: day(-1) });
    const before = await answersOf(id);
    const cases: Array<[string, unknown, number, string[]]> = [
      ["m02-smiles", { answer: "maybe" }, 400, ["answer"]],
      ["m02-smiles", { answer: "not_yet", date: day(1) }, 400, ["date"]],
      ["m02-smiles", { answer: "not_yet", date: day(-101) }, 400, ["date"]],
      ["m02-smiles", { answer: "not_yet", date: "2026-02-30" }, 400, ["date"]],
      ["m02-smiles", { answer: "not_yet", extra: 1 }, 400, [""]],
      ["m02-smiles", [], 400, [""]],
      ["not-an-id", { answer: "yes" }, 400, ["params.milestoneId"]],
      ["m07-unknown", { answer: "yes" }, 404, []],
    ];
    for (const [milestoneId, body, status, fields] of cases) {
      const res = await put(user, id, milestoneId, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      if (fields.length && fields[0]) expect(paths(res)).toEqual(fields);
    }
    expect(await answersOf(id)).toEqual(before);
  });

  it("answers 404 for another user's child and leaves its answers alone", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const id = await addChild(owner, { birthDate: monthsAgo(10) });
    await put(owner, id, "m09-sits", { answer: "yes" });
    const before = await answersOf(id);
    expect((await get(stranger, id)).status).toBe(404);
    expect((await put(stranger, id, "m09-sits", { answer: "not_yet" })).status).toBe(404);
    expect(await answersOf(id)).toEqual(before);
  });
});
