// Realistic farmer cases for the rules estimator (lib/soil/rules/cases.test.ts). Every expected
// value was worked out by hand from docs/soil-rules.md section 5, not copied from the code:
// salinity ("possible" = not shown saline, worth a test), the issues that must and must not be
// raised, and the top crops in order (the score arithmetic is in the comment of each case).
import type { SoilSubmissionInput } from "../submission-schema";

export type SalinityLabel = "none" | "possible" | "weak" | "moderate" | "strong" | "solonchak";

export type FarmerCase = {
  id: string;
  input: Pick<SoilSubmissionInput, "location" | "lastCrops" | "irrigationType" | "farmerObservations" | "labResults">;
  expect: {
    salinity: SalinityLabel;
    issues: string[];
    absent: string[];
    /** The first recommended crops, in order. */
    top: string[];
    soilType?: string;
    /** A gypsum action (only for sodic signs). */
    gypsum?: boolean;
    /** An irrigation action with sho'r yuvish (only for observed or measured salinity). */
    leaching?: boolean;
    /** A salinity test with an EC meter. */
    salinityTest?: boolean;
    /** Crops (by id) whose reason must not speak of salinity losses. */
    noSaltLossFor?: string[];
    /** Fertilizer actions lowered behind diagnosis (falling yields where salinity is possible). */
    fertilizerLow?: boolean;
  };
};

const crops = (...list: [number, string, string][]) => list.map(([year, crop, yieldText]) => ({ year, crop, yield: yieldText }));
const furrow = "ariqqa" as const;

export const FARMER_CASES: FarmerCase[] = [
  {
    // pH 7.7 prior: cotton S2 -5 (a quarter of 20) +5 main = 100; wheat last season 100-10+5 = 95;
    // barley, maize, sorghum, beda, mosh, onion 100. Ties: main crop first, then the table.
    id: "C01-andijan-cotton-wheat-no-lab",
    input: { location: "Andijon", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk"], absent: ["declining_yield", "narrow_rotation"], top: ["paxta", "arpa", "makkajo'xori"], leaching: false, salinityTest: true },
  },
  {
    id: "C02-namangan-cotton-wheat-no-lab",
    input: { location: "Namangan", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk"], absent: ["declining_yield"], top: ["paxta", "arpa", "makkajo'xori"], leaching: false, salinityTest: true },
  },
  {
    // Low regional risk, nothing seen: no salinity talk. Potato S2 -5 +5 main = 100, rank 4.
    id: "C03-tashkent-region-cotton-wheat-no-lab",
    input: { location: "Toshkent viloyati", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "none", issues: [], absent: ["salinity_risk", "declining_yield"], top: ["paxta", "kartoshka", "arpa"], salinityTest: false },
  },
  {
    // Cotton-wheat only 3 seasons: beda +10 = 110; rice (main, furrow) 105, wheat 105, mosh 105.
    id: "C04-khorezm-cotton-wheat-cotton-no-lab",
    input: { location: "Xorazm", lastCrops: crops([2022, "paxta", "yaxshi"], [2023, "bug'doy", "o'rtacha"], [2024, "paxta", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "high_ph", "nitrogen_deficiency", "narrow_rotation"], absent: ["declining_yield"], top: ["beda", "sholi", "kuzgi bug'doy"], leaching: false, salinityTest: true },
  },
  {
    // Rice 100+5 and beda 100+5 (mains 3 and 4), then cotton 95+5 and melon 95+5.
    id: "C05-karakalpakstan-no-observation",
    input: { location: "Qoraqalpog'iston", lastCrops: crops([2023, "paxta", "o'rtacha"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "high_ph", "low_organic_matter", "nitrogen_deficiency"], absent: ["declining_yield", "waterlogging"], top: ["sholi", "beda", "paxta"], leaching: false, soilType: "o'tloq-allyuvial tuproq" },
  },
  {
    // Crust in a very-high region: 0.7+0.35 = 1.05 -> strong, ECe 10. Cotton min(95, 88.0)+5 =
    // 93.0; barley 90; sunflower 74; wheat 71.6-10+5 = 66.6.
    id: "C06-bukhara-white-crust",
    input: { location: "Buxoro", lastCrops: crops([2023, "paxta", "o'rtacha"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Bahorda tuproq yuzasida oq qatlam paydo bo'ladi.", labResults: null },
    expect: { salinity: "strong", issues: ["salinity_risk", "low_organic_matter"], absent: ["declining_yield"], top: ["paxta", "arpa", "kungaboqar"], leaching: true, gypsum: false, salinityTest: true },
  },
  {
    // Lab pH 8.1 (full penalties), dry residue 1.4 % -> moderate, ECe 6. Wheat 100+5; sorghum 100;
    // barley S2 80; beda min(80, 70.8); cotton S3 55-10+5 = 50.
    id: "C07-syrdarya-lab-moderate",
    input: { location: "Sirdaryo", lastCrops: crops([2023, "bug'doy", "yaxshi"], [2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 8.1, salinityPercent: 1.4 } },
    expect: { salinity: "moderate", issues: ["salinity_risk", "high_ph"], absent: ["declining_yield"], top: ["kuzgi bug'doy", "oq jo'xori", "arpa"], leaching: true, gypsum: false, salinityTest: false },
  },
  {
    // EC1:5 0.9 x 6.4 = ECe 5.76 -> moderate. Cotton 3 years falling: monoculture, decline.
    // Wheat 100+5; barley, sorghum 100; sunflower 95.2; cotton 100-20+5 = 85; beda 72.6+10.
    id: "C08-fergana-ec15-cotton-monoculture",
    input: { location: "Farg'ona", lastCrops: crops([2022, "paxta", "yaxshi"], [2023, "paxta", "yaxshi"], [2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 7.4, ecDsM: 0.9, ecMethod: "EC1:5" } },
    expect: { salinity: "moderate", issues: ["salinity_risk", "monoculture", "declining_yield", "nitrogen_deficiency"], absent: ["high_ph"], top: ["kuzgi bug'doy", "arpa", "oq jo'xori"], leaching: true, fertilizerLow: true, salinityTest: false },
  },
  {
    // Lab pH 8.8 with a hard crust: sodic signs, so gypsum (with a lab check). Every crop is N
    // (-80); cotton 20+5 first.
    id: "C09-samarkand-sodic-crust",
    input: { location: "Samarqand", lastCrops: crops([2023, "paxta", "o'rtacha"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi, qatqaloq bo'ladi.", labResults: { ph: 8.8 } },
    expect: { salinity: "possible", issues: ["high_ph", "compaction", "low_organic_matter"], absent: ["declining_yield"], top: ["paxta"], gypsum: true, leaching: false, salinityTest: true },
  },
  {
    // Saline (1.2 %) and hard, pH 7.9: leaching, no gypsum. Barley, sorghum 100; wheat 100-10+5.
    id: "C10-samarkand-saline-hard-no-gypsum",
    input: { location: "Samarqand", lastCrops: crops([2023, "paxta", "o'rtacha"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Tuproq qotib qoladi.", labResults: { ph: 7.9, salinityPercent: 1.2 } },
    expect: { salinity: "moderate", issues: ["salinity_risk", "compaction", "high_ph"], absent: [], top: ["arpa", "oq jo'xori", "kuzgi bug'doy"], leaching: true, gypsum: false },
  },
  {
    // City garden: vegetables and mosh. Mosh, onion 100; potato S2 95; tomato last season 85.
    id: "C11-tashkent-city-garden",
    input: { location: "Toshkent shahri", lastCrops: crops([2024, "pomidor", "yaxshi"]), irrigationType: "tomchilatib", farmerObservations: "", labResults: null },
    expect: { salinity: "none", issues: [], absent: ["salinity_risk"], top: ["mosh", "piyoz", "kartoshka"], noSaltLossFor: ["onion", "potato"], salinityTest: false },
  },
  {
    // Measured non-saline (0.1 %): onion may not be told salinity costs it yield.
    id: "C12-tashkent-region-onion-non-saline-lab",
    input: { location: "Toshkent viloyati", lastCrops: crops([2024, "piyoz", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 7.2, salinityPercent: 0.1 } },
    expect: { salinity: "none", issues: [], absent: ["salinity_risk"], top: ["paxta", "kuzgi bug'doy", "arpa"], noSaltLossFor: ["onion", "maize"], salinityTest: false },
  },
  {
    // Wheat-cotton-wheat: narrow rotation, no decline (wheat o'rtacha both times). Beda 110,
    // mosh 105, cotton 95+5 = 100 first of the 100s.
    id: "C13-jizzakh-wheat-cotton-wheat",
    input: { location: "Jizzax", lastCrops: crops([2022, "bug'doy", "o'rtacha"], [2023, "paxta", "yaxshi"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "nitrogen_deficiency", "narrow_rotation"], absent: ["declining_yield"], top: ["beda", "mosh", "paxta"], leaching: false },
  },
  {
    // Wheat three years, falling: monoculture, decline; salinity possible, so the test comes
    // first and fertilizer is low (rule 4). Beda 110, mosh 105, cotton 100.
    id: "C14-kashkadarya-wheat-monoculture-falling",
    input: { location: "Qashqadaryo", lastCrops: crops([2022, "bug'doy", "yaxshi"], [2023, "bug'doy", "o'rtacha"], [2024, "bug'doy", "past"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["monoculture", "declining_yield", "salinity_risk", "nitrogen_deficiency"], absent: [], top: ["beda", "mosh", "paxta"], leaching: false, fertilizerLow: true, salinityTest: true },
  },
  {
    id: "C15-surkhandarya-cotton-wheat-cotton",
    input: { location: "Surxondaryo", lastCrops: crops([2022, "paxta", "yaxshi"], [2023, "bug'doy", "o'rtacha"], [2024, "paxta", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "narrow_rotation"], absent: ["declining_yield"], top: ["beda", "kuzgi bug'doy", "mosh"], leaching: false },
  },
  {
    // Navoiy farmland is meadow soil, not the desert soil of the Kyzylkum.
    id: "C16-navoiy-farmland",
    input: { location: "Navoiy", lastCrops: crops([2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "high_ph"], absent: ["low_organic_matter"], top: ["kuzgi bug'doy", "arpa", "oq jo'xori"], soilType: "o'tloq tuproq" },
  },
  {
    // White spots and sparse stand in Andijan (high): 0.5+0.35+0.1 = 0.95 -> strong, ECe 10.
    // Barley 90; wheat 71.6+5; sunflower 74; cotton 88.0-20+5 = 73.0.
    id: "C17-andijan-crust-patchy-cotton-falling",
    input: { location: "Andijon", lastCrops: crops([2022, "paxta", "yaxshi"], [2023, "paxta", "o'rtacha"], [2024, "paxta", "past"]), irrigationType: furrow, farmerObservations: "Dalada oq dog'lar bor, ko'chatlar siyrak.", labResults: null },
    expect: { salinity: "strong", issues: ["salinity_risk", "monoculture", "declining_yield", "poor_growth"], absent: [], top: ["arpa", "kuzgi bug'doy", "kungaboqar"], leaching: true, fertilizerLow: true },
  },
  {
    // Rice twice with standing water but no salt sign: salinity possible, drains, no leaching.
    // Waterlogging -15 for all but rice: wheat 90; cotton, rice, melon 85 by main-crop order.
    id: "C18-khorezm-rice-waterlogged",
    input: { location: "Xorazm", lastCrops: crops([2023, "sholi", "o'rtacha"], [2024, "sholi", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Dalada suv turib qoladi.", labResults: null },
    expect: { salinity: "possible", issues: ["waterlogging", "after_rice", "monoculture", "salinity_risk"], absent: [], top: ["kuzgi bug'doy", "paxta", "sholi"], leaching: false, salinityTest: true },
  },
  {
    id: "C19-unknown-region",
    input: { location: "Almaty", lastCrops: crops([2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "low_organic_matter", "nitrogen_deficiency"], absent: ["high_ph"], top: ["kuzgi bug'doy", "arpa", "makkajo'xori"] },
  },
  {
    // ECe 2.8 measured: slightly saline (FAO 2-4). Cotton 100+5; barley, sorghum 100.
    id: "C20-fergana-ece-slight-drip",
    input: { location: "Farg'ona", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "yaxshi"]), irrigationType: "tomchilatib", farmerObservations: "", labResults: { ph: 7.6, ecDsM: 2.8, ecMethod: "ECe" } },
    expect: { salinity: "weak", issues: ["salinity_risk"], absent: ["high_ph"], top: ["paxta", "arpa", "oq jo'xori"], leaching: true, salinityTest: false },
  },
  {
    // Dry residue 0.5 % says weak, EC1:5 1.5 (ECe 9.6) says strong: the worse counts, ECe 9.6.
    // Barley 92; wheat 74.4+5; sunflower 76; cotton 80-10+5.
    id: "C21-bukhara-ec-and-dry-residue",
    input: { location: "Buxoro", lastCrops: crops([2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 7.9, salinityPercent: 0.5, ecDsM: 1.5, ecMethod: "EC1:5" } },
    expect: { salinity: "strong", issues: ["salinity_risk", "high_ph"], absent: [], top: ["arpa", "kuzgi bug'doy", "kungaboqar"], leaching: true },
  },
  {
    // Measured non-saline in a very-high region: the lab beats the region. No test asked.
    id: "C22-syrdarya-lab-non-saline",
    input: { location: "Sirdaryo", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 7.8, salinityPercent: 0.2 } },
    expect: { salinity: "none", issues: [], absent: ["salinity_risk"], top: ["arpa", "makkajo'xori", "oq jo'xori"], leaching: false, salinityTest: false },
  },
  {
    // Crust and shallow water: 0.7+0.35+0.15 -> strong; -15 for shallow groundwater.
    // Barley 90-15 = 75; wheat 71.6-15+5; sunflower 74-15; cotton 88.0-15-20+5.
    id: "C23-karakalpakstan-crust-shallow-water",
    input: { location: "Qoraqalpog'iston", lastCrops: crops([2023, "paxta", "o'rtacha"], [2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Yer osti suvi yaqin, bahorda oq qatlam chiqadi.", labResults: null },
    expect: { salinity: "strong", issues: ["salinity_risk", "shallow_groundwater", "monoculture"], absent: [], top: ["arpa", "kuzgi bug'doy", "kungaboqar"], leaching: true },
  },
  {
    // Mosh after wheat: nitrogen one step up, no monoculture. Rice 105; cotton, melon 100.
    id: "C24-khorezm-mungbean-after-wheat",
    input: { location: "Xorazm", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "yaxshi"], [2024, "mosh", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "high_ph"], absent: ["nitrogen_deficiency", "monoculture", "declining_yield"], top: ["sholi", "paxta", "qovun"] },
  },
  {
    // Wheat 55 then 45 c/ha (cotton between): the same crop falls. Potato is a Samarkand main.
    id: "C25-samarkand-wheat-numbers-falling",
    input: { location: "Samarqand", lastCrops: crops([2022, "bug'doy", "55 s/ga"], [2023, "paxta", "30 s/ga"], [2024, "bug'doy", "45 s/ga"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["declining_yield", "salinity_risk", "narrow_rotation"], absent: [], top: ["beda", "mosh", "paxta"], fertilizerLow: true, leaching: false },
  },
  {
    // The reported bug: cotton "good" then wheat "average" is no decline.
    id: "C26-khorezm-cotton-good-wheat-average",
    input: { location: "Xorazm", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "o'rtacha"]), irrigationType: furrow, farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk"], absent: ["declining_yield"], top: ["sholi", "paxta", "qovun"], leaching: false, fertilizerLow: false },
  },
  {
    id: "C27-tashkent-region-says-not-saline",
    input: { location: "Toshkent viloyati", lastCrops: crops([2024, "paxta", "yaxshi"]), irrigationType: furrow, farmerObservations: "Yer sho'r emas, oq qatlam yo'q.", labResults: null },
    expect: { salinity: "none", issues: [], absent: ["salinity_risk"], top: ["kuzgi bug'doy", "kartoshka", "arpa"] },
  },
  {
    // Sprinkler: no rice. Wheat 105; melon 95+5 (main); barley 100.
    id: "C28-khorezm-sprinkler",
    input: { location: "Xorazm", lastCrops: crops([2024, "paxta", "o'rtacha"]), irrigationType: "yomg'irlatib", farmerObservations: "", labResults: null },
    expect: { salinity: "possible", issues: ["salinity_risk", "high_ph"], absent: [], top: ["kuzgi bug'doy", "qovun", "arpa"] },
  },
  {
    // Saline (2.5 %) and sodic signs (pH 8.7, hard crust): leaching and gypsum with a lab check.
    id: "C29-bukhara-saline-and-sodic",
    input: { location: "Buxoro", lastCrops: crops([2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Sug'orishdan keyin qatqaloq bo'ladi.", labResults: { ph: 8.7, salinityPercent: 2.5 } },
    expect: { salinity: "strong", issues: ["salinity_risk", "high_ph", "compaction"], absent: [], top: ["kuzgi bug'doy", "qovun", "arpa"], leaching: true, gypsum: true },
  },
  {
    // Patchy stand alone in a high region: 0.5+0.1 = 0.6 -> moderate, ECe 6.
    id: "C30-surkhandarya-patchy-stand",
    input: { location: "Surxondaryo", lastCrops: crops([2024, "paxta", "o'rtacha"]), irrigationType: furrow, farmerObservations: "Ko'chatlar siyrak, ayrim joylarda unmadi.", labResults: null },
    expect: { salinity: "moderate", issues: ["salinity_risk", "poor_growth"], absent: [], top: ["kuzgi bug'doy", "arpa", "oq jo'xori"], leaching: true, salinityTest: true },
  },
  {
    // EC1:5 0.25 -> ECe 1.6: non-saline. Cotton 100+5; then the table's 100s.
    id: "C31-namangan-ec15-non-saline",
    input: { location: "Namangan", lastCrops: crops([2023, "paxta", "yaxshi"], [2024, "bug'doy", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 7.5, ecDsM: 0.25, ecMethod: "EC1:5" } },
    expect: { salinity: "none", issues: [], absent: ["salinity_risk"], top: ["paxta", "arpa", "makkajo'xori"], salinityTest: false },
  },
  {
    // Poor lab values, low-risk region, no salinity value: no salinity talk.
    id: "C32-tashkent-region-poor-lab",
    input: { location: "Toshkent viloyati", lastCrops: crops([2023, "bug'doy", "yaxshi"], [2024, "paxta", "yaxshi"]), irrigationType: furrow, farmerObservations: "", labResults: { ph: 7.4, nitrogenMgKg: 8, phosphorusMgKg: 12, potassiumMgKg: 150, humusPercent: 0.6 } },
    expect: { salinity: "none", issues: ["nitrogen_deficiency", "phosphorus_deficiency", "potassium_deficiency", "low_organic_matter"], absent: ["salinity_risk"], top: ["kuzgi bug'doy", "arpa", "makkajo'xori"], salinityTest: false },
  },
];
