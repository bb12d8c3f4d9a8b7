// A field with more findings than a report's list holds (ANSWER_LIMITS.listItems): the rules keep
// the most important ones, so the sanitiser has nothing to cut and the stored report is whole.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANSWER_LIMITS } from "../answer-schema";
import { findRegion, getRegionStats } from "../regions";
import { sanitizeAnswer } from "../sanitize";
import { soilSubmissionSchema } from "../submission-schema";
import { estimateSoil } from "./index";

const OBSERVATIONS = ["Oq qatlam bor.", "Sug'orishdan keyin qotib qoladi.", "Suv turib qoladi.", "Barglar sarg'aygan.", "Tuproq sho'rtob.", "Yer osti suvi yaqin.", "O'simliklar sust o'smoqda."];
const FALLING_COTTON = [
  { year: 2022, crop: "paxta", yield: "yaxshi" },
  { year: 2023, crop: "paxta", yield: "o'rtacha" },
  { year: 2024, crop: "paxta", yield: "past" },
];

function input(labResults: Record<string, number> | undefined, observations: string[], location = "Buxoro") {
  const submission = soilSubmissionSchema.parse({ fieldId: "dala", area: 5, location, labResults, lastCrops: FALLING_COTTON, irrigationType: "ariqqa", farmerObservations: observations.join(" ") });
  const region = findRegion(submission.location);
  return { submission, region, stats: region ? getRegionStats(region.code) : null, history: null };
}

describe("the rules estimator's lists fit the report", () => {
  it("a depleted, compacted Bukhara field with a falling cotton yield: eleven findings, the low one goes", () => {
    const answer = estimateSoil(input({ phosphorusMgKg: 0, potassiumMgKg: 0 }, ["Sug'orishdan keyin qotib qoladi.", "Yer osti suvi yaqin.", "O'simliklar sust o'smoqda."]));
    expect(answer.issues).toHaveLength(ANSWER_LIMITS.listItems);
    expect(answer.issues.map((issue) => issue.code)).not.toContain("poor_growth");
    expect(answer.issues.map((issue) => issue.code)).toContain("declining_yield");
  });

  it("property: in every language, no list is longer than the limit and the sanitiser cuts nothing", () => {
    const value = (min: number, max: number) => fc.option(fc.double({ min, max, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ ph: value(3, 11), phosphorusMgKg: value(0, 100), potassiumMgKg: value(0, 800), humusPercent: value(0, 5), salinityPercent: value(0, 6) }),
        fc.subarray(OBSERVATIONS),
        fc.constantFrom("Buxoro", "Xorazm", "Samarqand"),
        fc.constantFrom("uz" as const, "ru" as const, "en" as const),
        (lab, observations, location, language) => {
          const labResults = Object.fromEntries(Object.entries(lab).filter(([, v]) => v !== undefined)) as Record<string, number>;
          const answer = estimateSoil(input(labResults, observations, location), language);
          expect(answer.issues.length).toBeLessThanOrEqual(ANSWER_LIMITS.listItems);
          expect(answer.recommended_actions.length).toBeLessThanOrEqual(ANSWER_LIMITS.listItems);
          const checked = sanitizeAnswer(answer, { hasLab: Object.keys(labResults).length > 0, language });
          expect(checked.ok && [...checked.flags]).not.toContain("list_truncated");
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
