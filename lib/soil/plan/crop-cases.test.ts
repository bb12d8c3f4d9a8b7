// Worked plans for cotton and winter wheat, computed by hand (the arithmetic is in the comments),
// so a wrong rate, a wrong product analysis or a wrong split fails here. Constants: ammofos 46 % P2O5 and 11 % N,
// karbamid 46 % N, kaliy xlorid 60 % K2O, superfosfat 14 % P2O5, ammiakli selitra 34 % N; amounts
// per hectare rounded DOWN to whole kg, field amounts down to 0.1 kg, sotix down to 0.01 kg,
// bags of 50 kg UP. docs/soil-rules.md section 12.
import { describe, expect, it } from "vitest";
import { plan, at, kg, stagesOf } from "./case-helpers";

describe("cotton, on three phosphorus classes and very low", () => {
  it("1. low P (25 mg/kg), low K (150), medium humus (1.0 %): 2.5 ha in Samarqand", () => {
    const p = plan({ cropId: "cotton", areaHa: 2.5, lab: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 } });
    // Needs: N 200 (x1.0), P2O5 75 (table, low class), K2O 80 (table, low class).
    expect(p.nutrients.nitrogen.kgPerHa).toEqual({ min: 200, max: 200 });
    expect(p.nutrients.phosphorus).toEqual({ kgPerHa: { min: 75, max: 75 }, fieldKg: { min: 187.5, max: 187.5 } });
    expect(p.nutrients.potassium.kgPerHa.min).toBe(80);
    // Ammofos 75 / 0.46 = 163.04 kg, carrying 163.04 x 0.11 = 17.93 kg N; karbamid for the rest:
    // (200 - 17.93) / 0.46 = 395.79 kg; kaliy xlorid 80 / 0.6 = 133.33 kg.
    // Basal: ammofos 0.6 x 163.04 = 97.8 -> 97; KCl 0.5 x 133.33 = 66.7 -> 66.
    expect(kg(p, "basal_autumn", "ammophos")).toBe(97);
    expect(kg(p, "basal_autumn", "potassium_chloride")).toBe(66);
    // 2-3 leaves: ammofos 0.2 x 163.04 = 32.6 -> 32; karbamid 0.25 x 395.79 = 98.9 -> 98.
    expect(kg(p, "true_leaves", "ammophos")).toBe(32);
    expect(kg(p, "true_leaves", "urea")).toBe(98);
    // Budding: ammofos 32; karbamid 0.4 x 395.79 = 158.3 -> 158; KCl 66. Flowering: 0.35 x 395.79 = 138.5 -> 138.
    expect(kg(p, "budding", "urea")).toBe(158);
    expect(kg(p, "budding", "potassium_chloride")).toBe(66);
    expect(kg(p, "flowering", "urea")).toBe(138);
    expect(stagesOf(p)).toEqual([
      "basal_autumn:ammophos", "basal_autumn:potassium_chloride", "true_leaves:ammophos", "true_leaves:urea",
      "budding:ammophos", "budding:urea", "budding:potassium_chloride", "flowering:urea",
    ]);
    // Field: basal ammofos 97 x 2.5 = 242.5 kg = 4.85 -> 5 bags; per sotix 97 / 100 = 0.97 kg.
    expect(at(p, "basal_autumn", "ammophos")).toMatchObject({ fieldKg: { min: 242.5, max: 242.5 }, bags: { min: 5, max: 5 }, sotixKg: { min: 0.97, max: 0.97 } });
    // Or superfosfat: 97.83 x 0.46 = 45 kg P2O5 / 0.14 = 321.4 -> 321 kg/ha.
    expect(at(p, "basal_autumn", "ammophos").alternative).toMatchObject({ product: "superphosphate", kgPerHa: { min: 321, max: 321 } });
    // Or ammiakli selitra for each karbamid line, carrying the same N: 2-3 leaves 98.95 x 0.46 / 0.34
    // = 133.9 -> 133; budding 158.32 x 0.46 / 0.34 = 214.2 -> 214; flowering 138.53 x 0.46 / 0.34 = 187.4 -> 187.
    expect(at(p, "true_leaves", "urea").alternative).toMatchObject({ product: "ammonium_nitrate", kgPerHa: { min: 133, max: 133 } });
    expect(at(p, "budding", "urea").alternative?.kgPerHa).toEqual({ min: 214, max: 214 });
    expect(at(p, "flowering", "urea").alternative).toMatchObject({ kgPerHa: { min: 187, max: 187 }, fieldKg: { min: 467.5, max: 467.5 }, bags: { min: 10, max: 10 } });
    // Totals: karbamid (98 + 158 + 138) x 2.5 = 985 kg = 19.7 -> 20 bags; ammofos 161 x 2.5 =
    // 402.5 kg -> 9 bags; KCl 132 x 2.5 = 330 kg -> 7 bags.
    expect(p.totals).toEqual([
      { product: "ammophos", fieldKg: { min: 402.5, max: 402.5 }, bags: { min: 9, max: 9 } },
      { product: "potassium_chloride", fieldKg: { min: 330, max: 330 }, bags: { min: 7, max: 7 } },
      { product: "urea", fieldKg: { min: 985, max: 985 }, bags: { min: 20, max: 20 } },
    ]);
    // Humus measured and medium: no manure line.
    expect(p.manure).toBeNull();
    expect(p.seasonYear).toBe(2027);
  });

  it("2. very low P (10), very low K (80), low humus (0.5 %): 1 ha", () => {
    const p = plan({ cropId: "cotton", lab: { humusPercent: 0.5, phosphorusMgKg: 10, potassiumMgKg: 80 } });
    // N 200 x 1.15 = 230; P2O5 100; K2O 100 (table, very low).
    expect([p.nutrients.nitrogen.kgPerHa.min, p.nutrients.phosphorus.kgPerHa.min, p.nutrients.potassium.kgPerHa.min]).toEqual([230, 100, 100]);
    // Ammofos 100 / 0.46 = 217.39 (23.91 kg N); karbamid (230 - 23.91) / 0.46 = 448.02; KCl 166.67.
    expect(kg(p, "basal_autumn", "ammophos")).toBe(130); // 0.6 x 217.39 = 130.4
    expect(kg(p, "basal_autumn", "potassium_chloride")).toBe(83); // 83.3
    expect(kg(p, "true_leaves", "ammophos")).toBe(43); // 43.5
    expect(kg(p, "true_leaves", "urea")).toBe(112); // 0.25 x 448.02 = 112.0
    expect(kg(p, "budding", "urea")).toBe(179); // 179.2
    expect(kg(p, "flowering", "urea")).toBe(156); // 156.8
    // Low humus: 20 t/ha of manure = 200 kg a sotix.
    expect(p.manure).toMatchObject({ tPerHa: 20, fieldT: 20, sotixKg: 200 });
  });

  it("3. high P (50), medium K (250), high humus (2.0 %): 4 ha in Xorazm, basal window already passed", () => {
    const p = plan({ cropId: "cotton", areaHa: 4, regionCode: "UZ-XO", lab: { humusPercent: 2.0, phosphorusMgKg: 50, potassiumMgKg: 250 } });
    // N 200 x 0.85 = 170; P2O5 25; K2O 60.
    // Ammofos 25 / 0.46 = 54.35 (5.98 kg N); karbamid (170 - 5.98) / 0.46 = 356.57; KCl 100.
    expect(kg(p, "basal_autumn", "ammophos")).toBe(32); // 32.6
    expect(kg(p, "basal_autumn", "potassium_chloride")).toBe(50);
    expect(kg(p, "true_leaves", "ammophos")).toBe(10); // 10.9
    expect(kg(p, "true_leaves", "urea")).toBe(89); // 89.1
    expect(kg(p, "budding", "urea")).toBe(142); // 142.6
    expect(kg(p, "flowering", "urea")).toBe(124); // 124.8
    // North: autumn 10 days earlier (15 Oct -> 5 Oct, 30 Nov -> 20 Nov), spring 10 days later.
    expect(at(p, "basal_autumn", "ammophos")).toMatchObject({ window: { start: "2026-10-05", end: "2026-11-20" }, passed: true });
    expect(at(p, "true_leaves", "urea").window).toEqual({ start: "2027-05-15", end: "2027-05-30" });
    expect(at(p, "basal_autumn", "ammophos")).toMatchObject({ fieldKg: { min: 128, max: 128 }, bags: { min: 3, max: 3 } });
    expect(p.notes).toContain("window_passed");
    expect(p.notes).toContain("region_shift_estimate");
  });

  it("4. medium P (40), high K (350): 3 ha in Surxondaryo, planned in March", () => {
    const p = plan({ cropId: "cotton", areaHa: 3, regionCode: "UZ-SU", today: "2027-03-01", lab: { humusPercent: 1.0, phosphorusMgKg: 40, potassiumMgKg: 350 } });
    // N 200; P2O5 50; K2O 40. Ammofos 108.70 (11.96 kg N); karbamid 188.04 / 0.46 = 408.79; KCl 66.67.
    expect(kg(p, "basal_autumn", "ammophos")).toBe(65); // 65.2
    expect(kg(p, "basal_autumn", "potassium_chloride")).toBe(33); // 33.3
    expect(kg(p, "true_leaves", "urea")).toBe(102); // 102.2
    expect(kg(p, "budding", "urea")).toBe(163); // 163.5
    expect(kg(p, "flowering", "urea")).toBe(143); // 143.1
    // South: spring 10 days earlier (5 May -> 25 Apr), autumn 10 days later (15 Oct -> 25 Oct).
    expect(at(p, "true_leaves", "urea").window).toEqual({ start: "2027-04-25", end: "2027-05-10" });
    expect(at(p, "basal_autumn", "ammophos").window).toEqual({ start: "2026-10-25", end: "2026-12-10" });
    expect(p.seasonYear).toBe(2027);
  });

  it("5. very high K (450): no kaliy xlorid at all", () => {
    const p = plan({ cropId: "cotton", lab: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 450 } });
    expect(p.nutrients.potassium.kgPerHa).toEqual({ min: 0, max: 0 });
    expect(p.applications.some((a) => a.product === "potassium_chloride")).toBe(false);
    expect(p.totals.map((t) => t.product)).toEqual(["ammophos", "urea"]);
  });

  it("6. no lab: every amount a range, manure, and the lab test first", () => {
    const p = plan({ cropId: "cotton", areaHa: 2.5 });
    // N 200-230 (medium to low humus), P2O5 75-100 (low to very low), K2O 60-80 (medium to low).
    expect(p.nutrients.nitrogen.kgPerHa).toEqual({ min: 200, max: 230 });
    expect(p.nutrients.phosphorus.kgPerHa).toEqual({ min: 75, max: 100 });
    expect(p.nutrients.potassium.kgPerHa).toEqual({ min: 60, max: 80 });
    // Basal ammofos 0.6 x 163.04 = 97.8 -> 97 to 0.6 x 217.39 = 130.4 -> 130; field 242.5-325 kg, 5-7 bags.
    expect(at(p, "basal_autumn", "ammophos")).toMatchObject({ kgPerHa: { min: 97, max: 130 }, fieldKg: { min: 242.5, max: 325 }, bags: { min: 5, max: 7 } });
    // KCl 0.5 x 100 = 50 to 0.5 x 133.33 = 66.7 -> 66.
    expect(at(p, "basal_autumn", "potassium_chloride").kgPerHa).toEqual({ min: 50, max: 66 });
    // Karbamid at 2-3 leaves: 0.25 x 395.79 = 98.9 -> 98 to 0.25 x 448.02 = 112.
    expect(at(p, "true_leaves", "urea").kgPerHa).toEqual({ min: 98, max: 112 });
    // Or ammiakli selitra: 98.95 x 0.46 / 0.34 = 133.9 -> 133 to 112.00 x 0.46 / 0.34 = 151.5 -> 151.
    expect(at(p, "true_leaves", "urea").alternative?.kgPerHa).toEqual({ min: 133, max: 151 });
    expect(p.basis).toEqual({ humus: null, phosphorus: null, potassium: null, lab: false });
    expect(p.manure).toMatchObject({ tPerHa: 20, fieldT: 50 });
    expect(p.notes.slice(0, 2)).toEqual(["salinity_not_measured", "lab_test"]);
  });
});

describe("winter wheat, on three phosphorus classes and very low", () => {
  it("7. low P (20), low K (120), medium humus: 2 ha in Toshkent viloyati, planned in August", () => {
    const p = plan({ cropId: "wheat", areaHa: 2, regionCode: "UZ-TO", today: "2026-08-15", lab: { humusPercent: 1.2, phosphorusMgKg: 20, potassiumMgKg: 120 } });
    // N 180, P2O5 100, K2O 60. Ammofos 217.39 (23.91 kg N); karbamid 156.09 / 0.46 = 339.32; KCl 100.
    expect(kg(p, "autumn_sowing", "ammophos")).toBe(163); // 0.75 x 217.39 = 163.0
    expect(kg(p, "autumn_sowing", "urea")).toBe(67); // 0.2 x 339.32 = 67.9
    expect(kg(p, "autumn_sowing", "potassium_chloride")).toBe(100);
    expect(kg(p, "tillering", "ammophos")).toBe(54); // 54.3
    expect(kg(p, "tillering", "urea")).toBe(135); // 135.7
    expect(kg(p, "booting", "urea")).toBe(135);
    // The season ending in April 2026 is over: the plan is for the 2027 harvest, sown this autumn.
    expect(p.seasonYear).toBe(2027);
    expect(at(p, "autumn_sowing", "urea")).toMatchObject({ window: { start: "2026-09-25", end: "2026-10-20" }, passed: false });
    expect(at(p, "booting", "urea").window).toEqual({ start: "2027-04-01", end: "2027-04-20" });
    // Field: 163 x 2 = 326 kg ammofos = 6.52 -> 7 bags.
    expect(at(p, "autumn_sowing", "ammophos").bags).toEqual({ min: 7, max: 7 });
  });

  it("8. very low P (12), very low K (90), low humus: superfosfat instead is held to the cap", () => {
    const p = plan({ cropId: "wheat", lab: { humusPercent: 0.6, phosphorusMgKg: 12, potassiumMgKg: 90 } });
    // N 180 x 1.15 = 207; P2O5 100 x 1.25 = 125; K2O 60 x 1.25 = 75.
    expect([p.nutrients.nitrogen.kgPerHa.min, p.nutrients.phosphorus.kgPerHa.min, p.nutrients.potassium.kgPerHa.min]).toEqual([207, 125, 75]);
    // Ammofos 125 / 0.46 = 271.74 (29.89 kg N); karbamid 177.11 / 0.46 = 385.02; KCl 125.
    expect(kg(p, "autumn_sowing", "ammophos")).toBe(203); // 203.8
    expect(kg(p, "autumn_sowing", "urea")).toBe(77); // 77.0
    expect(kg(p, "autumn_sowing", "potassium_chloride")).toBe(125);
    expect(kg(p, "tillering", "ammophos")).toBe(67); // 67.9
    expect(kg(p, "tillering", "urea")).toBe(154); // 154.0
    // Superfosfat for all of it: 271.74 x 0.46 / 0.14 = 892.9 kg, which the sanitiser reads at
    // 20 % as 178.6 kg P2O5 > 150: lowered x 150/178.6 to 750 kg in all -> 562.5 and 187.5.
    expect(at(p, "autumn_sowing", "ammophos").alternative?.kgPerHa).toEqual({ min: 562, max: 562 });
    expect(at(p, "tillering", "ammophos").alternative?.kgPerHa).toEqual({ min: 187, max: 187 });
    expect(p.notes).toContain("capped");
  });

  it("9. medium P (35), medium K (260), high humus", () => {
    const p = plan({ cropId: "wheat", lab: { humusPercent: 1.8, phosphorusMgKg: 35, potassiumMgKg: 260 } });
    // N 180 x 0.85 = 153; P2O5 75; K2O 45. Ammofos 163.04 (17.93 N); karbamid 135.07 / 0.46 = 293.62; KCl 75.
    expect(kg(p, "autumn_sowing", "ammophos")).toBe(122); // 122.3
    expect(kg(p, "autumn_sowing", "urea")).toBe(58); // 58.7
    expect(kg(p, "autumn_sowing", "potassium_chloride")).toBe(75);
    expect(kg(p, "tillering", "urea")).toBe(117); // 117.4
    expect(p.manure).toBeNull();
  });

  it("10. high P (55): a quarter of the low-class phosphorus is halved again", () => {
    const p = plan({ cropId: "wheat", lab: { humusPercent: 1.0, phosphorusMgKg: 55, potassiumMgKg: 150 } });
    // P2O5 100 x 0.5 = 50. Ammofos 108.70 (11.96 N); karbamid 168.04 / 0.46 = 365.30; KCl 60 / 0.6 = 100.
    expect(kg(p, "autumn_sowing", "ammophos")).toBe(81); // 81.5
    expect(kg(p, "tillering", "ammophos")).toBe(27); // 27.2
    expect(kg(p, "autumn_sowing", "urea")).toBe(73); // 73.1
    expect(kg(p, "booting", "urea")).toBe(146); // 146.1
  });

  it("11. the autumn window moves the other way: later in the south, earlier in the north", () => {
    const south = plan({ cropId: "wheat", regionCode: "UZ-QA", today: "2026-08-15" });
    const north = plan({ cropId: "wheat", regionCode: "UZ-QR", today: "2026-08-15" });
    expect(at(south, "autumn_sowing", "urea").window).toEqual({ start: "2026-10-05", end: "2026-10-30" });
    expect(at(north, "autumn_sowing", "urea").window).toEqual({ start: "2026-09-15", end: "2026-10-10" });
    expect(at(south, "tillering", "urea").window).toEqual({ start: "2027-02-10", end: "2027-03-05" });
    expect(at(north, "tillering", "urea").window).toEqual({ start: "2027-03-02", end: "2027-03-25" });
  });
});
