// Issue 28, words: the estimator's Uzbek texts write numbers as the Uzbek pages do (a decimal
// comma, lib/i18n/format.ts), and the form's observation boxes say the same thing in every
// language and are read by the rules as the sign they name.
import { describe, expect, it } from "vitest";
import { FARMERS } from "@/lib/i18n/farmers";
import { findRegion, getRegionStats } from "../regions";
import { soilSubmissionSchema } from "../submission-schema";
import { estimateSoil } from "./index";
import { readObservations } from "./observations";
import type { ObservationSignal } from "./keywords";

function estimate(labResults: Record<string, number> | null, farmerObservations = "") {
  const submission = soilSubmissionSchema.parse({
    fieldId: "dala",
    area: 3,
    location: "Buxoro",
    lastCrops: [{ year: 2024, crop: "paxta", yield: "o'rtacha" }, { year: 2023, crop: "paxta", yield: "yaxshi" }],
    irrigationType: "ariqqa",
    farmerObservations,
    labResults,
  });
  const region = findRegion(submission.location);
  return estimateSoil({ submission, region, stats: region ? getRegionStats(region.code) : null, history: null });
}

/** Every Uzbek text of an answer, joined. */
const texts = (answer: ReturnType<typeof estimate>) =>
  [answer.summary_for_farmer_uz, ...answer.issues.map((i) => i.description_uz), ...answer.recommended_actions.map((a) => a.description_uz), ...answer.recommended_crops.map((c) => c.reason_uz)].join("\n");

describe("numbers in the estimator's Uzbek texts", () => {
  it("use the decimal comma: pH 8,6 and gumus 0,6%", () => {
    const all = texts(estimate({ ph: 8.6, humusPercent: 0.6 }, "Sug'orishdan keyin tuproq qotib qoladi."));
    expect(all).toContain("pH 8,6");
    expect(all).toContain("gumus 0,6%");
    expect(all).toContain("pH 8,5 dan yuqori");
    expect(all).not.toMatch(/\d\.\d/);
  });

  it("write the regional pH with a comma too", () => {
    const all = texts(estimate(null));
    expect(all).toMatch(/pH taxminan \d,\d/);
    expect(all).not.toMatch(/\d\.\d/);
  });

  it("say seeds come up, not seedlings", () => {
    const all = texts(estimate(null, "Sug'orishdan keyin tuproq qotib qoladi."));
    expect(all).toContain("urug'larning unib chiqishini");
  });
});

const SIGNS: [keyof (typeof FARMERS)["uz"], ObservationSignal][] = [
  ["signSalt", "saltCrust"],
  ["signHard", "hardening"],
  ["signWater", "waterlogging"],
  ["signGroundwater", "shallowGroundwater"],
  ["signYellow", "yellowing"],
  ["signGrowth", "poorGrowth"],
  ["signYield", "poorGrowth"],
  ["signSandy", "sandy"],
];

describe("the form's observation boxes", () => {
  it.each(["uz", "ru", "en"] as const)("are read by the rules as the sign they name (%s)", (locale) => {
    for (const [key, signal] of SIGNS) expect(readObservations(`${FARMERS[locale][key]}.`)[signal], `${locale} ${key}`).toBe(true);
  });

  it("say 'the yield is falling' in every language, not 'low yield'", () => {
    expect(FARMERS.uz.signYield).toBe("Hosil kamaymoqda");
    expect(FARMERS.ru.signYield).toBe("Урожай снижается");
    expect(FARMERS.en.signYield).toBe("Yield is falling");
  });

  it("put the salt crust on the soil's surface", () => {
    expect(FARMERS.uz.signSalt).toBe("Tuproq yuzasida oq sho'r qatlam paydo bo'ladi");
  });

  it("label pH as acid or alkaline, not alkalinity only", () => {
    expect(FARMERS.uz.ph).toBe("pH (kislotali yoki ishqoriy)");
    expect(FARMERS.ru.ph).toBe("pH (кислотность)");
    expect(FARMERS.uz.analysing).toContain("davom etadi");
  });
});
