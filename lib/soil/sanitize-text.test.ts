import { describe, expect, it } from "vitest";
import { findAggressive } from "./aggressive";
import { clampDoses, NEUTRAL_PRODUCT_UZ, removeBrands } from "./sanitize-text";

describe("removeBrands", () => {
  it.each([
    ["Raundapni seping", "Raundap"],
    ["Roundup bilan ishlang", "Roundup"],
    ["Karate Zeon 050 CS va Ridomil Gold MC 68 WG bering", "Zeon"],
    ["Децис или Актара подойдут", "Децис"],
    ["Bi-58 preparatidan foydalaning", "58"],
    ["Bayer va Syngenta mahsulotlari", "Bayer"],
    ["Navoiyazot o'g'itlari", "Navoiyazot"],
    ["Trixopol eritmasi bilan purkang", "Trixopol"],
    ["tetratsiklinni suvga qo'shing", "tetratsiklin"],
    ["Трихопол и фурацилин", "Трихопол"],
    ["SuperGrow Plus™ ishlating", "SuperGrow"],
    ["AgroMax® o'g'iti", "AgroMax"],
    ["«Hosilboy» preparatini seping", "Hosilboy"],
    ["preparat \"Zo'r Hosil\" bilan", "Zo'r Hosil"],
    ["Ideal-X brendidagi o'g'it", "Ideal-X"],
    ["brend Zellek", "Zellek"],
  ])("%s: %s is removed", (text, name) => {
    const result = removeBrands(text);
    expect(result.removed).toBe(true);
    expect(result.text.toLowerCase()).not.toContain(name.toLowerCase());
    expect(result.text).toContain(NEUTRAL_PRODUCT_UZ);
    expect(result.text).not.toMatch(/[®™]/);
  });

  it.each([
    "Avgust oyida sho'r yuvish o'tkazing.",
    "Karbamid, ammiakli selitra va ammofos umumiy o'g'it nomlari.",
    "Superfosfat va kaliy xlorid bering; gips va go'ng ham foydali.",
    "Yarani davolang",
    "Qaror qabul qilish (decision) uchun tahlil kerak.",
    "Kuzgi bug'doy, paxta, mosh va beda eking.",
  ])("keeps generic text: %s", (text) => {
    expect(removeBrands(text)).toEqual({ text, removed: false });
  });

  it("folds a list of brands into one neutral phrase", () => {
    expect(removeBrands("Decis, Karate, Fastak ishlating").text).toBe(`${NEUTRAL_PRODUCT_UZ} ishlating`);
  });
});

describe("clampDoses", () => {
  it.each([
    ["Gektariga 600 kg azot soling", "Gektariga 250 kg azot soling", "nitrogen"],
    ["azot 300 kg/ga", "azot 250 kg/ga", "nitrogen"],
    ["N 150-300 kg/ga", "N 150-250 kg/ga", "nitrogen"],
    ["fosfor (P2O5) 200 kg/ga", "fosfor (P2O5) 150 kg/ga", "phosphorus"],
    ["kaliy 180 kg/ha", "kaliy 150 kg/ha", "potassium"],
    ["o'g'it 400 kg/ga bering", "o'g'it 250 kg/ga bering", "fertilizer"],
    ["gips 20 t/ga soling", "gips 10 t/ga soling", "gypsum"],
    ["go'ng 80 tonna gektariga", "go'ng 60 tonna gektariga", "manure"],
    ["sho'r yuvish uchun 12000 m3/ga suv", "sho'r yuvish uchun 8000 m3/ga suv", "water"],
    ["10% li eritma bilan purkang", "2% li eritma bilan purkang", "solution"],
    ["5%-li eritma", "2%-li eritma", "solution"],
    ["eritma konsentratsiyasi 15%", "eritma konsentratsiyasi 2%", "solution"],
    ["на гектар 500 кг азота", "на гектар 250 кг азота", "nitrogen"],
    ["азот 300 кг/га", "азот 250 кг/га", "nitrogen"],
  ])("%s -> %s", (text, expected, kind) => {
    const result = clampDoses(text);
    expect(result.text).toBe(expected);
    expect(result.clamped).toContain(kind);
    expect(result.overRange).toBe(true);
  });

  it.each([
    "azot 120 kg/ga",
    "gips 5 t/ga",
    "0,5% li eritma",
    "hosil 60 t/ga bo'ldi", // a yield, not a dose
    "urug' sarfi 220 kg/ga", // a seed rate
    "paxta hosili 40 s/ga",
    "karbamid tarkibida 46% azot bor", // a content, not a solution strength
    "dalaning 60% qismi",
  ])("leaves %s alone", (text) => {
    expect(clampDoses(text)).toEqual({ text, clamped: [], overRange: false, unchecked: false });
  });
});

describe("findAggressive", () => {
  const plain = { saline: false };
  const saline = { saline: true };
  it.each([
    ["Azot o'g'itini ikki baravar ko'paytiring.", plain, "double_dose"],
    ["Удвойте норму удобрений.", plain, "double_dose"],
    ["Double the fertilizer rate.", plain, "double_dose"],
    ["Iloji boricha ko'p o'g'it soling.", plain, "unbounded_dose"],
    ["Tuproqni sterilizatsiya qiling.", plain, "soil_sterilisation"],
    ["Metil bromid bilan fumigatsiya qiling.", plain, "soil_sterilisation"],
    ["Poxolni yoqing.", plain, "residue_burning"],
    ["Angizni yoqib yuboring.", plain, "residue_burning"],
    ["G'o'zapoyani dalada yoqish kerak.", plain, "residue_burning"],
    ["Сожгите стерню. Сжигание соломы ускорит работу.", plain, "residue_burning"],
    ["Burn the stubble after harvest.", plain, "residue_burning"],
    ["Kuzda chuqur haydang.", saline, "deep_ploughing_saline"],
    ["Deep ploughing will help.", saline, "deep_ploughing_saline"],
  ])("%s -> %s", (sentence, context, id) => {
    expect(findAggressive(sentence, context)).toBe(id);
  });

  it.each([
    ["Poxolni yoqmang, tuproqqa aralashtiring.", plain],
    ["Angizni yoqish mumkin emas.", plain],
    ["Do not burn the stubble.", plain],
    ["Azot me'yorini ikki baravar kamaytiring.", plain],
    ["Hosil ikki baravar oshishi mumkin.", plain],
    ["Azotni ikki marta bo'lib bering.", plain],
    ["Kuzda chuqur haydang.", plain],
    ["Bu o'simlik zaxni yoqtirmaydi.", plain],
    ["Sho'r yuvish o'tkazing.", saline],
  ])("fine: %s", (sentence, context) => {
    expect(findAggressive(sentence, context)).toBeNull();
  });
});
