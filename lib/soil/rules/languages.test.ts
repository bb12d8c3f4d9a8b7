// The rules estimator in each language (issue 34: "the sanitiser and the rules estimator work in
// each language"): a Russian or English reader gets the estimate in their language, with the same
// findings, order, scores and crops as the Uzbek one, and it passes the sanitiser of that language
// untouched. docs/soil-rules.md section 14.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locale";
import type { SoilAnswer } from "../answer-schema";
import { findRegion, getRegionStats } from "../regions";
import { REPORT_FIXED_TEXTS } from "../report-language";
import { sanitizeAnswer } from "../sanitize";
import { soilSubmissionSchema, type SoilSubmissionInput } from "../submission-schema";
import { identifyCrop } from "./history";
import { estimateSoil } from "./index";
import { RULES_TEXTS } from "./texts";

const OTHER: Locale[] = ["ru", "en"];

function estimate(input: Partial<SoilSubmissionInput>, language: Locale): SoilAnswer {
  const submission = soilSubmissionSchema.parse({ fieldId: "dala", area: 5, location: "Buxoro", lastCrops: [{ year: 2024, crop: "paxta" }], irrigationType: "ariqqa", farmerObservations: "", ...input });
  const region = findRegion(submission.location);
  return estimateSoil({ submission, region, stats: region ? getRegionStats(region.code) : null, history: null }, language);
}

const textsOf = (a: SoilAnswer) => [
  a.summary_for_farmer_uz,
  a.soil_profile.estimated_type,
  a.disclaimer_uz,
  ...a.issues.map((i) => i.description_uz),
  ...a.recommended_actions.map((x) => x.description_uz),
  ...a.recommended_crops.flatMap((c) => [c.name, c.reason_uz]),
];
const decisions = (a: SoilAnswer) => ({
  profile: { ...a.soil_profile, estimated_type: undefined },
  issues: a.issues.map((i) => [i.code, i.severity]),
  actions: a.recommended_actions.map((x) => [x.type, x.priority]),
  crops: a.recommended_crops.map((c) => [identifyCrop(c.name)?.id, c.suitability_score]),
});

const CYRILLIC = /[А-Яа-яЁё]/;
// Latin that Russian text keeps: pH, EC (an EC meter, EC 1:5).
const russianOnly = (text: string) => !/[A-Za-z]/.test(text.replace(/pH|EC/g, ""));
// Uzbek words or the o'/g' letters of the Latin alphabet.
const UZBEK = /(?:^|[^\p{L}])(?:[og]'\p{L}|tuproq|uchun|bilan|yoki|ekin|dala|hosil|sho'r)/iu;
const englishOnly = (text: string) => !CYRILLIC.test(text) && !UZBEK.test(text);

function checkLanguage(uzAnswer: SoilAnswer, answer: SoilAnswer, language: Locale, hasLab: boolean) {
  expect(decisions(answer)).toEqual(decisions(uzAnswer));
  for (const text of textsOf(answer)) {
    expect(text.length, language).toBeGreaterThan(0);
    if (language === "ru") expect(CYRILLIC.test(text) && russianOnly(text), text).toBe(true);
    else expect(englishOnly(text), text).toBe(true);
  }
  expect(answer.disclaimer_uz).toBe(REPORT_FIXED_TEXTS[language].disclaimer);
  // The sanitiser of that language leaves it as it is (the Uzbek one is checked in estimate.test.ts).
  const checked = sanitizeAnswer(answer, { hasLab, language });
  expect(checked.ok).toBe(true);
  if (checked.ok) {
    // The summary already says there is no lab test, so the sanitiser adds no second note.
    expect(checked.answer.summary_for_farmer_uz).toBe(answer.summary_for_farmer_uz);
    expect(checked.answer.issues).toEqual(answer.issues);
    expect(checked.answer.recommended_actions).toEqual(answer.recommended_actions);
    expect(checked.answer.recommended_crops).toEqual(answer.recommended_crops);
  }
}

describe("the rules estimator in the reader's language", () => {
  it("table: a strongly saline, alkaline field in Bukhara", () => {
    const input = { labResults: { ph: 8.6, salinityPercent: 2.5, phosphorusMgKg: 10, humusPercent: 0.4 }, farmerObservations: "Sug'orishdan keyin qotib qoladi." };
    const ru = estimate(input, "ru");
    const en = estimate(input, "en");
    expect(ru.issues.find((i) => i.code === "salinity_risk")?.description_uz).toBe("По результату лаборатории почва сильно засолена. Соли мешают корням получать воду и снижают урожай.");
    expect(en.issues.find((i) => i.code === "salinity_risk")?.description_uz).toBe("The lab result shows the soil is strongly saline. Salt makes it hard for roots to take up water and lowers the yield.");
    expect(ru.issues.find((i) => i.code === "high_ph")?.description_uz).toBe("Почва сильнощелочная (pH 8,6). В такой почве фосфор и цинк плохо доступны растениям.");
    expect(en.issues.find((i) => i.code === "high_ph")?.description_uz).toBe("The soil is strongly alkaline (pH 8.6). In such soil, phosphorus and zinc reach the plants poorly.");
    expect(ru.issues.find((i) => i.code === "phosphorus_deficiency")?.description_uz).toBe("Подвижный фосфор на очень низком уровне (результат лаборатории).");
    expect(en.soil_profile.estimated_type).toBe("meadow-alluvial soil (saline)");
    expect(ru.summary_for_farmer_uz.startsWith("По данным по региону «Бухарская область» почва: лугово-аллювиальная почва (засолённая), pH 8,6 (сильнощелочная).")).toBe(true);
    expect(en.summary_for_farmer_uz.startsWith("From the data for Bukhara Region, the soil is meadow-alluvial soil (saline), pH 8.6 (strongly alkaline).")).toBe(true);
    const uz = estimate(input, "uz");
    for (const language of OTHER) checkLanguage(uz, estimate(input, language), language, true);
  });

  it("no language means Uzbek, as before", () => {
    const submission = soilSubmissionSchema.parse({ fieldId: "dala", area: 5, location: "Buxoro", lastCrops: [{ year: 2024, crop: "paxta" }], irrigationType: "ariqqa", farmerObservations: "Oq qatlam bor." });
    const region = findRegion(submission.location);
    const input = { submission, region, stats: region ? getRegionStats(region.code) : null, history: null };
    expect(estimateSoil(input)).toEqual(estimateSoil(input, "uz"));
    expect(estimateSoil(input).summary_for_farmer_uz).toMatch(/^Buxoro viloyati ma'lumotlariga ko'ra tuproq:/);
  });

  it("property: any field, lab, observations and history give the Uzbek findings in Russian and English words", () => {
    const value = (min: number, max: number) => fc.option(fc.double({ min, max, noNaN: true }), { nil: undefined });
    const lab = fc.option(
      fc.record({ ph: value(3, 11), nitrogenMgKg: value(0, 100), phosphorusMgKg: value(0, 100), potassiumMgKg: value(0, 800), humusPercent: value(0, 5), salinityPercent: value(0, 6) }),
      { nil: null },
    );
    const observations = fc.subarray(["Oq qatlam bor.", "Sug'orishdan keyin qotib qoladi.", "Suv turib qoladi.", "Barglar sarg'aygan.", "Tuproq sho'rtob.", "Yer osti suvi yaqin.", "O'simliklar sust o'smoqda."]);
    const crops = fc.constantFrom<SoilSubmissionInput["lastCrops"]>(
      [{ year: 2024, crop: "paxta", yield: "o'rtacha" }],
      [{ year: 2022, crop: "paxta", yield: "yaxshi" }, { year: 2023, crop: "paxta", yield: "o'rtacha" }, { year: 2024, crop: "paxta", yield: "past" }],
      [{ year: 2023, crop: "paxta" }, { year: 2024, crop: "bug'doy" }],
      [{ year: 2024, crop: "sholi" }],
    );
    fc.assert(
      fc.property(fc.constantFrom("Buxoro", "Samarqand", "Toshkent shahri", "Xorazm", "Noma'lum joy"), lab, observations, crops, (location, labResults, notes, lastCrops) => {
        const input = { location, labResults, farmerObservations: notes.join(" "), lastCrops };
        const uz = estimate(input, "uz");
        const hasLab = labResults !== null && Object.values(labResults).some((v) => v !== undefined);
        for (const language of OTHER) checkLanguage(uz, estimate(input, language), language, hasLab);
      }),
      { numRuns: 120 },
    );
  }, 300_000);

  it("every text has a translation with the same placeholders", () => {
    const leaves = (value: unknown, path = ""): [string, string][] =>
      typeof value === "string" ? [[path, value]] : Object.entries(value as object).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
    const uz = new Map(leaves({ ...RULES_TEXTS.uz, soil: { ...RULES_TEXTS.uz.soil, types: {} } }));
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of OTHER) {
      const own = leaves({ ...RULES_TEXTS[language], soil: { ...RULES_TEXTS[language].soil, types: {} } });
      expect(own.map(([path]) => path).sort()).toEqual([...uz.keys()].sort());
      for (const [path, filled] of own) {
        expect(holes(filled), `${language}${path}`).toEqual(holes(uz.get(path)!));
        const text = filled.replace(/\{\w+\}/g, "");
        if (language === "ru") expect(CYRILLIC.test(text) && russianOnly(text), `${language}${path}: ${text}`).toBe(true);
        else expect(englishOnly(text), `${language}${path}: ${text}`).toBe(true);
      }
      // Every region's soil type has its name.
      for (const code of ["UZ-AN", "UZ-BU", "UZ-FA", "UZ-JI", "UZ-NG", "UZ-NW", "UZ-QA", "UZ-QR", "UZ-SA", "UZ-SI", "UZ-SU", "UZ-TK", "UZ-TO", "UZ-XO"]) {
        const type = getRegionStats(code)!.soilTypeUz;
        expect(RULES_TEXTS[language].soil.types[type], `${language} ${type}`).toBeDefined();
      }
    }
  });
});
