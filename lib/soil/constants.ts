// Fixed Uzbek texts and tags of the soil analysis.

/** Fallback message when the analysis cannot be carried out (docs/api-guide.md section 6). */
export const SOIL_UNAVAILABLE_MESSAGE_UZ = "Tahlilni amalga oshirib bo'lmadi. Iltimos, keyinroq qayta urinib ko'ring.";

/** The same message in the other languages, shown beside the Uzbek one, never instead of it. */
export const SOIL_UNAVAILABLE_MESSAGE = {
  ru: "Не удалось выполнить анализ. Пожалуйста, попробуйте позже.",
  en: "The analysis could not be carried out. Please try again later.",
} as const;

/** The disclaimer of every report; sanitizeAnswer always puts this exact text in. */
export const SOIL_DISCLAIMER_UZ =
  "Bu tahlil taxminiy bo'lib, laboratoriya tahlili o'rnini bosmaydi. " +
  "Aniq o'g'itlash me'yorlari uchun tuproqni agrokimyo laboratoriyasida tahlil qildiring va mahalliy agronom bilan maslahatlashing.";

/** Sentence added to a summary that does not mention the missing laboratory data. */
export const NO_LAB_NOTE_UZ = "Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun natijalar taxminiy.";

/**
 * `source` of a report produced by the built-in rule-based estimator (docs/soil-rules.md section
 * 5).
 */
export const RULES_SOURCE = "rules_v1";

/** `source` of a report produced by a model: "<model>_v1" (docs/api-guide.md section 6). */
export function modelSource(modelName: string): string {
  return `${modelName}_v1`;
}

/**
 * SoilReport.status: "pending" while the model runs (the row reserves the quota slot), then
 * "ok" (a stored report) or "failed" (kept with the raw answer and error, answered with 503).
 */
export const REPORT_STATUS = { pending: "pending", ok: "ok", failed: "failed" } as const;
