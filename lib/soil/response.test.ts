import { describe, expect, it } from "vitest";
import { sampleModelAnswer } from "@/tests/helpers/model-answer";
import type { Priority, Severity, SoilAnswer } from "./answer-schema";
import { buildFarmerResponse, chipsFromIssues, confidenceOverall, issueLabel, orderedActions } from "./response";

// The tests' model answer for a saline meadow soil. Only the codes, severities, priorities,
// scores and texts matter here (their order and labels are what the tests check), so they are
// listed as [code, severity, text], [type, priority, text] and [name, score] rows.
const issues: [string, Severity, string][] = [
  ["high_ph", "low", "Ishqoriy."],
  ["monoculture", "medium", "Bir xil ekin."],
  ["salinity_risk", "high", "Sho'r."],
  ["nitrogen_deficiency", "low", "Azot kam."],
  ["Soil-Crusting", "medium", "Yuzada qatqaloq paydo bo'ladi, ayniqsa yomg'irdan keyin."],
];
const actions: [string, Priority, string][] = [
  ["fertilizer", "low", "Azotni bo'lib bering."],
  ["irrigation", "high", "Sho'r yuving."],
  ["rotation", "medium", "Mosh eking."],
  ["lab_test", "high", "Tahlil qildiring."],
];
const crops: [string, number][] = [["paxta", 0.654], ["arpa", 0.9], ["kuzgi bug'doy", 0.9]];
const answer: SoilAnswer = sampleModelAnswer(
  {
    issues: issues.map(([code, severity, description_uz]) => ({ code, severity, description_uz })),
    recommended_actions: actions.map(([type, priority, description_uz]) => ({ type, priority, description_uz })),
    recommended_crops: crops.map(([name, suitability_score], i) => ({ name, reason_uz: "abc"[i], suitability_score })),
    summary_for_farmer_uz: "Xulosa.",
  },
  { estimated_type: "o'tloq tuproq (sho'rlangan)", ph_estimate: 8.04, potassium_status: "unknown" },
);

describe("confidenceOverall", () => {
  const none = { hasLab: false, photoCount: 0, hasHistory: false };

  it("follows the documented formula", () => {
    expect(confidenceOverall(answer, none)).toBe(0.26); // 0.6*0.2 + 0.4*0.35
    expect(confidenceOverall(answer, { hasLab: true, photoCount: 2, hasHistory: true })).toBe(0.62); // 0.6*(0.2+0.4+0.1+0.1) + 0.4*0.35
  });

  it("rises with lab data, photos and history", () => {
    const base = confidenceOverall(answer, none);
    expect(confidenceOverall(answer, { ...none, hasLab: true })).toBeGreaterThan(base);
    expect(confidenceOverall(answer, { ...none, photoCount: 1 })).toBeGreaterThan(base);
    expect(confidenceOverall(answer, { ...none, photoCount: 3 })).toBeGreaterThan(confidenceOverall(answer, { ...none, photoCount: 1 }));
    expect(confidenceOverall(answer, { ...none, hasHistory: true })).toBeGreaterThan(base);
  });

  it("stays within 0..1 and caps photos at four; without lab it stays at most 0.7", () => {
    const perfect = { ...answer, soil_profile: { ...answer.soil_profile, ph_confidence: 1 } };
    expect(confidenceOverall(perfect, { hasLab: true, photoCount: 50, hasHistory: true })).toBe(0.94);
    expect(confidenceOverall(perfect, { hasLab: false, photoCount: 6, hasHistory: true })).toBe(0.7);
    expect(confidenceOverall(answer, { ...none, photoCount: -3 })).toBe(0.26);
  });
});

describe("chips", () => {
  it("orders labels by severity, keeps order within a severity, max six", () => {
    expect(chipsFromIssues(answer.issues)).toEqual(["Sho'rlanish xavfi", "Bir xil ekin", "Yuzada qatqaloq paydo bo'ladi", "Ishqoriy tuproq", "Azot yetishmaydi"]);
    const many = Array.from({ length: 9 }, (_, i) => ({ code: `x${i}`, severity: "low" as const, description_uz: `Muammo ${i}` }));
    expect(chipsFromIssues(many)).toHaveLength(6);
  });

  it("labels unknown codes from the first clause of the description, short", () => {
    expect(issueLabel({ code: "zinc", severity: "low", description_uz: "Rux yetishmasligi ehtimoli bor va bu juda uzoq jumla bo'lib ketadi, qisqartiring." }).length).toBeLessThanOrEqual(32);
    expect(issueLabel({ code: "Salinity Risk", severity: "low", description_uz: "x" })).toBe("Sho'rlanish xavfi");
  });

  it("drops duplicate labels", () => {
    const issues = [
      { code: "salinity_risk", severity: "high" as const, description_uz: "a" },
      { code: "salinity-risk", severity: "low" as const, description_uz: "b" },
    ];
    expect(chipsFromIssues(issues)).toEqual(["Sho'rlanish xavfi"]);
  });
});

describe("actions and the response", () => {
  it("orders actions high > medium > low, stable", () => {
    expect(orderedActions(answer.recommended_actions)).toEqual(["Sho'r yuving.", "Tahlil qildiring.", "Mosh eking.", "Azotni bo'lib bering."]);
  });

  it("builds the farmer response of docs/soil-rules.md section 7", () => {
    const response = buildFarmerResponse(answer, { hasLab: false, photoCount: 0, hasHistory: true });
    expect(response).toEqual({
      summary: "Xulosa.",
      soilProfile: { type: "o'tloq tuproq (sho'rlangan)", ph: 8, nitrogen: "past", confidence: 0.32 },
      chips: ["Sho'rlanish xavfi", "Bir xil ekin", "Yuzada qatqaloq paydo bo'ladi", "Ishqoriy tuproq", "Azot yetishmaydi"],
      actions: ["Sho'r yuving.", "Tahlil qildiring.", "Mosh eking.", "Azotni bo'lib bering."],
      recommendedCrops: [
        { name: "arpa", score: 0.9 },
        { name: "kuzgi bug'doy", score: 0.9 },
        { name: "paxta", score: 0.65 },
      ],
    });
  });
});
