// Where each finding comes from (issue 28): lab, observation, photos, crop records, the region,
// an estimate, or the model's guess when nothing the farmer gave could show it.
import { describe, expect, it } from "vitest";
import { findingSources, sourceEvidence, fallbackSources } from "./finding-sources";

const issue = (code: string, description_uz = "Matn.") => ({ code, severity: "medium" as const, description_uz });
const evidence = (over: Partial<Parameters<typeof sourceEvidence>[0]> = {}, photoCount = 0, regionKnown = true) =>
  sourceEvidence({ farmerObservations: "", labResults: null, ...over }, photoCount, regionKnown);

describe("statuses", () => {
  it("pH: the lab's when measured, else the region's statistics, else an estimate", () => {
    expect(findingSources({ issues: [] }, evidence({ labResults: { ph: 8.1 } })).ph).toBe("lab");
    expect(findingSources({ issues: [] }, evidence()).ph).toBe("region");
    expect(findingSources({ issues: [] }, evidence({}, 0, false)).ph).toBe("estimate");
  });

  it("P and K: only a lab value is a source; photos are none", () => {
    const withPhotos = findingSources({ issues: [] }, evidence({}, 3));
    expect([withPhotos.phosphorus, withPhotos.potassium]).toEqual(["none", "none"]);
    const measured = findingSources({ issues: [] }, evidence({ labResults: { phosphorusMgKg: 20, potassiumMgKg: 250 } }, 3));
    expect([measured.phosphorus, measured.potassium]).toEqual(["lab", "lab"]);
  });

  it("nitrogen from yellow leaves the farmer saw, humus from photos", () => {
    const sources = findingSources({ issues: [] }, evidence({ farmerObservations: "Barglar sarg'ayadi." }, 2));
    expect(sources.nitrogen).toBe("observation");
    expect(sources.organicMatter).toBe("photo");
  });
});

describe("issues", () => {
  const crust = issue("salinity_risk", "Dala yuzasida oq sho'r qatlam ko'rinib turibdi.");

  it("a salt crust nobody reported and no photo showed is the model's guess", () => {
    expect(findingSources({ issues: [crust] }, evidence()).issues).toEqual(["model_guess"]);
  });

  it("the same crust is the farmer's observation when they wrote it, the photos' when sent", () => {
    expect(findingSources({ issues: [crust] }, evidence({ farmerObservations: "Bahorda oq qatlam paydo bo'ladi." })).issues).toEqual(["observation"]);
    expect(findingSources({ issues: [crust] }, evidence({}, 2)).issues).toEqual(["photo"]);
    expect(findingSources({ issues: [crust] }, evidence({ labResults: { salinityPercent: 1.2 } })).issues).toEqual(["lab"]);
  });

  it("a possible salinity from the region is the region's statistics", () => {
    const possible = issue("salinity_risk", "Bu hududda sho'rlangan dalalar ko'p uchraydi, shuning uchun dalangiz ham sho'rlangan bo'lishi mumkin.");
    expect(findingSources({ issues: [possible] }, evidence()).issues).toEqual(["region"]);
  });

  it("signs the farmer can see need their words or photos; crop records are the history", () => {
    const issues = [issue("compaction"), issue("waterlogging"), issue("monoculture"), issue("declining_yield"), issue("phosphorus_deficiency"), issue("high_ph")];
    expect(findingSources({ issues }, evidence()).issues).toEqual(["model_guess", "model_guess", "history", "history", "model_guess", "region"]);
    const observed = evidence({ farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi, suv turib qoladi." });
    expect(findingSources({ issues }, observed).issues.slice(0, 2)).toEqual(["observation", "observation"]);
  });

  it("a negated sign is no observation", () => {
    expect(findingSources({ issues: [issue("compaction")] }, evidence({ farmerObservations: "Tuproq qotib qolmaydi." })).issues).toEqual(["model_guess"]);
  });

  it("an unknown code: the photos' when sent, a guess when it claims to have seen something", () => {
    expect(findingSources({ issues: [issue("erosion", "Eroziya izlari ko'rinadi.")] }, evidence()).issues).toEqual(["model_guess"]);
    expect(findingSources({ issues: [issue("erosion", "Eroziya izlari ko'rinadi.")] }, evidence({}, 1)).issues).toEqual(["photo"]);
    expect(findingSources({ issues: [issue("erosion", "Eroziya xavfi bor.")] }, evidence()).issues).toEqual(["estimate"]);
  });
});

describe("reports stored before sources were recorded", () => {
  it("say lab or estimate and never call an issue a guess", () => {
    const details = { hasLabResults: false, photos: [], issues: [{ code: "compaction" }], soilProfile: { phosphorus: "unknown", potassium: "unknown" } };
    expect(fallbackSources(details)).toEqual({ ph: "estimate", nitrogen: "estimate", phosphorus: "none", potassium: "none", organicMatter: "estimate", issues: ["estimate"] });
  });
});
