import { it } from "vitest";
import { findRegion, getRegionStats } from "../regions";
import { sanitizeAnswer } from "../sanitize";
import { soilSubmissionSchema } from "../submission-schema";
import { estimateSoil } from "./index";
it("repro", () => {
  const submission = soilSubmissionSchema.parse({ fieldId: "dala", area: 5, location: "Buxoro", labResults: { phosphorusMgKg: 0, potassiumMgKg: 0 }, lastCrops: [{ year: 2022, crop: "paxta", yield: "yaxshi" }, { year: 2023, crop: "paxta", yield: "o'rtacha" }, { year: 2024, crop: "paxta", yield: "past" }], irrigationType: "ariqqa", farmerObservations: "Sug'orishdan keyin qotib qoladi. Yer osti suvi yaqin. O'simliklar sust o'smoqda." });
  const region = findRegion(submission.location);
  const input = { submission, region, stats: region ? getRegionStats(region.code) : null, history: null };
  for (const language of ["uz", "ru", "en"] as const) {
    const a = estimateSoil(input, language);
    const s = sanitizeAnswer(a, { hasLab: true, language });
    console.log(language, a.issues.length, s.ok && s.answer.issues.length, s.ok && [...s.flags], a.issues.map((i) => i.code).join(","));
  }
});
