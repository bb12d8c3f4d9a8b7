// The sanitiser in each report language (issue 34): units, negations, banned products in Cyrillic
// and Latin, lab values winning, and the fixed texts it puts in (disclaimer, the phrase a removed
// brand becomes, the decimal sign) in the language the report was asked for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerWithSentence } from "@/tests/helpers/soil";
import { REPORT_FIXED_TEXTS, type ReportLanguage } from "./report-language";
import { sanitizeAnswer } from "./sanitize";

const LANGUAGES: ReportLanguage[] = ["uz", "ru", "en"];

function summaryOf(sentence: string, language: ReportLanguage, lab?: { ph?: number }) {
  const result = sanitizeAnswer(answerWithSentence(sentence), { hasLab: true, language, evidence: lab ? { lab, photoCount: 0 } : undefined });
  if (!result.ok) throw new Error(result.reason);
  return { summary: result.answer.summary_for_farmer_uz, flags: result.flags, answer: result.answer };
}

describe("table cases per language", () => {
  // [language, sentence, expected summary (exact) or a pattern]
  const cases: [ReportLanguage, string, string | RegExp][] = [
    // Units: кг/га, ц/га, кг на сотку, л/га; urea is capped at 250 kg N / 0.46 = 543 kg/ha.
    ["ru", "Внесите 900 кг/га мочевины.", "Внесите 540 кг/га мочевины."],
    ["ru", "Внесите 10 ц/га мочевины.", "Внесите 5,4 ц/га мочевины."],
    ["ru", "Внесите 10 кг мочевины на сотку.", "Внесите 5,4 кг мочевины на сотку."],
    ["ru", "Внесите 4 ц/га мочевины.", "Внесите 4 ц/га мочевины."],
    ["ru", "Внесите КАС 900 л/га.", /^Внесите КАС \d{3} л\/га\.$/],
    ["en", "Apply 2 t/ha of urea.", "Apply 0.54 t/ha of urea."],
    ["en", "Apply 1000 kg/ha of urea.", "Apply 540 kg/ha of urea."],
    ["uz", "Gektariga 2 t karbamid soling.", "Gektariga 0,54 t karbamid soling."],
    ["uz", "Har sotixga 10 kg karbamid soling.", "Har sotixga 5,4 kg karbamid soling."],
    ["en", "Apply 10 kg of urea per sotix.", "Apply 5.4 kg of urea per sotix."],
    ["ru", "Внесите 900 кг мочевины на гектар.", "Внесите 540 кг мочевины на гектар."],
    // A warning that names a dose keeps its negation; only the number is held to the cap.
    ["ru", "Не вносите 900 кг/га мочевины сразу.", "Не вносите 540 кг/га мочевины сразу."],
    // Negations keep a warning; the same advice without one is removed.
    ["ru", "Не сжигайте стерню, заделайте её в почву.", "Не сжигайте стерню, заделайте её в почву."],
    ["en", "Do not burn the stubble; work it into the soil.", "Do not burn the stubble; work it into the soil."],
    ["uz", "Poxolni yoqmang, uni tuproqqa aralashtiring.", "Poxolni yoqmang, uni tuproqqa aralashtiring."],
    // Brands become the report language's neutral phrase.
    ["ru", "Опрыскайте Раундапом.", "Опрыскайте подходящее средство."],
    ["en", "Spray with Roundup.", "Spray with a suitable product."],
  ];
  it.each(cases)("%s: %s", (language, sentence, expected) => {
    const { summary } = summaryOf(sentence, language);
    if (typeof expected === "string") expect(summary).toBe(expected);
    else expect(summary).toMatch(expected);
  });

  it.each<[ReportLanguage, string]>([
    ["ru", "Сожгите стерню после уборки. Почва плотная."],
    ["en", "Burn the stubble after harvest. The soil is compact."],
    ["ru", "Обработайте поле ДДТ. Почва плотная."],
    ["ru", "Против вредителей посыпьте дустом. Почва плотная."],
    ["en", "Treat the seed with lindane. The soil is compact."],
    ["uz", "Urug'ni geksaxloran bilan dorilang. Tuproq zich."],
    // Banned products in the other script: Latin DDT in Russian and English, Cyrillic ДДТ in Uzbek.
    ["ru", "Обработайте поле DDT. Почва плотная."],
    ["en", "Treat the field with DDT. The soil is compact."],
    ["uz", "Далани ДДТ билан дориланг. Tuproq zich."],
    ["ru", "Обработайте поле линданом. Почва плотная."],
    ["ru", "Внесите двойную норму азота. Почва плотная."],
  ])("%s: the harmful sentence of %j is removed, the rest kept", (language, text) => {
    const { summary, flags } = summaryOf(text, language);
    expect(summary).toMatch(/^(Почва плотная\.|The soil is compact\.|Tuproq zich\.)$/);
    expect(flags.some((flag) => flag.startsWith("aggressive_removed:"))).toBe(true);
  });

  // "Не вносите" and its kin keep the advice against liming an alkaline soil; liming it is removed.
  it.each<[ReportLanguage, string, string]>([
    ["ru", "Не вносите известь: почва щелочная.", "Внесите известь. Почва плотная."],
    ["en", "Do not apply lime: the soil is alkaline.", "Apply lime. The soil is compact."],
    ["uz", "Ohak solmang: tuproq ishqoriy.", "Ohak soling. Tuproq zich."],
  ])("%s: a negation keeps %j, the same advice without one is removed", (language, negated, advice) => {
    expect(summaryOf(negated, language, { ph: 8.2 }).summary).toBe(negated);
    const { summary, flags } = summaryOf(advice, language, { ph: 8.2 });
    expect(summary).toMatch(/^(Почва плотная\.|The soil is compact\.|Tuproq zich\.)$/);
    expect(flags).toContain("aggressive_removed:liming_alkaline");
  });

  it.each<[ReportLanguage, string, string]>([
    ["ru", "pH почвы около 6,5.", "pH почвы около 8,2."],
    ["en", "Soil pH is about 6.5.", "Soil pH is about 8.2."],
    ["uz", "Tuproq pH taxminan 6,5.", "Tuproq pH taxminan 8,2."],
  ])("%s: the measured pH wins over the model's (%s)", (language, sentence, expected) => {
    expect(summaryOf(sentence, language, { ph: 8.2 }).summary).toBe(expected);
  });

  it.each(LANGUAGES)("%s: the disclaimer and the no-lab note are the report language's", (language) => {
    const result = sanitizeAnswer(answerWithSentence("Text."), { hasLab: false, language });
    if (!result.ok) throw new Error(result.reason);
    expect(result.answer.disclaimer_uz).toBe(REPORT_FIXED_TEXTS[language].disclaimer);
    expect(result.answer.summary_for_farmer_uz.startsWith(REPORT_FIXED_TEXTS[language].noLabNote)).toBe(true);
  });

  it("no report language means Uzbek (the specification's default)", () => {
    const result = sanitizeAnswer(answerWithSentence("Опрыскайте Раундапом."));
    if (!result.ok) throw new Error(result.reason);
    expect(result.answer.summary_for_farmer_uz).toBe("Опрыскайте tegishli vosita.");
    expect(result.answer.disclaimer_uz).toBe(REPORT_FIXED_TEXTS.uz.disclaimer);
  });
});

// Urea doses in each language's ways of writing them: kg per written unit and area.
const DOSE_FORMS: Record<ReportLanguage, { template: string; kgHa: number }[]> = {
  uz: [
    { template: "Gektariga {n} kg karbamid soling.", kgHa: 1 },
    { template: "Har sotixga {n} kg karbamid soling.", kgHa: 100 },
    { template: "Karbamid {n} s/ga soling.", kgHa: 100 },
  ],
  ru: [
    { template: "Внесите {n} кг/га мочевины.", kgHa: 1 },
    { template: "Внесите {n} ц/га мочевины.", kgHa: 100 },
    { template: "Внесите {n} кг мочевины на сотку.", kgHa: 100 },
    { template: "Внесите {n} т/га карбамида.", kgHa: 1000 },
  ],
  en: [
    { template: "Apply {n} kg/ha of urea.", kgHa: 1 },
    { template: "Apply {n} t/ha of urea.", kgHa: 1000 },
    { template: "Apply {n} kg of urea per hectare.", kgHa: 1 },
  ],
};
const UREA_CAP_KG_HA = 250 / 0.46;
const FILLER: Record<ReportLanguage, string[]> = {
  uz: ["Tuproq zich.", "Sug'orishni kamaytiring.", "Go'ng soling."],
  ru: ["Почва плотная.", "Поливайте реже.", "Внесите навоз."],
  en: ["The soil is compact.", "Water less often.", "Add manure."],
};

describe("property: any language, any dose form", () => {
  const written = (value: number, comma: boolean) => (comma ? String(value).replace(".", ",") : String(value));

  it("no urea dose above its cap, the decimal sign and the fixed texts of the report's language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.nat(20),
        fc.double({ min: 0.1, max: 999, noNaN: true }).map((v) => Math.round(v * 10) / 10),
        fc.array(fc.nat(2), { maxLength: 3 }),
        (language, formIndex, value, fillers) => {
          const forms = DOSE_FORMS[language];
          const form = forms[formIndex % forms.length];
          const comma = language !== "en";
          const dose = form.template.replace("{n}", written(value, comma));
          const sentence = [...fillers.map((i) => FILLER[language][i]), dose].join(" ");
          const result = sanitizeAnswer(answerWithSentence(sentence), { hasLab: true, language });
          if (!result.ok) throw new Error(result.reason);
          const summary = result.answer.summary_for_farmer_uz;
          const number = summary.match(/(\d+(?:[.,]\d+)?)/)?.[1];
          expect(number).toBeDefined();
          // English writes the point, Uzbek and Russian the comma; never the other one.
          expect(number).not.toContain(comma ? "." : ",");
          const kgHa = Number(number!.replace(",", ".")) * form.kgHa;
          expect(kgHa).toBeLessThanOrEqual(UREA_CAP_KG_HA + 1e-6);
          if (value * form.kgHa <= UREA_CAP_KG_HA) expect(kgHa).toBeCloseTo(value * form.kgHa, 6);
          expect(result.answer.disclaimer_uz).toBe(REPORT_FIXED_TEXTS[language].disclaimer);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a brand is replaced by the report language's phrase, never another language's", () => {
    const brands = ["Roundup", "Раундап", "Decis", "Karate"];
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(...brands), fc.nat(2), (language, brand, i) => {
        const sentence = `${FILLER[language][i]} ${brand}.`;
        const result = sanitizeAnswer(answerWithSentence(sentence), { hasLab: true, language });
        if (!result.ok) throw new Error(result.reason);
        const summary = result.answer.summary_for_farmer_uz;
        expect(summary).not.toContain(brand);
        for (const other of LANGUAGES) {
          if (other === language) continue;
          expect(summary.toLowerCase()).not.toContain(REPORT_FIXED_TEXTS[other].neutralProduct);
        }
        expect(summary.toLowerCase()).toContain(REPORT_FIXED_TEXTS[language].neutralProduct);
      }),
      { numRuns: 100 },
    );
  });
});
