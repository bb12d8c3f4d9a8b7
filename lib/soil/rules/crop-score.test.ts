import { describe, expect, it } from "vitest";
import { soilSubmissionSchema, type SoilSubmissionInput } from "../submission-schema";
import { getRegionStats, type RegionStats } from "../regions";
import { assessSoil } from "./assess";
import { estimateSalinity, readSalinity, SALINITY_PRIOR } from "./salinity";
import { candidateCrops, phBand, PRIOR_PH_FACTOR, recommendCrops, relativeYield, scoreCrop } from "./crop-score";
import { getCrop } from "./crops";
import { summarizeHistory } from "./history";
import { readObservations } from "./observations";

const crop = (id: string) => getCrop(id)!;

function state(patch: Partial<SoilSubmissionInput> = {}, stats: RegionStats | null = getRegionStats("UZ-SA"), climateZone?: string) {
  const submission = soilSubmissionSchema.parse({
    fieldId: "f",
    location: "x",
    area: 1,
    lastCrops: [{ year: 2024, crop: "paxta", yield: "" }],
    irrigationType: "ariqqa",
    farmerObservations: "",
    ...patch,
  });
  return assessSoil({ submission, region: null, stats, climateZone });
}

describe("pH bands (Sys et al. via ALUES)", () => {
  it.each([
    ["cotton", 7.0, "S1"], ["cotton", 7.8, "S2"], ["cotton", 8.3, "S3"], ["cotton", 8.7, "N"],
    ["wheat", 8.2, "S1"], ["wheat", 8.4, "S3"], ["potato", 7.5, "S2"], ["rice", 5.2, "S2"],
    ["onion", 5.6, "S3"], ["mungbean", 8.1, "S3"],
  ] as const)("%s at pH %s -> %s", (id, ph, band) => {
    expect(phBand(crop(id), ph)).toBe(band);
  });
});

describe("Maas-Hoffman relative yield", () => {
  it.each([
    ["cotton", 7.7, 100], ["cotton", 10, 88.04], ["wheat", 10, 71.6], ["barley", 6, 100],
    ["rice", 6, 64], ["onion", 10, 0], ["mungbean", 3, 75.16],
  ] as const)("%s at ECe %s -> %s%%", (id, ece, expected) => {
    expect(relativeYield(crop(id), ece)).toBeCloseTo(expected, 1);
  });
});

describe("salinity estimate without lab", () => {
  const none = summarizeHistory([]);
  it("from the region alone is only possible, never a class or a yield loss", () => {
    expect(SALINITY_PRIOR.very_high).toBe(0.7);
    for (const risk of ["moderate", "high", "very_high"] as const) {
      expect(estimateSalinity(risk, readObservations(""), none)).toBeNull();
      expect(readSalinity(null, risk, readObservations(""), none)).toEqual({ salinity: "none", basis: "none", possible: true, ece: null, eceConverted: false });
    }
    expect(readSalinity(null, "low", readObservations(""), none).possible).toBe(false);
  });

  it("a salt crust raises it", () => {
    expect(estimateSalinity("moderate", readObservations("oq qatlam"), none)).toBe("moderate");
    expect(estimateSalinity("very_high", readObservations("oq qatlam"), none)).toBe("strong");
    expect(estimateSalinity("low", readObservations("oq qatlam"), none)).toBe("weak");
  });
});

describe("scoreCrop", () => {
  it("penalises by pH band and reports it in Uzbek", () => {
    const s = state({ labResults: { ph: 8.3 } });
    const cotton = scoreCrop(crop("cotton"), s);
    expect(cotton.suitability_score).toBe(0.45); // S3 -45, last season's crop -10; the main-crop +5 ranks, never lifts the shown score
    expect(cotton.reason_uz).toMatch(/^pH 8,3 noqulay/);
  });

  it("a score agrees with the risks beside it: beda losing ~7 % to salt is not 100 % (issue 28)", () => {
    // Weak salinity (ECe 3): beda (a = 2.0, b = 7.3) keeps 92.7 %; the legume bonus after a
    // cotton repeat used to lift it back to 100 % beside "may cut the yield by ~7 %".
    const lastCrops = [2023, 2024].map((year) => ({ year, crop: "paxta", yield: "" }));
    const beda = scoreCrop(crop("alfalfa"), state({ lastCrops, labResults: { ph: 7.0, salinityPercent: 0.5 } }));
    expect(beda.reason_uz).toContain("hosilni taxminan 7% kamaytirishi mumkin");
    expect(beda.suitability_score).toBe(0.93);
  });

  it("caps the score at the salinity relative yield", () => {
    const s = state({ labResults: { salinityPercent: 1.5, ph: 7.0 } }); // moderate: ECe 6
    expect(scoreCrop(crop("onion"), s).suitability_score).toBe(0.23);
    expect(scoreCrop(crop("barley"), s).suitability_score).toBe(1);
    expect(scoreCrop(crop("barley"), s).reason_uz).toContain("sho'rlanishga chidamli");
  });

  it("penalises the repeated crop and favours legumes after cotton", () => {
    const lastCrops = [2022, 2023, 2024].map((year) => ({ year, crop: "paxta", yield: "" }));
    const s = state({ lastCrops, labResults: { ph: 7.0 } });
    expect(scoreCrop(crop("cotton"), s).suitability_score).toBe(0.8); // -20 (the +5 only ranks)
    expect(scoreCrop(crop("mungbean"), s).reason_uz).toContain("dukkakli");
    expect(scoreCrop(crop("mungbean"), s).suitability_score).toBe(1); // +10 capped
  });

  it("lowers last season's crop a little, legumes not", () => {
    const s = state({ lastCrops: [{ year: 2024, crop: "bug'doy", yield: "" }, { year: 2024, crop: "mosh", yield: "" }], labResults: { ph: 7.0 } });
    expect(scoreCrop(crop("wheat"), s).suitability_score).toBe(0.9); // -10 (the +5 only ranks)
    expect(scoreCrop(crop("wheat"), s).reason_uz).toContain("o'tgan mavsum");
    expect(scoreCrop(crop("mungbean"), s).suitability_score).toBe(1);
  });

  it("lowers vegetables on low humus and all but rice on waterlogged land", () => {
    const s = state({ labResults: { ph: 7.0, humusPercent: 0.5 }, farmerObservations: "suv turib qoladi" });
    expect(scoreCrop(crop("tomato"), s).suitability_score).toBe(0.75);
    expect(scoreCrop(crop("wheat"), s).suitability_score).toBe(0.85); // -15 (the main crop +5 only ranks)
  });
});

describe("candidateCrops", () => {
  const ids = (s: ReturnType<typeof state>) => candidateCrops(s).map((rule) => rule.id);

  it("rice only with furrow irrigation where rice is grown", () => {
    expect(ids(state({}, getRegionStats("UZ-XO")))).toContain("rice");
    expect(ids(state({ irrigationType: "tomchilatib" }, getRegionStats("UZ-XO")))).not.toContain("rice");
    expect(ids(state({}, getRegionStats("UZ-SA")))).not.toContain("rice");
    expect(ids(state({ lastCrops: [{ year: 2024, crop: "sholi", yield: "" }] }, getRegionStats("UZ-SA")))).toContain("rice");
  });

  it("no heat-loving crops in a cold (D) climate", () => {
    const list = ids(state({}, getRegionStats("UZ-TO"), "Dsb"));
    expect(list).not.toContain("cotton");
    expect(list).not.toContain("melon");
    expect(list).toContain("wheat");
  });

  it("Tashkent city gardens get vegetables and mung bean only", () => {
    expect(ids(state({}, getRegionStats("UZ-TK"))).sort()).toEqual(["mungbean", "onion", "potato", "tomato"]);
  });

  it("recommendCrops returns at most five, none below 0.2", () => {
    const crops = recommendCrops(state());
    expect(crops.length).toBeLessThanOrEqual(5);
    expect(crops.every((c) => c.suitability_score >= 0.2)).toBe(true);
  });
});

describe("ranking: prior pH, the regional bonus and ties", () => {
  const cottonWheat = { lastCrops: [{ year: 2023, crop: "paxta", yield: "yaxshi" }, { year: 2024, crop: "bug'doy", yield: "o'rtacha" }] };

  it("a regional-prior pH weighs a quarter of a measured one", () => {
    expect(PRIOR_PH_FACTOR).toBe(0.25);
    const prior = state(cottonWheat, getRegionStats("UZ-AN")); // avg pH 7.7: cotton S2
    const measured = state({ ...cottonWheat, labResults: { ph: 7.7 } }, getRegionStats("UZ-AN"));
    expect(scoreCrop(crop("cotton"), prior).suitability_score).toBe(0.95); // 100 - 5 (the +5 only ranks)
    expect(scoreCrop(crop("cotton"), measured).suitability_score).toBe(0.8); // 100 - 20
    expect(scoreCrop(crop("cotton"), prior).reason_uz).toMatch(/^pH 7,7 \(taxminiy\)/);
  });

  it.each(["UZ-AN", "UZ-NG"])("%s without a lab: cotton (main crop) leads the tied crops, not the alphabet", (code) => {
    const names = recommendCrops(state(cottonWheat, getRegionStats(code))).map((c) => c.name);
    expect(names).toEqual(["paxta", "arpa", "makkajo'xori", "oq jo'xori", "beda"]);
  });

  it("Tashkent region: cotton, then potato (a main crop at 95 + 5), then the crop table", () => {
    const names = recommendCrops(state(cottonWheat, getRegionStats("UZ-TO"))).map((c) => c.name);
    expect(names).toEqual(["paxta", "kartoshka", "arpa", "makkajo'xori", "oq jo'xori"]);
  });

  it("the 0-1 clamp comes after the bonus: a main crop at 100 + 5 outranks a 100", () => {
    const s = state({ lastCrops: [{ year: 2024, crop: "mosh", yield: "" }], labResults: { ph: 7.0 } }, getRegionStats("UZ-SA"));
    const ranked = recommendCrops(s, 13);
    expect(ranked[0].name).toBe("paxta"); // 105, shown as 1.0
    expect(ranked[0].suitability_score).toBe(1);
    expect(ranked.findIndex((c) => c.name === "kuzgi bug'doy")).toBe(1); // 105, second main crop
  });
});
