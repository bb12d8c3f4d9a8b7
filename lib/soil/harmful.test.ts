// Negated advice is the good advice and stays; liming an alkaline soil, acid on the soil and
// banned pesticides are harmful and go (docs/soil-rules.md 10).
import { describe, expect, it } from "vitest";
import { findAggressive } from "./aggressive";
import { BANNED_PESTICIDES } from "./banned-pesticides";
import { SOIL_DISCLAIMER_UZ } from "./constants";
import { sanitizeAnswer } from "./sanitize";

const plain = { saline: false };
const saline = { saline: true };
const alkaline = { saline: false, ph: 8.1 };
const acidSoil = { saline: false, ph: 6.2 };

describe("negation keeps good advice", () => {
  it.each([
    ["Poxolni yoqish o'rniga maydalab tuproqqa aralashtiring.", plain],
    ["G'o'zapoyani yoqib yubormasdan, maydalab haydab yuboring.", plain],
    ["Angizni yoqmasdan diskalab tashlang.", plain],
    ["Вместо сжигания соломы измельчите её и заделайте в почву.", plain],
    ["Не сжигайте стерню: она нужна почве.", plain],
    ["Сжигать пожнивные остатки не рекомендуется.", plain],
    ["Azot me'yorini ikki baravar kam bering.", plain],
    ["Sho'rlangan dalada chuqur haydash tuzli qatlamni yuzaga chiqaradi, shuning uchun tavsiya etilmaydi.", saline],
    ["Глубокая вспашка на засолённом поле не рекомендуется.", saline],
    ["Tuproq ishqoriy, shuning uchun ohaklash tavsiya etilmaydi.", alkaline],
    ["Известкование на щелочной почве не нужно.", alkaline],
    ["Tuproq ohakli (karbonatli), fosfor kam o'zlashtiriladi.", alkaline],
    ["Gumin kislotasini sug'orish suvi bilan bering.", plain],
  ])("kept: %s", (sentence, context) => {
    expect(findAggressive(sentence, context)).toBeNull();
  });

  it("keeps them in the answer too", () => {
    const kept = [
      "Poxolni yoqish o'rniga maydalab tuproqqa aralashtiring.",
      "G'o'zapoyani yoqib yubormasdan, maydalab haydab yuboring.",
      "Azot me'yorini ikki baravar kam bering.",
    ];
    const result = sanitizeAnswer({
      soil_profile: { estimated_type: "tipik bo'z tuproq", ph_estimate: 7.9, ph_confidence: 0.3, nitrogen_status: "past", phosphorus_status: "unknown", potassium_status: "unknown", organic_matter_level: "past" },
      issues: [],
      recommended_actions: kept.map((description_uz) => ({ type: "soil_improvement", description_uz, priority: "medium" })),
      recommended_crops: [],
      summary_for_farmer_uz: "Laboratoriya ma'lumotlari yo'q. " + kept.join(" "),
      disclaimer_uz: SOIL_DISCLAIMER_UZ,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.answer.recommended_actions.map((a) => a.description_uz)).toEqual(kept);
    expect(result.answer.summary_for_farmer_uz).toBe("Laboratoriya ma'lumotlari yo'q. " + kept.join(" "));
    expect(result.flags).toEqual([]);
  });

  it("a negation elsewhere in the sentence does not excuse the harmful part", () => {
    expect(findAggressive("Kimyoviy o'g'it o'rniga poxolni yoqing.", plain)).toBe("residue_burning");
    expect(findAggressive("Poxolni yoqing, kutib o'tirmang.", plain)).toBe("residue_burning");
    expect(findAggressive("Azot kam, o'g'itni ikki baravar ko'paytiring.", plain)).toBe("double_dose");
  });
});

describe("harmful advice is found", () => {
  it.each([
    ["Tuproqqa gektariga 2 t ohak soling.", alkaline, "liming_alkaline"],
    ["Kuzda ohaklash o'tkazing.", alkaline, "liming_alkaline"],
    ["Внесите известь 3 т/га.", alkaline, "liming_alkaline"],
    ["Проведите известкование поля.", alkaline, "liming_alkaline"],
    ["Dolomit unini sepib chiqing.", alkaline, "liming_alkaline"],
    ["Apply lime before ploughing.", alkaline, "liming_alkaline"],
    ["Sulfat kislotani suv bilan aralashtirib tuproqqa quying.", plain, "acid_application"],
    ["Tuproqqa kislota qo'shing, pH pasayadi.", plain, "acid_application"],
    ["Внесите серную кислоту в почву.", plain, "acid_application"],
    ["Chigitni DDT bilan ishlang.", plain, "banned_pesticide"],
    ["Zararkunandaga qarshi geksaxloran seping.", plain, "banned_pesticide"],
    ["Гексахлоран поможет против проволочника.", plain, "banned_pesticide"],
    ["Defoliatsiya uchun butifos ishlating.", plain, "banned_pesticide"],
    ["Lindan bilan urug'ni dorilang.", plain, "banned_pesticide"],
    ["Endosulfan purkang.", plain, "banned_pesticide"],
    ["Опрыскайте дустом.", plain, "banned_pesticide"],
    // Even a warning names it: the sentence goes, the report needs no banned names.
    ["DDT taqiqlangan, ishlatmang.", plain, "banned_pesticide"],
  ])("%s -> %s", (sentence, context, id) => {
    expect(findAggressive(sentence, context)).toBe(id);
  });

  it("liming is fine on an acid soil and when the pH is unknown", () => {
    expect(findAggressive("Kuzda ohaklash o'tkazing.", acidSoil)).toBeNull();
    expect(findAggressive("Kuzda ohaklash o'tkazing.", plain)).toBeNull();
  });

  it("every listed pesticide name is found, with a source", () => {
    for (const pesticide of BANNED_PESTICIDES) {
      expect(pesticide.source, pesticide.name).not.toBe("");
      for (const name of pesticide.names) expect(findAggressive(`${name} ishlating.`, plain), name).toBe("banned_pesticide");
    }
  });

  it("ordinary words that look like pesticide names are not hidden", () => {
    for (const sentence of ["Xlorli suv bilan sug'ormang.", "Formatni tekshiring.", "Parvarish: mosh va no'xat eking.", "Dala chang (dust) bo'ladi."]) {
      expect(findAggressive(sentence, plain), sentence).toBeNull();
    }
  });
});
