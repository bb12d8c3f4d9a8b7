// Realistic fields from several regions: the estimator must reach the agronomically right
// statuses, issues, actions and crops, and its answer must pass the sanitiser untouched.
import { describe, expect, it } from "vitest";
import { soilAnswerSchema, type SoilAnswer } from "../answer-schema";
import { SOIL_DISCLAIMER_UZ } from "../constants";
import type { StoredSeason } from "../prompt";
import { climateZoneAt, findRegion, getRegionStats } from "../regions";
import { sanitizeAnswer } from "../sanitize";
import { soilSubmissionSchema, type SoilSubmissionInput } from "../submission-schema";
import { assessSoil } from "./assess";
import { estimateSoil } from "./index";

function estimate(input: Omit<SoilSubmissionInput, "fieldId" | "area"> & { area?: number }, history: StoredSeason[] | null = null): SoilAnswer {
  const submission = soilSubmissionSchema.parse({ fieldId: "dala", area: 5, ...input });
  const region = findRegion(submission.location);
  const point = typeof submission.location === "string" ? null : climateZoneAt(submission.location.lat, submission.location.lng);
  return estimateSoil({ submission, region, stats: region ? getRegionStats(region.code) : null, climateZone: point?.code, history });
}

const codes = (answer: SoilAnswer) => answer.issues.map((issue) => issue.code);
const issue = (answer: SoilAnswer, code: string) => answer.issues.find((item) => item.code === code);
const cropNames = (answer: SoilAnswer) => answer.recommended_crops.map((crop) => crop.name);

describe("Khorezm: saline cotton monoculture with a salt crust, no lab", () => {
  const answer = estimate({
    location: { lat: 41.55, lng: 60.63 },
    lastCrops: [
      { year: 2022, crop: "paxta", yield: "o'rtacha" },
      { year: 2023, crop: "paxta", yield: "past" },
      { year: 2024, crop: "g'o'za", yield: "juda past" },
    ],
    irrigationType: "ariqqa",
    farmerObservations: "Sug'orishdan keyin yer yuzida oq qatlam paydo bo'ladi, tuproq qotib qoladi. Ko'chatlar siyrak.",
  });

  it("reads strong salinity, low nitrogen and humus, unknown P and K", () => {
    expect(answer.soil_profile).toMatchObject({
      estimated_type: "o'tloq tuproq (sho'rlangan)",
      nitrogen_status: "past",
      phosphorus_status: "unknown",
      potassium_status: "unknown",
      organic_matter_level: "past",
    });
    expect(answer.soil_profile.ph_confidence).toBeLessThanOrEqual(0.4);
    expect(issue(answer, "salinity_risk")?.severity).toBe("high");
  });

  it("flags monoculture, compaction and falling yields", () => {
    expect(codes(answer)).toEqual(expect.arrayContaining(["monoculture", "compaction", "declining_yield", "poor_growth"]));
    expect(issue(answer, "monoculture")?.severity).toBe("medium");
  });

  it("puts diagnosis and leaching before fertilizer (rule 4)", () => {
    const types = answer.recommended_actions.map((a) => `${a.type}:${a.priority}`);
    expect(types.slice(0, 3)).toEqual(["lab_test:high", "irrigation:high", "rotation:high"]);
    expect(answer.recommended_actions.find((a) => a.type === "fertilizer")?.priority).toBe("low");
    expect(answer.recommended_actions.find((a) => a.type === "rotation")?.description_uz).toMatch(/sho'rga chidamli/);
    // Saline, not sodic: leaching helps, gypsum does not (many saline soils here contain it).
    expect(answer.recommended_actions.some((a) => /gips/.test(a.description_uz))).toBe(false);
  });

  it("recommends salt-tolerant crops, not sensitive ones", () => {
    expect(cropNames(answer)[0]).toBe("arpa");
    expect(cropNames(answer)).not.toEqual(expect.arrayContaining(["mosh"]));
    expect(cropNames(answer)).not.toContain("piyoz");
    expect(cropNames(answer)).not.toContain("sholi");
    const cotton = answer.recommended_crops.find((c) => c.name === "paxta");
    expect(cotton?.reason_uz).toMatch(/ketma-ket/);
  });

  it("says plainly that there is no lab data", () => {
    expect(answer.summary_for_farmer_uz).toMatch(/Laboratoriya tahlili ma'lumotlari yo'q/);
    expect(answer.summary_for_farmer_uz).toMatch(/Xorazm viloyati/);
  });
});

describe("Samarkand: wheat field with lab results", () => {
  const answer = estimate({
    location: "Samarqand viloyati, Urgut tumani",
    lastCrops: [
      { year: 2023, crop: "paxta", yield: "yaxshi" },
      { year: 2024, crop: "kuzgi bug'doy", yield: "55 s/ga" },
    ],
    irrigationType: "ariqqa",
    farmerObservations: "Tuproq yumshoq, sho'r emas.",
    labResults: { ph: 8.1, nitrogenMgKg: 25, phosphorusMgKg: 22, potassiumMgKg: 250, humusPercent: 1.2, salinityPercent: 0.2 },
  });

  it("maps the lab values onto the Uzbek classes", () => {
    expect(answer.soil_profile).toMatchObject({
      ph_estimate: 8.1,
      ph_confidence: 0.9,
      nitrogen_status: "o'rtacha",
      phosphorus_status: "past",
      potassium_status: "o'rtacha",
      organic_matter_level: "o'rtacha",
      estimated_type: "tipik bo'z tuproq",
    });
  });

  it("finds low phosphorus and alkalinity but no salinity", () => {
    expect(issue(answer, "phosphorus_deficiency")?.severity).toBe("medium");
    expect(issue(answer, "high_ph")?.severity).toBe("medium");
    expect(codes(answer)).not.toContain("salinity_risk");
    expect(codes(answer)).not.toContain("nitrogen_deficiency");
  });

  it("does not ask for a lab test and says the lab data were used", () => {
    expect(answer.recommended_actions.map((a) => a.type)).not.toContain("lab_test");
    expect(answer.recommended_actions.some((a) => /Fosforli/.test(a.description_uz))).toBe(true);
    expect(answer.summary_for_farmer_uz).toMatch(/laboratoriya natijalari/);
  });

  it("recommends wheat-family crops that tolerate pH 8.1", () => {
    expect(cropNames(answer).slice(0, 2)).toEqual(expect.arrayContaining(["kuzgi bug'doy"]));
  });
});

describe("Fergana: rotation with legumes (stored plot history, Form B)", () => {
  const history: StoredSeason[] = [
    { year: 2022, plots: [{ crop: "paxta", areaPercent: 100, yield: "o'rtacha" }] },
    { year: 2023, plots: [{ crop: "beda", areaPercent: 100, yield: "yaxshi" }] },
    { year: 2024, plots: [{ crop: "bug'doy", areaPercent: 100, yield: "yaxshi" }, { crop: "mosh", areaPercent: 100, yield: "yaxshi" }] },
  ];
  const answer = estimate(
    {
      location: { lat: 40.38, lng: 71.78 },
      lastCrops: [{ year: 2024, crop: "bug'doy", yield: "yaxshi" }],
      irrigationType: "tomchilatib",
      farmerObservations: "O'simliklar yaxshi o'sadi.",
    },
    history,
  );

  it("legumes raise nitrogen; no rotation problem", () => {
    expect(answer.soil_profile.nitrogen_status).toBe("yetarli");
    expect(codes(answer)).not.toContain("monoculture");
    expect(codes(answer)).not.toContain("narrow_rotation");
    expect(answer.recommended_actions.map((a) => a.type)).not.toContain("rotation");
  });

  it("keeps the regional salinity risk (Fergana: high) as a low-severity warning", () => {
    expect(issue(answer, "salinity_risk")?.severity).toBe("low");
  });

  it("does not suggest rice on drip irrigation", () => {
    expect(cropNames(answer)).not.toContain("sholi");
  });
});

describe("Karakalpakstan: rice on waterlogged land", () => {
  const answer = estimate({
    location: "Qoraqalpog'iston",
    lastCrops: [
      { year: 2023, crop: "sholi", yield: "o'rtacha" },
      { year: 2024, crop: "sholi", yield: "o'rtacha" },
    ],
    irrigationType: "ariqqa",
    farmerObservations: "Dalada suv turib qoladi, botqoqlanib qolgan joylar bor.",
  });

  it("flags waterlogging, the after-rice risk and the repeat; salinity only possible (nothing seen or measured)", () => {
    expect(issue(answer, "waterlogging")?.severity).toBe("medium");
    expect(issue(answer, "salinity_risk")?.severity).toBe("low");
    expect(issue(answer, "salinity_risk")?.description_uz).toMatch(/bo'lishi mumkin/);
    expect(issue(answer, "after_rice")?.severity).toBe("low");
    expect(issue(answer, "monoculture")?.severity).toBe("low");
  });

  it("asks for drainage and a salinity test first, not for leaching", () => {
    const high = answer.recommended_actions.filter((a) => a.priority === "high").map((a) => a.description_uz).join(" ");
    expect(high).toMatch(/zovur/i);
    expect(high).toMatch(/EC-metr/);
    expect(answer.recommended_actions.map((a) => a.description_uz).join(" ")).not.toMatch(/sho'r yuvish/);
  });

  it("rice stays possible (regional crop, furrow irrigation) but not first; the soil is not called saline", () => {
    expect(cropNames(answer)[0]).not.toBe("sholi");
    expect(answer.soil_profile.estimated_type).not.toMatch(/sho'rlangan/);
  });
});

describe("edge cases", () => {
  it("unknown region: low confidence and explicit unknown statistics", () => {
    const answer = estimate({ location: "Almaty", lastCrops: [{ year: 2024, crop: "paxta", yield: "" }], irrigationType: "ariqqa", farmerObservations: "" });
    expect(answer.soil_profile.ph_confidence).toBe(0.2);
    expect(answer.soil_profile.ph_estimate).toBe(7.8);
    expect(answer.summary_for_farmer_uz).toMatch(/statistikasi noma'lum/);
  });

  it("Tashkent city: vegetables only, low salinity", () => {
    const answer = estimate({ location: { lat: 41.31, lng: 69.28 }, lastCrops: [{ year: 2024, crop: "pomidor", yield: "yaxshi" }], irrigationType: "tomchilatib", farmerObservations: "" });
    expect(cropNames(answer).every((name) => ["pomidor", "kartoshka", "piyoz", "mosh"].includes(name))).toBe(true);
    expect(codes(answer)).not.toContain("salinity_risk");
  });

  it("yellowing lowers inferred nitrogen and raises the issue to medium", () => {
    const answer = estimate({ location: "Toshkent", lastCrops: [{ year: 2024, crop: "makkajo'xori", yield: "" }], irrigationType: "ariqqa", farmerObservations: "Barglar sarg'aymoqda" });
    expect(answer.soil_profile.nitrogen_status).toBe("past");
    expect(issue(answer, "nitrogen_deficiency")?.severity).toBe("medium");
  });

  it.each([
    ["Khorezm", { lat: 41.55, lng: 60.63 }],
    ["Bukhara", { lat: 39.77, lng: 64.42 }],
    ["Andijan", { lat: 40.78, lng: 72.34 }],
    ["Surkhandarya", { lat: 37.22, lng: 67.28 }],
    ["Jizzakh", "Jizzax"],
  ] as const)("%s: valid strict answer that passes the sanitiser unchanged", (_name, location) => {
    const answer = estimate({
      location,
      lastCrops: [{ year: 2023, crop: "paxta", yield: "yaxshi" }, { year: 2024, crop: "bug'doy", yield: "past" }],
      irrigationType: "ariqqa",
      farmerObservations: "Oq qatlam bor, qotib qoladi, suv turib qoladi.",
    });
    expect(soilAnswerSchema.safeParse(answer).success).toBe(true);
    expect(answer.disclaimer_uz).toBe(SOIL_DISCLAIMER_UZ);
    const sanitized = sanitizeAnswer(answer, { hasLab: false });
    expect(sanitized).toEqual({ ok: true, answer, flags: [], readablePhotos: 0 });
  });
});

describe("gypsum is for sodic soils only", () => {
  const base = { location: "Samarqand", lastCrops: [{ year: 2024, crop: "paxta", yield: "" }], irrigationType: "ariqqa" as const };
  const gypsum = (answer: SoilAnswer) => answer.recommended_actions.find((a) => /gips/.test(a.description_uz));

  it("a sodic soil named by the farmer gets gypsum after a sodium test", () => {
    const action = gypsum(estimate({ ...base, farmerObservations: "Agronom tuproq sho'rtob dedi." }));
    expect(action?.description_uz).toMatch(/kuzatuvlaringizda sho'rtob/);
    expect(action?.description_uz).toMatch(/almashinuvchi natriyni aniqlating/);
  });

  it("not when the farmer says it is not sodic, nor for a saline crust", () => {
    expect(gypsum(estimate({ ...base, farmerObservations: "Tuproq sho'rtob emas." }))).toBeUndefined();
    expect(gypsum(estimate({ ...base, farmerObservations: "Oq qatlam bor, tuproq qotib qoladi.", labResults: { salinityPercent: 1.5, ph: 8.2 } }))).toBeUndefined();
  });
});

it("sho'rtob (sodic) is not read as a salt crust, sho'rlangan and шўрхок are", () => {
  const signals = (text: string) => assessSoil({ submission: soilSubmissionSchema.parse({ fieldId: "f", location: "x", area: 1, lastCrops: [{ year: 2024, crop: "paxta" }], irrigationType: "ariqqa", farmerObservations: text }), region: null, stats: null }).signals;
  expect(signals("Tuproq sho'rtob").saltCrust).toBe(false);
  expect(signals("Tuproq sho'rtob").sodic).toBe(true);
  for (const text of ["Yer sho'rlangan", "Dala sho'r", "шўрхок ерлар", "Sho'rli joylar bor"]) expect(signals(text).saltCrust, text).toBe(true);
});
