// Litres of liquid fertilisers and complex NPK products, converted to nutrients and held to
// every nutrient cap; litres of a product whose density is unknown are never passed as checked
// (docs/soil-rules.md 9). Imported through sanitize-text.ts, the module the pipeline uses.
import { describe, expect, it } from "vitest";
import { clampDoses } from "./sanitize-text";

describe("litres of liquid fertilisers are converted with their density", () => {
  it.each([
    // KAS-32: 0.32 × 1.32 = 0.4224 kg N per litre; the cap (250 kg N) allows 591 l/ha.
    ["Gektariga 800 litr KAS-32 bering.", "Gektariga 590 litr KAS-32 bering."],
    ["KAS-32 800 l/ha soling.", "KAS-32 590 l/ha soling."],
    ["KAS-32 ni 800 litr/ga hisobida bering.", "KAS-32 ni 590 litr/ga hisobida bering."],
    ["Gektariga 1 000 litr UAN bering.", "Gektariga 590 litr UAN bering."],
    ["KAS 32 80 l/sotix soling.", "KAS 32 5,9 l/sotix soling."],
    // KAS-28: 0.28 × 1.28 = 0.3584 kg N per litre; the cap allows 697 l/ha.
    ["KAS-28 800 litr/ga soling.", "KAS-28 690 litr/ga soling."],
    ["Har sotixga 10 litr KAS-32 bering.", "Har sotixga 5,9 litr KAS-32 bering."],
    ["Gektariga 800 litr karbamid-ammiak aralashmasi bering.", "Gektariga 590 litr karbamid-ammiak aralashmasi bering."],
    ["Har tupga 2 litr KAS-32 bering, paxta uchun.", "Har tupga 0,0049 litr KAS-32 bering, paxta uchun."],
    ["На гектар вносят 800 литров КАС-32.", "На гектар вносят 590 литров КАС-32."],
    ["КАС-32 1000 л/га.", "КАС-32 590 л/га."],
    ["Карбамидно-аммиачная смесь 0,8 тыс. л/га.", "Карбамидно-аммиачная смесь 590 л/га."],
    // Liquid complex fertiliser 11-37-0 at 1.45 kg/l: 0.5365 kg P2O5 per litre, 279 l/ha.
    ["ЖКУ 11-37-0 400 л/га.", "ЖКУ 11-37-0 270 л/га."],
    ["Suyuq kompleks o'g'it 400 l/ga soling.", "Suyuq kompleks o'g'it 270 l/ga soling."],
    // A grade in litres with no product name: 1.5 kg/l; 10-34-0 -> 0.51 kg P2O5 per litre.
    ["Gektariga 300 litr 10-34-0 bering.", "Gektariga 290 litr 10-34-0 bering."],
  ])("%s -> %s", (text, expected) => {
    const result = clampDoses(text);
    expect(result.text).toBe(expected);
    expect(result.overRange).toBe(true);
    expect(result.unchecked).toBe(false);
  });

  it.each([
    "Gektariga 400 litr KAS-32 bering.", // 169 kg N
    "КАС-28 на гектар 500 литров.", // 179 kg N
    "10 litr suvga 50 g karbamid eritib purkang.", // the water carries the dose
    "На 10 л воды 30 г мочевины.",
    "Gektariga 2 l gerbitsid sepin.", // a pesticide rate, not a fertiliser dose
    "Gektariga 300 litr ishchi eritma sepin.",
  ])("keeps %s", (text) => {
    expect(clampDoses(text)).toEqual({ text, clamped: [], overRange: false, unchecked: false });
  });

  it.each([
    "Gektariga 200 litr suyuq o'g'it bering.", // no product, no grade: density unknown
    "Paxtaga gektariga 200 litr bering.",
    "Azot 200 l/ga.",
    "Karbamid 300 l/ga soling.", // a solid product written in litres
    "Go'ng sharbati 5000 l/ga.",
    "На гектар 200 литров жидкого удобрения.",
    "Внесите 500 мл на каждый куст.",
  ])("a litre dose of an unknown product is unchecked: %s", (text) => {
    expect(clampDoses(text)).toMatchObject({ text, overRange: false, unchecked: true });
  });

  it.each([
    "KAS 32 800 l/ga soling.", // 800 l of KAS-32, or 32 800 l of KAS?
    "Внесите КАС 28 000 л/га.", // found by the property test: was read as KAS-28 and "000" litres
    "Внесите КАС 28 500 л/га.", // within the cap as KAS-28 and 500 l, far above it as 28 500 l
    "UAN 30 250 l/ga bering.",
    "Внесите КАС 28 ming л/га.", // also found by it: 28 thousand litres, or KAS-28 and a thousand litres
    "KAS 32 тыс. л/га.",
  ])("a grade then a three-digit group or a thousand reads two ways, so the dose is unchecked: %s", (text) => {
    expect(clampDoses(text)).toMatchObject({ text, unchecked: true });
  });
});

describe("complex NPK products are held to each nutrient", () => {
  it.each([
    // Nitroammophoska / azofoska 16-16-16: P2O5 and K2O allow 937 kg/ha.
    ["Nitroammofoska 1200 kg/ga soling.", "Nitroammofoska 930 kg/ga soling.", "phosphorus"],
    ["Нитроаммофоска 12 ц/га.", "Нитроаммофоска 9,3 ц/га.", "phosphorus"],
    ["Azofoska 16-16-16 1 t/ga soling.", "Azofoska 16-16-16 0,93 t/ga soling.", "phosphorus"],
    ["Азофоску вносят по 1,2 т/га.", "Азофоску вносят по 0,93 т/га.", "phosphorus"],
    ["NPK 16:16:16 1 t/ga soling.", "NPK 16:16:16 0,93 t/ga soling.", "phosphorus"],
    // The written grade wins over the product's usual one: 8-24-24 allows 625 kg/ha.
    ["Gektariga 700 kg nitroammofoska (8-24-24) soling.", "Gektariga 620 kg nitroammofoska (8-24-24) soling.", "phosphorus"],
    ["Gektariga 800 kg 10-26-26 o'g'it soling.", "Gektariga 570 kg 10-26-26 o'g'it soling.", "phosphorus"],
    ["20-20-20 o'g'itidan gektariga 900 kg bering.", "20-20-20 o'g'itidan gektariga 750 kg bering.", "phosphorus"],
    ["Gektariga 1 t NPK 30-10-10 soling.", "Gektariga 0,83 t NPK 30-10-10 soling.", "nitrogen"],
    // Nitrophos / nitroammophos: 24 % N and 23 % P2O5 (652 kg/ha).
    ["Nitrofos 700 kg/ga soling.", "Nitrofos 650 kg/ga soling.", "phosphorus"],
    ["Нитроаммофос 23:23:0 800 кг/га.", "Нитроаммофос 23:23:0 650 кг/га.", "phosphorus"],
    ["Ammofos 12-52-0 400 kg/ga soling.", "Ammofos 12-52-0 280 kg/ga soling.", "phosphorus"],
  ])("%s -> %s", (text, expected, kind) => {
    const result = clampDoses(text);
    expect(result.text).toBe(expected);
    expect(result.clamped).toContain(kind);
  });

  it.each([
    "Nitroammofoska 16-16-16 500 kg/ga soling.",
    "Azofoska 300 kg/ga bering.",
    "Nitrofos 400 kg/ga soling.",
    "Ekishdan oldin 2024-05-12 da 100 kg karbamid soling.",
  ])("keeps %s", (text) => {
    expect(clampDoses(text)).toEqual({ text, clamped: [], overRange: false, unchecked: false });
  });
});
