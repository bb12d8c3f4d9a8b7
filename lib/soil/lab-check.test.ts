// Lab values beat the model: pH within 0.3 of the measured one, P and K by the Machigin class
// of the measured value; no lab value: P and K "unknown", photos or not (docs/soil-rules.md 11).
import { describe, expect, it } from "vitest";
import { SOIL_DISCLAIMER_UZ } from "./constants";
import { sanitizeAnswer } from "./sanitize";
import type { LabResults } from "./submission-schema";

function answer(profile: Record<string, unknown>) {
  return {
    soil_profile: { estimated_type: "tipik bo'z tuproq", ph_estimate: 7.8, ph_confidence: 0.4, nitrogen_status: "past", phosphorus_status: "o'rtacha", potassium_status: "o'rtacha", organic_matter_level: "past", ...profile },
    issues: [],
    recommended_actions: [],
    recommended_crops: [],
    summary_for_farmer_uz: "Laboratoriya tahlili bor.",
    disclaimer_uz: SOIL_DISCLAIMER_UZ,
  };
}

function run(profile: Record<string, unknown>, lab: LabResults | null, photoCount = 0) {
  const result = sanitizeAnswer(answer(profile), { hasLab: lab !== null, evidence: { lab, photoCount } });
  if (!result.ok) throw new Error(result.reason);
  return { profile: result.answer.soil_profile, flags: result.flags };
}

describe("measured pH", () => {
  it.each([
    [8.4, 7.9, 7.9, true], // 0.5 away: replaced
    [7.2, 7.9, 7.9, true],
    [8.2, 7.9, 8.2, false], // 0.3 away: the model's estimate stands
    [7.6, 7.9, 7.6, false],
  ])("model %s, lab %s -> %s", (model, lab, expected, replaced) => {
    const { profile, flags } = run({ ph_estimate: model }, { ph: lab, phosphorusMgKg: 35, potassiumMgKg: 250 });
    expect(profile.ph_estimate).toBe(expected);
    expect(flags.includes("ph_lab_replaced")).toBe(replaced);
    if (replaced) expect(profile.ph_confidence).toBe(0.9);
  });
});

describe("measured P and K (Machigin classes)", () => {
  it.each([
    // P2O5 mg/kg: <=30 past, <=45 o'rtacha, >45 yetarli; K2O: <=200 past, <=300 o'rtacha, >300 yetarli.
    [{ phosphorus_status: "yetarli" }, { phosphorusMgKg: 12 }, "phosphorus_status", "past"],
    [{ phosphorus_status: "past" }, { phosphorusMgKg: 70 }, "phosphorus_status", "yetarli"],
    [{ phosphorus_status: "unknown" }, { phosphorusMgKg: 40 }, "phosphorus_status", "o'rtacha"],
    [{ potassium_status: "yetarli" }, { potassiumMgKg: 150 }, "potassium_status", "past"],
    [{ potassium_status: "past" }, { potassiumMgKg: 320 }, "potassium_status", "yetarli"],
  ] as const)("%j with %j -> %s %s", (model, lab, field, expected) => {
    const { profile, flags } = run(model, { ph: 7.8, phosphorusMgKg: 40, potassiumMgKg: 250, ...lab }, 1);
    expect(profile[field]).toBe(expected);
    expect(flags).toContain(`${field.split("_")[0]}_lab_replaced`);
  });

  it("a status that agrees with the lab is kept without a flag", () => {
    const { profile, flags } = run({ phosphorus_status: "past", potassium_status: "o'rtacha" }, { ph: 7.8, phosphorusMgKg: 20, potassiumMgKg: 250 });
    expect(profile).toMatchObject({ phosphorus_status: "past", potassium_status: "o'rtacha" });
    expect(flags).toEqual([]);
  });
});

describe("no lab values", () => {
  it("without photos P and K are unknown whatever the model says", () => {
    const { profile, flags } = run({ phosphorus_status: "past", potassium_status: "yetarli" }, null, 0);
    expect(profile).toMatchObject({ phosphorus_status: "unknown", potassium_status: "unknown" });
    expect(flags).toEqual(expect.arrayContaining(["phosphorus_no_basis", "potassium_no_basis"]));
  });

  it("a lab that measured only pH leaves P and K without a basis too", () => {
    const { profile } = run({ phosphorus_status: "past", potassium_status: "yetarli" }, { ph: 7.9 }, 0);
    expect(profile).toMatchObject({ phosphorus_status: "unknown", potassium_status: "unknown" });
  });

  it("photos are no basis for P and K either: they cannot be seen", () => {
    const { profile, flags } = run({ phosphorus_status: "past", potassium_status: "yetarli" }, null, 2);
    expect(profile).toMatchObject({ phosphorus_status: "unknown", potassium_status: "unknown" });
    expect(flags).toEqual(expect.arrayContaining(["phosphorus_no_basis", "potassium_no_basis"]));
  });
});

describe("texts that quote the model's pH agree with the measured pH", () => {
  function texts(summary: string, issue: string, modelPh: number, labPh: number | null) {
    const raw = { ...answer({ ph_estimate: modelPh }), summary_for_farmer_uz: summary, issues: [{ code: "ph", severity: "medium", description_uz: issue }] };
    const lab = labPh === null ? null : { ph: labPh, phosphorusMgKg: 35, potassiumMgKg: 250 };
    const result = sanitizeAnswer(raw, { hasLab: lab !== null, evidence: { lab, photoCount: 0 } });
    if (!result.ok) throw new Error(result.reason);
    return { summary: result.answer.summary_for_farmer_uz, issues: result.answer.issues.map((i) => i.description_uz), flags: result.flags };
  }

  it.each([
    ["pH 6.5 bo'lgani uchun fosfor yaxshi o'zlashtiriladi.", "pH 8,2 bo'lgani uchun fosfor yaxshi o'zlashtiriladi."],
    ["Tuproq pH qiymati 6,5, fosfor o'zlashtirilishi yaxshi.", "Tuproq pH qiymati 8,2, fosfor o'zlashtirilishi yaxshi."],
    ["pH = 6.3-6.8, bu fosfor uchun qulay.", "pH = 8,2, bu fosfor uchun qulay."],
    ["При рН 6,5 фосфор доступен.", "При рН 8,2 фосфор доступен."],
  ])("%s -> %s", (summary, expected) => {
    const result = texts(`Laboratoriya tahlili bor. ${summary}`, summary, 6.5, 8.2);
    expect(result.summary).toBe(`Laboratoriya tahlili bor. ${expected}`);
    expect(result.issues).toEqual([expected]);
    expect(result.flags).toEqual(expect.arrayContaining(["ph_lab_replaced", "ph_quote_replaced"]));
  });

  it.each([
    "Tuproq nordon (pH 6.5), shuning uchun fosfor yaxshi o'zlashtiriladi.",
    "Почва кислая, рН 6,4.",
    "pH 7.0 bo'lgani uchun tuproq neytral.",
  ])("a sentence that still calls the soil acid or neutral is dropped: %s", (sentence) => {
    const result = texts(`Laboratoriya tahlili bor. ${sentence}`, `Gumus kam. ${sentence}`, 6.5, 8.2);
    expect(result.summary).toBe("Laboratoriya tahlili bor.");
    expect(result.issues).toEqual(["Gumus kam."]);
    expect(result.flags).toContain("ph_quote_hidden");
  });

  it("a quote within 0.3 of the lab pH, or with no lab, stays (with the Uzbek decimal comma)", () => {
    const near = texts("Laboratoriya tahlili bor. pH 8.0, tuproq ishqoriy.", "pH 8.0.", 8.0, 8.2);
    expect(near.summary).toBe("Laboratoriya tahlili bor. pH 8,0, tuproq ishqoriy.");
    expect(near.flags).not.toContain("ph_quote_replaced");
    const noLab = texts("Laboratoriya tahlili yo'q. pH 6.5 bo'lishi mumkin.", "pH 6.5.", 6.5, null);
    expect(noLab.summary).toBe("Laboratoriya tahlili yo'q. pH 6,5 bo'lishi mumkin.");
    expect(noLab.flags.filter((f) => f.startsWith("ph_quote"))).toEqual([]);
  });

  it.each([
    "pH 7 dan yuqori tuproqda fosfor yomon o'zlashtiriladi.",
    "pH 6 dan 7 gacha bo'lsa, ohak kerak emas.",
    "При рН 7,5 и выше фосфор связывается.",
  ])("a general threshold is not a quote of this soil's pH: %s", (sentence) => {
    const result = texts(`Laboratoriya tahlili bor. ${sentence}`, sentence, 6.5, 8.2);
    expect(result.issues).toEqual([sentence]);
    expect(result.flags.filter((f) => f.startsWith("ph_quote"))).toEqual([]);
  });
});
