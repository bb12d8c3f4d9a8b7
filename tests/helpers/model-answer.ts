// The one model answer of the tests: what a good Gemini answer (lib/soil/answer-schema.ts) for a
// Samarkand field without lab data looks like. Plain data with no run-time imports, so vitest
// files, the e2e stand-in model (e2e/fixtures/gemini-standin.ts) and the benchmark's stand-in
// (scripts/bench/gemini-standin.ts) all answer with it. A test changes only what it is about:
// `sampleModelAnswer({ issues: [] }, { ph_estimate: 8.04 })`.
import type { SoilAnswer, SoilProfile } from "@/lib/soil/answer-schema";

/**
 * The answer, with `patch` replacing top-level sections and `profile` replacing fields of
 * soil_profile. Its disclaimer is the model's own short one, not the app's standard text, so the
 * tests see the app put its own in.
 */
export function sampleModelAnswer(patch: Partial<SoilAnswer> = {}, profile: Partial<SoilProfile> = {}): SoilAnswer {
  return {
    soil_profile: {
      estimated_type: "tipik bo'z tuproq",
      ph_estimate: 7.9,
      ph_confidence: 0.35,
      nitrogen_status: "past",
      phosphorus_status: "unknown",
      potassium_status: "o'rtacha",
      organic_matter_level: "past",
      ...profile,
    },
    issues: [
      { code: "compaction", severity: "medium", description_uz: "Sug'orishdan keyin tuproq qotib qoladi, ildizlar chuqur kira olmaydi." },
      { code: "salinity_risk", severity: "low", description_uz: "Oq dog'lar yengil sho'rlanish belgisi bo'lishi mumkin." },
      { code: "low_organic_matter", severity: "high", description_uz: "Gumus miqdori past bo'lishi ehtimoli katta." },
    ],
    recommended_actions: [
      { type: "lab_test", description_uz: "Tuproqni agrokimyo laboratoriyasida tahlil qildiring.", priority: "high" },
      { type: "soil_improvement", description_uz: "Kuzda go'ng yoki kompost soling, poyalarni maydalab tuproqqa aralashtiring.", priority: "medium" },
      { type: "rotation", description_uz: "Bug'doydan keyin mosh ekib, almashlab ekishni yo'lga qo'ying.", priority: "medium" },
    ],
    recommended_crops: [
      { name: "mosh", reason_uz: "Azotni to'playdi va tuproqni yaxshilaydi.", suitability_score: 0.8 },
      { name: "paxta", reason_uz: "Mintaqaning asosiy ekini.", suitability_score: 0.7 },
      { name: "kuzgi bug'doy", reason_uz: "Iqlimga mos.", suitability_score: 0.65 },
    ],
    summary_for_farmer_uz:
      "Laboratoriya tahlili yo'q, shuning uchun baho taxminiy. Tuproq tipik bo'z tuproq, pH taxminan 7,9. Azot va gumus kam, tuproq zichlashgan.",
    disclaimer_uz: "Bu tahlil taxminiy.",
    ...patch,
  };
}
