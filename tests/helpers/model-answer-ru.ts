// The tests' model answer written in Russian, as a model asked for a Russian report writes it
// (issue 34): the same field as sampleModelAnswer (model-answer.ts), the enumerations still the
// contract's codes. Plain data with no run-time imports, so the e2e stand-in model answers with
// it too when the instructions ask for Russian.
import type { SoilAnswer, SoilProfile } from "@/lib/soil/answer-schema";

export function sampleModelAnswerRu(patch: Partial<SoilAnswer> = {}, profile: Partial<SoilProfile> = {}): SoilAnswer {
  return {
    soil_profile: {
      estimated_type: "типичный серозём",
      ph_estimate: 7.9,
      ph_confidence: 0.35,
      nitrogen_status: "past",
      phosphorus_status: "unknown",
      potassium_status: "o'rtacha",
      organic_matter_level: "past",
      ...profile,
    },
    issues: [
      { code: "compaction", severity: "medium", description_uz: "После полива почва затвердевает, корни не проникают глубоко." },
      { code: "salinity_risk", severity: "low", description_uz: "Белые пятна могут быть признаком слабого засоления." },
      { code: "low_organic_matter", severity: "high", description_uz: "Содержание гумуса, вероятно, низкое." },
    ],
    recommended_actions: [
      { type: "lab_test", description_uz: "Сдайте почву на анализ в агрохимическую лабораторию.", priority: "high" },
      { type: "soil_improvement", description_uz: "Осенью внесите навоз или компост, измельчите стебли и заделайте их в почву.", priority: "medium" },
      { type: "rotation", description_uz: "После пшеницы посейте маш и наладьте севооборот.", priority: "medium" },
    ],
    recommended_crops: [
      { name: "маш", reason_uz: "Накапливает азот и улучшает почву.", suitability_score: 0.8 },
      { name: "хлопчатник", reason_uz: "Основная культура района.", suitability_score: 0.7 },
      { name: "озимая пшеница", reason_uz: "Подходит по климату.", suitability_score: 0.65 },
    ],
    summary_for_farmer_uz:
      "Лабораторного анализа нет, поэтому оценка приблизительная. Почва — типичный серозём, pH примерно 7,9. Азота и гумуса мало, почва уплотнена.",
    disclaimer_uz: "Это приблизительный анализ.",
    ...patch,
  };
}
