// A crop's shown score agrees with the yield loss written beside it (issue 28).
import { describe, expect, it } from "vitest";
import { SOIL_DISCLAIMER_UZ } from "./constants";
import { sanitizeAnswer } from "./sanitize";
import { yieldLossPercent } from "./yield-loss";

describe("yieldLossPercent", () => {
  it.each([
    ["sho'rlanish hosilni taxminan 7% kamaytirishi mumkin", 7],
    ["Засоление снизит урожай на 10–15 %.", 15],
    ["Salt may cut the yield by ~7,5%.", 7.5],
    ["pH qulay; hosil 12 % gacha pasayishi mumkin", 12],
  ])("%s -> %s", (text, loss) => {
    expect(yieldLossPercent(text)).toBe(loss);
  });

  it.each(["Hosil 20% ga oshadi.", "Karbamid tarkibida 46% azot bor.", "Juda mos ekin."])("no loss stated: %s", (text) => {
    expect(yieldLossPercent(text)).toBeNull();
  });
});

describe("the sanitiser holds a crop's score to the loss beside it", () => {
  function crops(score: number, reason: string) {
    const raw = {
      soil_profile: { estimated_type: "bo'z tuproq", ph_estimate: 7.8, ph_confidence: 0.4, nitrogen_status: "past", phosphorus_status: "unknown", potassium_status: "unknown", organic_matter_level: "past" },
      issues: [],
      recommended_actions: [],
      recommended_crops: [{ name: "beda", reason_uz: reason, suitability_score: score }],
      summary_for_farmer_uz: "Laboratoriya tahlili yo'q, natijalar taxminiy.",
      disclaimer_uz: SOIL_DISCLAIMER_UZ,
    };
    const result = sanitizeAnswer(raw, { hasLab: false, evidence: { lab: null, photoCount: 0 } });
    if (!result.ok) throw new Error(result.reason);
    return { crop: result.answer.recommended_crops[0], flags: result.flags };
  }

  it("beda at 100 % beside a ~7 % loss is shown at 93 %", () => {
    const { crop, flags } = crops(1, "Dukkakli ekin; sho'rlanish hosilni taxminan 7% kamaytirishi mumkin.");
    expect(crop.suitability_score).toBe(0.93);
    expect(flags).toContain("score_capped_by_risk");
  });

  it("a score already below what the loss leaves stays", () => {
    const { crop, flags } = crops(0.8, "Sho'rlanish hosilni 7% kamaytirishi mumkin.");
    expect(crop.suitability_score).toBe(0.8);
    expect(flags).not.toContain("score_capped_by_risk");
  });
});
