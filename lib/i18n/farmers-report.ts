// Text of the soil report that is ours, not the analysis's (issue 28): where each finding comes
// from, the pH scale, the disclaimer, the issue codes and action types, in the reader's
// language. The analysis's own free text (summary, descriptions, actions, reasons) is data in
// the report's language (issue 34: the reader's, Uzbek for reports made before it); the page says
// so plainly when it differs from the reader's. Crop names come from the plan's
// bundle (PLAN_MESSAGES[locale].crops), the one table of crop names in three languages.
import { defineMessages } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import type { FindingSource } from "@/lib/soil/finding-sources";
import { SOIL_DISCLAIMER_UZ } from "@/lib/soil/constants";
import { ISSUE_LABELS_UZ } from "@/lib/soil/issue-labels";

type IssueCode = keyof typeof ISSUE_LABELS_UZ;

export type ReportMessages = {
  /** Where a finding comes from, in words ("aniq: laboratoriyadan"). */
  sources: Record<FindingSource, string>;
  sourceTitle: string;
  guessBadge: string;
  phScaleLabel: string;
  phAcid: string;
  phNeutral: string;
  phAlkaline: string;
  /** "pH 7,9: alkaline soil" for screen readers and print. */
  phScaleText: string;
  disclaimer: string;
  issues: Record<IssueCode, string>;
  actionTypes: Record<string, string>;
  /**
   * Said once above the analysis's text when it is written in another language than the reader's
   * (a report's `language`: Uzbek for reports made before issue 34); empty for the same.
   */
  writtenIn: Record<Locale, string>;
  /** Beside the photos when the model could read none of them as soil (flag no_soil_in_photos). */
  noSoilPhotos: string;
  detailsTitle: string;
  detailsSource: string;
  detailsConfidence: string;
  detailsPhConfidence: string;
};

const uz: ReportMessages = {
  sources: {
    lab: "aniq: laboratoriyadan",
    observation: "taxmin: kuzatuvingizdan",
    photo: "taxmin: rasmlaringizdan",
    history: "siz yozgan ekinlar tarixidan",
    region: "taxmin: viloyat ma'lumotidan",
    estimate: "taxmin: umumiy ma'lumotdan",
    model_guess: "sun'iy intellekt taxmini: siz bu haqda yozmagansiz, rasm ham buni ko'rsatmaydi",
    none: "noma'lum: buni faqat laboratoriya aniqlaydi, rasmda ko'rinmaydi",
  },
  sourceTitle: "Qayerdan",
  guessBadge: "Taxmin",
  phScaleLabel: "Kislotali, neytral yoki ishqoriy",
  phAcid: "kislotali",
  phNeutral: "neytral",
  phAlkaline: "ishqoriy",
  phScaleText: "pH {ph}: {zone} tuproq",
  disclaimer: SOIL_DISCLAIMER_UZ,
  issues: { ...ISSUE_LABELS_UZ },
  actionTypes: {
    lab_test: "Tahlil",
    irrigation: "Sug'orish va yuvish",
    rotation: "Almashlab ekish",
    fertilizer: "O'g'itlash",
    soil_improvement: "Tuproqni yaxshilash",
  },
  writtenIn: {
    uz: "",
    ru: "Tahlil matni (xulosa, tavsiflar, maslahatlar) rus tilida yozilgan.",
    en: "Tahlil matni (xulosa, tavsiflar, maslahatlar) ingliz tilida yozilgan.",
  },
  noSoilPhotos: "Bu rasmlarda tuproq ko'rinmadi, shuning uchun ular bahoga kiritilmadi. Keyingi safar tuproqni yaqindan, quruq va ho'l holda suratga oling.",
  detailsTitle: "Batafsil",
  detailsSource: "Kim hisobladi",
  detailsConfidence: "Umumiy ishonchlilik: {p}%",
  detailsPhConfidence: "pH ishonchliligi: {p}%",
};

const ru: ReportMessages = {
  sources: {
    lab: "точно: из лаборатории",
    observation: "оценка: по вашим наблюдениям",
    photo: "оценка: по вашим фото",
    history: "по вашим записям о посевах",
    region: "оценка: по данным области",
    estimate: "оценка: по общим данным",
    model_guess: "догадка ИИ: вы об этом не писали, и фото этого не показывает",
    none: "неизвестно: это определяет только лаборатория, по фото не видно",
  },
  sourceTitle: "Откуда",
  guessBadge: "Догадка",
  phScaleLabel: "Кислая, нейтральная или щелочная",
  phAcid: "кислая",
  phNeutral: "нейтральная",
  phAlkaline: "щелочная",
  phScaleText: "pH {ph}: {zone} почва",
  disclaimer:
    "Этот анализ приблизительный и не заменяет лабораторный анализ. Для точных норм удобрений сдайте почву в агрохимическую лабораторию и посоветуйтесь с местным агрономом.",
  issues: {
    salinity_risk: "Риск засоления",
    salinity: "Засоление",
    high_ph: "Щелочная почва",
    low_ph: "Кислая почва",
    low_organic_matter: "Мало гумуса",
    nitrogen_deficiency: "Не хватает азота",
    phosphorus_deficiency: "Мало фосфора",
    potassium_deficiency: "Мало калия",
    compaction: "Почва уплотнена",
    waterlogging: "Переувлажнение (заболачивание)",
    shallow_groundwater: "Грунтовые воды близко",
    monoculture: "Одна и та же культура",
    narrow_rotation: "Нет севооборота",
    after_rice: "Поле после риса",
    declining_yield: "Урожай снижается",
    poor_growth: "Слабый рост",
    sandy_soil: "Песчаная почва",
    erosion: "Эрозия",
  },
  actionTypes: {
    lab_test: "Анализ",
    irrigation: "Полив и промывка",
    rotation: "Севооборот",
    fertilizer: "Удобрения",
    soil_improvement: "Улучшение почвы",
  },
  writtenIn: {
    uz: "Текст анализа (вывод, описания, советы) написан на узбекском языке.",
    ru: "",
    en: "Текст анализа (вывод, описания, советы) написан на английском языке.",
  },
  noSoilPhotos: "На этих фото не видно почвы, поэтому они не учтены в оценке. В следующий раз снимите почву вблизи, сухую и влажную.",
  detailsTitle: "Подробнее",
  detailsSource: "Кто рассчитал",
  detailsConfidence: "Общая надёжность: {p}%",
  detailsPhConfidence: "Надёжность pH: {p}%",
};

const en: ReportMessages = {
  sources: {
    lab: "measured: from your lab test",
    observation: "estimate: from what you observed",
    photo: "estimate: from your photos",
    history: "from your crop records",
    region: "estimate: from the region's statistics",
    estimate: "estimate: from general data",
    model_guess: "the AI's guess: you did not report this and no photo shows it",
    none: "unknown: only a lab test can tell, a photo cannot show it",
  },
  sourceTitle: "Where from",
  guessBadge: "Guess",
  phScaleLabel: "Acid, neutral or alkaline",
  phAcid: "acid",
  phNeutral: "neutral",
  phAlkaline: "alkaline",
  phScaleText: "pH {ph}: {zone} soil",
  disclaimer:
    "This analysis is an estimate and does not replace a laboratory test. For exact fertiliser rates, have the soil tested by an agrochemical laboratory and talk to a local agronomist.",
  issues: {
    salinity_risk: "Salinity risk",
    salinity: "Salinity",
    high_ph: "Alkaline soil",
    low_ph: "Acid soil",
    low_organic_matter: "Little humus",
    nitrogen_deficiency: "Short of nitrogen",
    phosphorus_deficiency: "Little phosphorus",
    potassium_deficiency: "Little potassium",
    compaction: "Compacted soil",
    waterlogging: "Waterlogging",
    shallow_groundwater: "Shallow groundwater",
    monoculture: "The same crop every year",
    narrow_rotation: "No crop rotation",
    after_rice: "Field after rice",
    declining_yield: "Yield is falling",
    poor_growth: "Poor growth",
    sandy_soil: "Sandy soil",
    erosion: "Erosion",
  },
  actionTypes: {
    lab_test: "Test",
    irrigation: "Irrigation and leaching",
    rotation: "Crop rotation",
    fertilizer: "Fertiliser",
    soil_improvement: "Soil improvement",
  },
  writtenIn: {
    uz: "The analysis text (summary, descriptions, advice) is in Uzbek.",
    ru: "The analysis text (summary, descriptions, advice) is in Russian.",
    en: "",
  },
  noSoilPhotos: "These photos show no soil, so they were left out of the estimate. Next time, photograph the soil up close, dry and wet.",
  detailsTitle: "Details",
  detailsSource: "Worked out by",
  detailsConfidence: "Overall confidence: {p}%",
  detailsPhConfidence: "pH confidence: {p}%",
};

export const REPORT_MESSAGES = defineMessages<ReportMessages>({ uz, ru, en });

/** pH zone on the acid–neutral–alkaline scale, with the edges of the Uzbek texts (phReactionUz). */
export function phZone(ph: number): "acid" | "neutral" | "alkaline" {
  if (ph <= 6.5) return "acid";
  if (ph <= 7.3) return "neutral";
  return "alkaline";
}
