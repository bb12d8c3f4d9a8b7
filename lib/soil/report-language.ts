// The language a soil report is written in (issue 34): the reader's, taken from the request
// (lib/http/request-locale.ts: the page's `lang` cookie, else Accept-Language, else Uzbek as the
// specification says). The model is told to write in it; the sanitiser's own fixed texts (the
// disclaimer, the note on missing lab data, the phrase a removed brand becomes) follow it; the
// body records it as `language`. The answer keeps its contract field names (summary_for_farmer_uz
// and so on) whatever language their text is in. docs/soil-rules.md section 14.
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locale";
import { NO_LAB_NOTE_UZ, SOIL_DISCLAIMER_UZ } from "./constants";

export type ReportLanguage = Locale;
export const DEFAULT_REPORT_LANGUAGE: ReportLanguage = DEFAULT_LOCALE;

/** A stored body's language; reports stored before it was recorded were all Uzbek. */
export function reportLanguageOf(body: { language?: unknown }): ReportLanguage {
  return isLocale(body.language) ? body.language : DEFAULT_REPORT_LANGUAGE;
}

/** How the instruction rules name each language to the model. */
export const LANGUAGE_FOR_MODEL: Record<ReportLanguage, string> = {
  uz: "Uzbek in Latin script",
  ru: "Russian (Cyrillic script)",
  en: "plain English",
};

/** Whether decimals take a comma (Uzbek and Russian write "pH 7,8"; English "pH 7.8"). */
export const DECIMAL_COMMA: Record<ReportLanguage, boolean> = { uz: true, ru: true, en: false };

export type ReportFixedTexts = {
  disclaimer: string;
  noLabNote: string;
  /** The summary when the model's was emptied by the sanitiser. */
  fallbackSummary: string;
  /** A crop's reason when the model's was emptied. */
  fallbackReason: string;
  /** The soil type when the model's was emptied. */
  unknownType: string;
  /** What a removed brand or medicine becomes ("a suitable product"). */
  neutralProduct: string;
  /** Added to the summary when photos were sent but none showed soil. */
  noSoilPhotos: string;
};

export const REPORT_FIXED_TEXTS: Record<ReportLanguage, ReportFixedTexts> = {
  uz: {
    disclaimer: SOIL_DISCLAIMER_UZ,
    noLabNote: NO_LAB_NOTE_UZ,
    fallbackSummary: "Tuproq holati bo'yicha taxminiy baho tayyorlandi. Batafsil tavsiyalar quyida keltirilgan.",
    fallbackReason: "Mahalliy sharoitga mos keladi.",
    unknownType: "aniqlanmagan",
    neutralProduct: "tegishli vosita",
    noSoilPhotos: "Yuborilgan rasmlarda tuproq ko'rinmadi, shuning uchun baho rasmlarga emas, faqat siz yozgan ma'lumotlarga asoslangan.",
  },
  ru: {
    disclaimer:
      "Этот анализ приблизительный и не заменяет лабораторный анализ. Для точных норм удобрений сдайте почву в агрохимическую лабораторию и посоветуйтесь с местным агрономом.",
    noLabNote: "Данных лабораторного анализа нет, поэтому результаты приблизительные.",
    fallbackSummary: "Подготовлена приблизительная оценка состояния почвы. Подробные советы приведены ниже.",
    fallbackReason: "Подходит для местных условий.",
    unknownType: "не определён",
    neutralProduct: "подходящее средство",
    noSoilPhotos: "На присланных фото не видно почвы, поэтому оценка основана не на фото, а только на том, что вы написали.",
  },
  en: {
    disclaimer:
      "This analysis is an estimate and does not replace a laboratory test. For exact fertiliser rates, have the soil tested by an agrochemical laboratory and talk to a local agronomist.",
    noLabNote: "There are no laboratory data, so the results are estimates.",
    fallbackSummary: "An estimate of the soil's condition has been prepared. Detailed advice follows below.",
    fallbackReason: "Suits the local conditions.",
    unknownType: "not determined",
    neutralProduct: "a suitable product",
    noSoilPhotos: "The photos you sent show no soil, so this estimate rests only on what you wrote, not on the photos.",
  },
};

/** Every phrase a removed brand may have become, in any language (a cleaned text is checked against all). */
export const NEUTRAL_PRODUCTS: readonly string[] = Object.values(REPORT_FIXED_TEXTS).map((texts) => texts.neutralProduct);
