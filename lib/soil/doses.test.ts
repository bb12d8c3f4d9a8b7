// Doses in every unit a farmer or a model writes: converted to per hectare, products to the
// nutrients they carry, and held to the caps (docs/soil-rules.md 9). Imported through
// sanitize-text.ts, the module the pipeline has always used.
import { describe, expect, it } from "vitest";
import { clampDoses } from "./sanitize-text";

describe("doses in other units are converted and clamped", () => {
  it.each([
    // 1 sotix = 100 m2: 10 kg/sotix of urea = 1000 kg/ha = 460 kg N; the cap (250 kg N) allows 543 kg urea = 5.4 kg/sotix.
    ["Har sotixga 10 kg karbamid soling.", "Har sotixga 5,4 kg karbamid soling.", "nitrogen"],
    ["Karbamidni 10 kg/sotix hisobida bering.", "Karbamidni 5,4 kg/sotix hisobida bering.", "nitrogen"],
    ["1 gektarga 600 kg karbamid soling.", "1 gektarga 540 kg karbamid soling.", "nitrogen"],
    ["Gektariga 700 kg ammiakli selitra bering.", "Gektariga 700 kg ammiakli selitra bering.", null],
    ["Gektariga 800 kg ammiakli selitra bering.", "Gektariga 730 kg ammiakli selitra bering.", "nitrogen"],
    // 60 g/m2 = 600 kg/ha of urea = 276 kg N.
    ["1 m2 ga 60 g karbamid soling.", "1 m2 ga 54 g karbamid soling.", "nitrogen"],
    ["Azot 50 g/m2 bering.", "Azot 25 g/m2 bering.", "nitrogen"],
    ["Sho'r yuvish uchun gektariga 12000 m3 suv bering.", "Sho'r yuvish uchun gektariga 8000 m3 suv bering.", "water"],
    ["Sho'r yuvish: 12 ming m3/ga suv.", "Sho'r yuvish: 8000 m3/ga suv.", "water"],
    ["Sho'r yuvish: 12 000 m3/ga suv.", "Sho'r yuvish: 8000 m3/ga suv.", "water"],
    ["Azot 1 t/ga soling.", "Azot 0,25 t/ga soling.", "nitrogen"],
    ["Go'ng 80 000 kg/ga soling.", "Go'ng 60000 kg/ga soling.", "manure"],
    ["Karbamid 8 sentner gektariga.", "Karbamid 5,4 sentner gektariga.", "nitrogen"],
    ["Ammiakli selitra 12 s/ga soling.", "Ammiakli selitra 7,3 s/ga soling.", "nitrogen"],
    ["Karbamid 10 ts/ga soling.", "Karbamid 5,4 ts/ga soling.", "nitrogen"],
    // Grams per plant: cotton at 120 000 plants/ha; 30 g urea = 3600 kg/ha.
    ["G'o'zaning har tupiga 30 g karbamid bering.", "G'o'zaning har tupiga 4,5 g karbamid bering.", "nitrogen"],
    ["Pomidorning har tupiga 100 g ammofos bering.", "Pomidorning har tupiga 6,4 g ammofos bering.", "phosphorus"],
    // Products: ammophos 12-52-0 is held by its P2O5, superphosphate at 20 %, KCl 60 % K2O, ammonium sulphate 21 % N.
    ["Ammofos 400 kg/ga soling.", "Ammofos 280 kg/ga soling.", "phosphorus"],
    ["Superfosfat 1 000 kg/ga soling.", "Superfosfat 750 kg/ga soling.", "phosphorus"],
    ["Kaliy xlorid 300 kg/ga bering.", "Kaliy xlorid 250 kg/ga bering.", "potassium"],
    ["Ammoniy sulfat 1,5 t/ga soling.", "Ammoniy sulfat 1,1 t/ga soling.", "nitrogen"],
    // The whole field's amount over its area: 2700 kg urea on 4.5 ha = 600 kg/ha.
    ["4,5 ga dalaga jami 2700 kg karbamid soling.", "4,5 ga dalaga jami 2400 kg karbamid soling.", "nitrogen"],
    // Russian.
    ["Внесите мочевину 10 кг на сотку.", "Внесите мочевину 5,4 кг на сотку.", "nitrogen"],
    ["На 1 м² 60 г карбамида.", "На 1 м² 54 г карбамида.", "nitrogen"],
    ["Аммиачная селитра 10 ц/га.", "Аммиачная селитра 7,3 ц/га.", "nitrogen"],
    ["Хлористый калий 0,5 т/га.", "Хлористый калий 0,25 т/га.", "potassium"],
    ["На гектар 12 тыс. м³ воды.", "На гектар 8000 м³ воды.", "water"],
    ["Аммофос 5 ц/га.", "Аммофос 2,8 ц/га.", "phosphorus"],
    ["Суперфосфат 1 т/га.", "Суперфосфат 0,75 т/га.", "phosphorus"],
    // Formula notation, kg of N, P2O5, K2O per hectare.
    ["Paxta uchun N300P120K60 bering.", "Paxta uchun N250P120K60 bering.", "nitrogen"],
    ["Норма N₂₀₀P₁₈₀K₉₀.", "Норма N₂₀₀P150K₉₀.", "phosphorus"],
  ])("%s -> %s", (text, expected, kind) => {
    const result = clampDoses(text);
    expect(result.text).toBe(expected);
    if (kind) {
      expect(result.clamped).toContain(kind);
      expect(result.overRange).toBe(true);
    } else expect(result.overRange).toBe(false);
  });

  it.each([
    "Gektariga 500 kg karbamid soling.", // 230 kg N
    "Har sotixga 5 kg karbamid soling.", // 500 kg/ha urea
    "1 m2 ga 50 g karbamid bering.", // 500 kg/ha urea
    "Superfosfat 700 kg/ga soling.", // 140 kg P2O5
    "Kaliy xlorid 200 kg/ga bering.", // 120 kg K2O
    "Sho'r yuvish uchun gektariga 5 ming m3 suv bering.",
    "G'o'zaning har tupiga 2 g karbamid bering.", // 240 kg/ha urea
    "Paxta hosili 40 s/ga bo'ldi.",
    "Bug'doy urug'i sarfi 2,2 s/ga.",
    "Gektariga 2024 yil 120 kg azot.",
    "N180P120K60 me'yori yetarli; P2O5 va K2O laboratoriyada aniqlanadi.",
  ])("keeps %s", (text) => {
    expect(clampDoses(text)).toMatchObject({ text, overRange: false });
  });

  it("a per-plant dose of a crop with no known density is not passed as checked", () => {
    expect(clampDoses("Har tupga 30 g karbamid bering.")).toMatchObject({ overRange: false, unchecked: true });
    expect(clampDoses("Har tupga 30 g karbamid bering, paxta uchun.")).toMatchObject({ overRange: true, unchecked: false });
  });
});
