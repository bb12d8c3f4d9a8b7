import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CHECK_AGES, WINDOWS } from "@/lib/milestones/catalogue";
import { adviceReasons, answerExpected, correctionEndedWindow, milestoneAge, neighbours, windowFor } from "@/lib/milestones/rules";
import type { Answer } from "@/lib/milestones/schemas";

describe("windowFor", () => {
  it("is the latest check age reached, 2 months for younger babies, 60 after five years", () => {
    expect([0, 1, 2, 3, 4, 8, 9, 11, 12, 23, 24, 35, 36, 59, 60, 71].map(windowFor)).toEqual([
      2, 2, 2, 2, 4, 6, 9, 9, 12, 18, 24, 30, 36, 48, 60, 60,
    ]);
    for (let months = 0; months <= 72; months++) expect(CHECK_AGES).toContain(windowFor(months));
  });

  it("knows the neighbours of each window", () => {
    expect(neighbours(2)).toEqual({ previous: null, next: 4 });
    expect(neighbours(24)).toEqual({ previous: 18, next: 30 });
    expect(neighbours(60)).toEqual({ previous: 48, next: null });
  });
});

describe("milestoneAge", () => {
  it("uses real age for a term baby", () => {
    expect(milestoneAge("2026-01-10", 39, "2026-07-10")).toEqual({ months: 6, corrected: false });
    expect(milestoneAge("2026-01-10", null, "2026-07-10")).toEqual({ months: 6, corrected: false });
  });

  it("uses corrected age for a baby born at 32 weeks (8 weeks early) until 24 months", () => {
    // Due date 56 days after birth: 2026-03-07; on 2026-07-10 that is 4 completed months.
    expect(milestoneAge("2026-01-10", 32, "2026-07-10")).toEqual({ months: 4, corrected: true });
    expect(windowFor(milestoneAge("2026-01-10", 32, "2026-07-10").months)).toBe(4);
    // From 24 months of real age on, real age again.
    expect(milestoneAge("2024-01-10", 32, "2026-01-10")).toEqual({ months: 24, corrected: false });
  });

  it("counts a preterm baby before the due date as 0 months (the 2-month window)", () => {
    expect(milestoneAge("2026-01-10", 28, "2026-02-01")).toEqual({ months: 0, corrected: true });
  });
});

describe("adviceReasons", () => {
  const reasons = (answers: Record<string, Answer>, window: number) => adviceReasons(new Map(Object.entries(answers)), window);

  // Signs are asked so that "yes" is good ("looks at you when you call their name"); "no" is
  // stored as not_yet and is the act-early reason, in the child's window or an earlier one.
  it("flags an act-early sign answered no (not_yet), in any window; yes is the good answer", () => {
    expect(reasons({ "s09-turns-to-name": "not_yet" }, 9)).toEqual(["s09-turns-to-name"]);
    expect(reasons({ "s02-keeps-skills": "not_yet" }, 4)).toEqual(["s02-keeps-skills"]);
    expect(reasons({ "s09-turns-to-name": "yes", "s12-gestures": "not_sure", "s12-keeps-skills": "yes" }, 12)).toEqual([]);
  });

  it("flags not yet only for milestones of earlier windows", () => {
    expect(reasons({ "m09-babbles": "not_yet" }, 9)).toEqual([]);
    expect(reasons({ "m09-babbles": "not_yet" }, 12)).toEqual(["m09-babbles"]);
    expect(reasons({ "m09-babbles": "not_sure", "m06-rolls": "yes" }, 12)).toEqual([]);
  });

  it("never flags crawling (some healthy children skip it) or ids no longer in the catalogue", () => {
    expect(reasons({ "m12-crawls": "not_yet", "m99-gone": "not_yet", "s99-gone": "not_yet" }, 24)).toEqual([]);
  });
});

describe("the end of the correction at 24 months of real age", () => {
  // Born at 32 weeks on 2024-01-10: due date 2024-03-06 (8 weeks later).
  const birth = "2024-01-10";

  it("names the corrected-age window the checklist jumped from, only while the real age is in the 24-month window", () => {
    expect(windowFor(milestoneAge(birth, 32, "2026-01-09").months)).toBe(18); // the day before: corrected, 22 months
    expect(correctionEndedWindow(birth, 32, "2026-01-09")).toBeNull(); // still corrected
    expect(windowFor(milestoneAge(birth, 32, "2026-01-10").months)).toBe(24); // overnight: real age
    expect(correctionEndedWindow(birth, 32, "2026-01-10")).toBe(18);
    expect(correctionEndedWindow(birth, 32, "2026-03-05")).toBe(18); // 23 months from the due date
    expect(correctionEndedWindow(birth, 32, "2026-03-06")).toBeNull(); // 24 months from the due date too
    expect(correctionEndedWindow(birth, 39, "2026-01-10")).toBeNull(); // born at term
    expect(correctionEndedWindow(birth, null, "2026-01-10")).toBeNull();
  });

  it("does not raise the doctor note for a \"not yet\" of the corrected window only because the correction ended", () => {
    const answers = new Map<string, Answer>([["m18-three-words", "not_yet"]]);
    expect(adviceReasons(answers, 24, 18)).toEqual([]);
    expect(adviceReasons(answers, 24)).toEqual(["m18-three-words"]);
    // Windows before the corrected one still count, and signs always do.
    expect(adviceReasons(new Map<string, Answer>([["m15-words", "not_yet"], ["s09-turns-to-name", "not_yet"]]), 24, 18)).toEqual(["m15-words", "s09-turns-to-name"]);
  });
});

describe("a preterm baby younger than the first check (under 2 months corrected age)", () => {
  // The baby: corrected age 3 days. The first window is shown, and its "no" answers are
  // what a baby of that age gives: expected, never a warning, never the doctor note.
  it("gets the first window, early, and its signs answered no raise nothing", () => {
    const age = milestoneAge("2026-01-01", 31, "2026-03-09"); // born 31+0, due 2026-03-06: 3 days
    expect(age).toEqual({ months: 0, corrected: true });
    expect(windowFor(age.months)).toBe(2);
    expect(answerExpected(age.months, 2)).toBe(true);
    const answers = new Map<string, Answer>([["s02-reacts-to-sounds", "not_yet"], ["s02-looks-at-face", "not_yet"], ["m02-smiles", "not_yet"]]);
    expect(adviceReasons(answers, 2, 2, age.months)).toEqual([]);
    // From 2 months corrected the same answers are the act-early signs they are meant to be.
    expect(answerExpected(2, 2)).toBe(false);
    expect(adviceReasons(answers, 2, 2, 2)).toEqual(["s02-looks-at-face", "s02-reacts-to-sounds"]);
  });
});

const checkAges = CHECK_AGES as readonly number[];
const allAnswers = fc.array(
  fc.tuple(
    fc.constantFrom(...WINDOWS.flatMap((w) => [...w.milestones, ...w.signs].map((item) => item.id))),
    fc.constantFrom<Answer>("yes", "not_yet", "not_sure"),
  ),
  { maxLength: 30 },
);

describe("properties over random ages and answers", () => {
  it("no answer of a check age the child has not reached is ever a reason, and the window never runs ahead of the age", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 }), allAnswers, (ageMonths, pairs) => {
        const window = windowFor(ageMonths);
        expect(window <= Math.max(ageMonths, checkAges[0])).toBe(true);
        expect(answerExpected(ageMonths, window)).toBe(ageMonths < checkAges[0]);
        const reasons = adviceReasons(new Map(pairs), window, window, ageMonths);
        for (const id of reasons) expect(Number(id.slice(1, 3))).toBeLessThanOrEqual(ageMonths);
      }),
    );
  });

  it("a sign answered no counts exactly when the child has reached its check age", () => {
    const signs = WINDOWS.flatMap((w) => w.signs.map((sign) => [sign.id, w.ageMonths] as const));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 }), fc.constantFrom(...signs), (ageMonths, [id, signAge]) => {
        const window = windowFor(ageMonths);
        expect(adviceReasons(new Map([[id, "not_yet"]]), window, window, ageMonths)).toEqual(ageMonths >= signAge ? [id] : []);
      }),
    );
  });
});
