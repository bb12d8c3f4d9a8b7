// The hazard matcher on small made-up activities: what a rule finds, from which age, and how
// an exception tied to the activity's own text excuses it.
import { describe, expect, it } from "vitest";
import type { CatalogueActivity } from "./content-schema";
import { HAZARD_RULES, applicableExceptions, findHazards, unexcusedHazards, type HazardException } from "./hazards";

function instructional(minAgeMonths: number, steps: string[], over: Partial<CatalogueActivity> = {}): CatalogueActivity {
  return {
    slug: "test-activity",
    category: "test",
    title: "Sinov",
    description: "Sinov uchun.",
    durationMinutes: 5,
    type: "instructional",
    difficulty: "easy",
    minAgeMonths,
    maxAgeMonths: 72,
    skill: "Sinov.",
    content: { steps },
    ...over,
  } as CatalogueActivity;
}

const rulesOf = (activity: CatalogueActivity) => [...new Set(findHazards(activity).map((f) => f.rule))];

describe("findHazards", () => {
  it("finds a material before the rule's age and not from it", () => {
    const steps = ["Tuzli xamir qiling: un, tuz va suv."];
    expect(rulesOf(instructional(24, steps))).toEqual(["salt-play-material"]);
    expect(rulesOf(instructional(36, steps))).toEqual([]);
  });

  it("matches any case, apostrophe variant and suffix, but whole words where asked", () => {
    expect(rulesOf(instructional(12, ["MUNCHOQLARNI ipga tering."]))).toContain("beads");
    expect(rulesOf(instructional(12, ["Yongʻoqni chaqing."]))).toEqual(["nuts"]);
    expect(rulesOf(instructional(12, ["Bolani tuzating, gap tuzing."]))).toEqual([]); // "tuz$" is whole
    expect(rulesOf(instructional(12, ["Shar puflang."]))).toEqual(["balloons"]);
    expect(rulesOf(instructional(12, ["Sharbat iching."]))).toEqual([]);
  });

  it("reads every text of a game: question, hint and option labels", () => {
    const game = instructional(24, [], {
      type: "interactive",
      content: {
        gameType: "quiz",
        rounds: [
          { question: "Qaysi biri?", options: [{ label: "Tanga", value: "a" }, { label: "Kitob", value: "b" }], answer: "b" },
          { question: "Telefonni top", options: [{ label: "A", value: "a" }, { label: "B", value: "b" }], answer: "a" },
          { question: "Bu nima?", hint: "Uzum", options: [{ label: "A", value: "a" }, { label: "B", value: "b" }], answer: "a" },
        ],
      },
    } as Partial<CatalogueActivity>);
    const fields = findHazards(game).map((f) => `${f.rule}@${f.field}`);
    expect(fields).toEqual(["coins@rounds[0].options[0]", "whole-grapes@rounds[2].hint"]); // screens allowed from 18
  });

  it("keeps screens out before 18 months and other rules at their own ages", () => {
    expect(rulesOf(instructional(0, ["Rasmni telefon ekranida ko'rsating."]))).toEqual(["screens"]);
    expect(rulesOf(instructional(18, ["Rasmni telefon ekranida ko'rsating."]))).toEqual([]);
    expect(rulesOf(instructional(72, ["Batareyka va magnit bilan o'ynang."]))).toEqual(["button-batteries", "magnets"]);
  });

  it("has rules with ids, keywords and ages, each id once", () => {
    const ids = HAZARD_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of HAZARD_RULES) {
      expect(rule.keywords.length, rule.id).toBeGreaterThan(0);
      expect(rule.minAgeMonths, rule.id).toBeGreaterThan(0);
    }
  });
});

describe("exceptions", () => {
  const grapes = instructional(24, ["Uzumni to'rtga bo'lib, bittadan bering.", "Tanga bermang."]);
  const exception: HazardException = {
    slug: "test-activity",
    rules: ["whole-grapes"],
    phrase: "uzumni to'rtga bo'lib",
    why: "Quartered grapes are the AAP's safe form.",
  };

  it("excuse only their own rules, on their own activity, while the phrase is in the text", () => {
    expect(unexcusedHazards(grapes, HAZARD_RULES, []).map((f) => f.rule)).toEqual(["coins", "whole-grapes"]);
    expect(unexcusedHazards(grapes, HAZARD_RULES, [exception]).map((f) => f.rule)).toEqual(["coins"]);
    expect(unexcusedHazards({ ...grapes, slug: "other" }, HAZARD_RULES, [exception]).map((f) => f.rule)).toContain("whole-grapes");
    const changed = instructional(24, ["Uzum bering."]);
    expect(applicableExceptions(changed, [exception])).toEqual([]);
    expect(unexcusedHazards(changed, HAZARD_RULES, [exception]).map((f) => f.rule)).toEqual(["whole-grapes"]);
  });
});
