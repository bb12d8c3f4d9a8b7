// Table-driven check of the rules estimator against realistic farmer cases (cases.data.ts),
// whose expectations were written by hand from docs/soil-rules.md, plus the cotton-wheat
// rotation in every region (a rotation is not a falling yield).
import { describe, expect, it } from "vitest";
import { findRegion, getRegionStats } from "../regions";
import { soilSubmissionSchema, type SoilSubmissionInput } from "../submission-schema";
import { assessSoil } from "./assess";
import { FARMER_CASES, type SalinityLabel } from "./cases.data";
import { scoreCrop } from "./crop-score";
import { getCrop } from "./crops";
import { estimateSoil } from "./index";

function run(input: Omit<SoilSubmissionInput, "fieldId" | "area">) {
  const submission = soilSubmissionSchema.parse({ fieldId: "dala", area: 3, ...input });
  const region = findRegion(submission.location);
  const context = { submission, region, stats: region ? getRegionStats(region.code) : null };
  return { state: assessSoil(context), answer: estimateSoil(context) };
}

describe.each(FARMER_CASES)("$id", ({ input, expect: want }) => {
  const { state, answer } = run(input);
  const codes = answer.issues.map((item) => item.code);
  const actions = answer.recommended_actions;
  const salinity: SalinityLabel = state.salinity === "none" && state.salinityPossible ? "possible" : state.salinity;

  it(`salinity ${want.salinity}`, () => {
    expect(salinity).toBe(want.salinity);
  });

  it("raises the key issues and not the wrong ones", () => {
    expect(codes).toEqual(expect.arrayContaining(want.issues));
    for (const code of want.absent) expect(codes).not.toContain(code);
  });

  it(`top crops ${want.top.join(", ")}`, () => {
    expect(answer.recommended_crops.slice(0, want.top.length).map((crop) => crop.name)).toEqual(want.top);
  });

  it("gives the actions the rules call for", () => {
    const texts = (pattern: RegExp) => actions.some((action) => pattern.test(action.description_uz));
    if (want.soilType !== undefined) expect(answer.soil_profile.estimated_type).toBe(want.soilType);
    if (want.gypsum !== undefined) expect(texts(/gips/)).toBe(want.gypsum);
    if (want.leaching !== undefined) expect(actions.some((a) => a.type === "irrigation" && /sho'r yuvish/.test(a.description_uz))).toBe(want.leaching);
    if (want.salinityTest !== undefined) expect(texts(/EC-metr/)).toBe(want.salinityTest);
    if (want.fertilizerLow !== undefined) {
      const fertilizer = actions.filter((a) => a.type === "fertilizer");
      if (want.fertilizerLow) expect(fertilizer.every((a) => a.priority === "low")).toBe(true);
      else expect(fertilizer.some((a) => a.priority === "low")).toBe(false);
    }
    for (const id of want.noSaltLossFor ?? []) expect(scoreCrop(getCrop(id)!, state).reason_uz).not.toMatch(/sho'rlanish hosilni/);
  });
});

describe("a normal cotton-wheat rotation is no falling yield, in every region", () => {
  const regions = ["UZ-QR", "UZ-AN", "UZ-BU", "UZ-FA", "UZ-JI", "UZ-QA", "UZ-XO", "UZ-NG", "UZ-NW", "UZ-SA", "UZ-SU", "UZ-SI", "UZ-TO", "UZ-TK"];
  it.each(regions)("%s", (code) => {
    const stats = getRegionStats(code)!;
    const rotations = [
      [{ year: 2023, crop: "paxta", yield: "yaxshi" }, { year: 2024, crop: "bug'doy", yield: "o'rtacha" }],
      [{ year: 2022, crop: "paxta", yield: "yaxshi" }, { year: 2023, crop: "bug'doy", yield: "o'rtacha" }, { year: 2024, crop: "paxta", yield: "yaxshi" }],
      [{ year: 2023, crop: "g'o'za", yield: "45 s/ga" }, { year: 2024, crop: "kuzgi bug'doy", yield: "6 t/ga" }],
    ];
    for (const lastCrops of rotations) {
      const { state, answer } = run({ location: stats.nameUz, lastCrops, irrigationType: "ariqqa", farmerObservations: "", labResults: null });
      expect(state.history.decliningYield).toBe(false);
      expect(answer.issues.map((item) => item.code)).not.toContain("declining_yield");
      // No leaching from a rotation and a region, and fertilizer keeps its place.
      expect(answer.recommended_actions.some((a) => /sho'r yuvish/.test(a.description_uz))).toBe(false);
      expect(answer.recommended_actions.filter((a) => a.type === "fertilizer").every((a) => a.priority === "medium")).toBe(true);
    }
  });
});
