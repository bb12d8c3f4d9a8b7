// Issue 28, words: the Uzbek texts a farmer reads write a decimal comma, also where the model or
// the sanitiser wrote a decimal point; dates and section numbers keep their dots.
import { describe, expect, it } from "vitest";
import { uzDecimalComma } from "./decimal-comma";
import { sanitizeAnswer } from "./sanitize";
import { sampleModelAnswer } from "@/tests/helpers/model-answer";

describe("uzDecimalComma", () => {
  it.each([
    ["Tuproq pH taxminan 7.9.", "Tuproq pH taxminan 7,9."],
    ["pH qiymati 8.5 dan yuqori.", "pH qiymati 8,5 dan yuqori."],
    ["pH 7.5-8.5 oralig'ida.", "pH 7,5-8,5 oralig'ida."],
    ["Gektariga 2.5 t go'ng bering.", "Gektariga 2,5 t go'ng bering."],
    ["Sotixiga 1.5-2.5 kg karbamid.", "Sotixiga 1,5-2,5 kg karbamid."],
    ["Gumus 0.6% atrofida.", "Gumus 0,6% atrofida."],
    ["EC 4.2 dS/m.", "EC 4,2 dS/m."],
    ["Внесите 0.5 т/га навоза.", "Внесите 0,5 т/га навоза."],
    ["При \u0440\u041D 6.5 фосфор доступен.", "При \u0440\u041D 6,5 фосфор доступен."],
  ])("%s -> %s", (text, expected) => {
    expect(uzDecimalComma(text)).toBe(expected);
  });

  it.each(["15.03.2025 gacha ekish kerak.", "3.2-bandga qarang.", "1,5 t/ga yetarli.", "2025.03.15 da."])("leaves %s as written", (text) => {
    expect(uzDecimalComma(text)).toBe(text);
  });
});

describe("the sanitised answer", () => {
  it("writes the model's and the clamp's decimals with a comma in every Uzbek text", () => {
    const raw = sampleModelAnswer({
      summary_for_farmer_uz: "Laboratoriya tahlili yo'q. Tuproq pH taxminan 8.1, gumus 0.7%.",
      recommended_actions: [{ type: "fertilizer", description_uz: "Har sotixga 9.5 kg karbamid soling.", priority: "high" }],
    });
    const result = sanitizeAnswer(raw, { hasLab: false });
    if (!result.ok) throw new Error(result.reason);
    expect(result.answer.summary_for_farmer_uz).toContain("pH taxminan 8,1, gumus 0,7%");
    const texts = [result.answer.summary_for_farmer_uz, ...result.answer.recommended_actions.map((a) => a.description_uz), ...result.answer.issues.map((i) => i.description_uz)];
    for (const text of texts) expect(text).not.toMatch(/\d\.\d/);
  });
});
