// The plan's crop table (docs/soil-rules.md section 12, "Rates" and "Splits"): the season's
// rates in kg/ha of N, P2O5 and K2O for irrigated fields, and how they are split by crop stage,
// with each stage's window on the central (Tashkent) calendar. Every number and its source, or
// the mark that it could not be verified, is in the docs. Shares of one nutrient add up to 1.
import type { Nutrient } from "../products";
import type { LabClass } from "../rules/lab-classes";

export const PLAN_CROP_IDS = ["cotton", "wheat", "barley", "rice", "maize", "sorghum", "alfalfa", "sunflower", "mungbean", "melon", "tomato", "potato", "onion"] as const;
export type PlanCropId = (typeof PLAN_CROP_IDS)[number];

export type StageId =
  | "basal_autumn"
  | "presowing"
  | "autumn_sowing"
  | "true_leaves"
  | "budding"
  | "flowering"
  | "tillering"
  | "booting"
  | "panicle"
  | "leaves_6_7"
  | "tasselling"
  | "thinning"
  | "leaves_8_10"
  | "first_cut"
  | "vine_running"
  | "fruit_set"
  | "after_transplant"
  | "hilling"
  | "leaves_3_4"
  | "bulbing";

export type Rates = Record<Nutrient, number>;

export type Stage = {
  id: StageId;
  /** MM-DD on the central calendar; `previousYear`: the window falls in the autumn before the season. */
  from: string;
  to: string;
  previousYear?: boolean;
  share: Partial<Rates>;
};

export type PlanCrop = {
  id: PlanCropId;
  /** kg/ha at medium humus and the "low" Machigin class of P2O5 and K2O (coefficient 1.0). */
  base: Rates;
  /** A published table by class that replaces base x coefficient (cotton). */
  byClass?: { phosphorus: Record<LabClass, number>; potassium: Record<LabClass, number> };
  /** Its rates could not be checked against a published Uzbek source (said in the plan). */
  unverified: boolean;
  legume: boolean;
  /** Sensitive to chloride: its potassium comes as potassium sulphate, never as the chloride. */
  chlorideSensitive: boolean;
  /**
   * Salt tolerance on the Maas-Hoffman line (FAO Irrigation and Drainage Paper 29, table 4):
   * no loss up to `threshold` ECe (dS/m), then `slope` % of the yield per dS/m; null: no
   * published threshold (melons are rated moderately sensitive without one).
   */
  salt: { threshold: number; slope: number } | null;
  stages: Stage[];
};

const s = (id: StageId, from: string, to: string, share: Partial<Rates>, previousYear = false): Stage => ({ id, from, to, share, ...(previousYear ? { previousYear } : {}) });

const crop = (c: Omit<PlanCrop, "byClass" | "legume" | "chlorideSensitive"> & Partial<PlanCrop>): PlanCrop => ({ legume: false, chlorideSensitive: false, ...c });

export const PLAN_CROPS: Record<PlanCropId, PlanCrop> = {
  // Seed cotton 3.5-4.0 t/ha, the yield the N200 P140 K100 norm of Uzbek cotton trials is for:
  // P2O5 by Machigin class from that column of Safarova & Safarov's table (p. 71: 130 / 100 / 75
  // / 50 / 25), K2O from the upper ends of its potassium rates (120 / 100 / 80 / 60 / none).
  // The presowing stage has no share of its own: it takes a missed autumn dose (schedule.ts).
  cotton: crop({
    id: "cotton",
    base: { nitrogen: 200, phosphorus: 100, potassium: 100 },
    byClass: {
      phosphorus: { "juda past": 130, past: 100, "o'rtacha": 75, yuqori: 50, "juda yuqori": 25 },
      potassium: { "juda past": 120, past: 100, "o'rtacha": 80, yuqori: 60, "juda yuqori": 0 },
    },
    unverified: false,
    salt: { threshold: 7.7, slope: 5.2 },
    stages: [
      s("basal_autumn", "10-15", "11-30", { phosphorus: 0.6, potassium: 0.5 }, true),
      s("presowing", "03-15", "04-10", {}),
      s("true_leaves", "05-05", "05-20", { nitrogen: 0.25, phosphorus: 0.2 }),
      s("budding", "06-01", "06-15", { nitrogen: 0.4, phosphorus: 0.2, potassium: 0.5 }),
      s("flowering", "07-01", "07-15", { nitrogen: 0.35 }),
    ],
  }),
  // Winter wheat on typical serozem: N180, P2O5 and K2O below (the one trial at hand used P125 K90).
  wheat: crop({
    id: "wheat",
    base: { nitrogen: 180, phosphorus: 100, potassium: 60 },
    salt: { threshold: 6.0, slope: 7.1 },
    unverified: false,
    stages: [
      s("autumn_sowing", "09-25", "10-20", { nitrogen: 0.2, phosphorus: 0.75, potassium: 1 }, true),
      s("tillering", "02-20", "03-15", { nitrogen: 0.4, phosphorus: 0.25 }),
      s("booting", "04-01", "04-20", { nitrogen: 0.4 }),
    ],
  }),
  barley: crop({
    id: "barley",
    base: { nitrogen: 90, phosphorus: 60, potassium: 45 },
    salt: { threshold: 8.0, slope: 5.0 },
    unverified: true,
    stages: [s("autumn_sowing", "10-01", "10-25", { nitrogen: 0.3, phosphorus: 1, potassium: 1 }, true), s("tillering", "02-20", "03-15", { nitrogen: 0.7 })],
  }),
  rice: crop({
    id: "rice",
    base: { nitrogen: 150, phosphorus: 90, potassium: 60 },
    salt: { threshold: 3.0, slope: 12 },
    unverified: true,
    stages: [
      s("presowing", "05-01", "05-20", { nitrogen: 0.4, phosphorus: 1, potassium: 1 }),
      s("tillering", "06-10", "06-30", { nitrogen: 0.4 }),
      s("panicle", "07-15", "07-31", { nitrogen: 0.2 }),
    ],
  }),
  // Grain maize: 390 kg karbamid (179 N) and 650 kg superfosfat a hectare in a regional list.
  maize: crop({
    id: "maize",
    base: { nitrogen: 180, phosphorus: 100, potassium: 60 },
    salt: { threshold: 1.7, slope: 12 },
    unverified: false,
    stages: [
      s("presowing", "04-01", "04-20", { nitrogen: 0.3, phosphorus: 0.7, potassium: 1 }),
      s("leaves_6_7", "05-10", "05-25", { nitrogen: 0.4, phosphorus: 0.3 }),
      s("tasselling", "06-10", "06-25", { nitrogen: 0.3 }),
    ],
  }),
  // Sorghum: 120-150 N, 100-120 P2O5, 50-60 K2O; two top-dressings, after thinning and at 8-10 leaves.
  sorghum: crop({
    id: "sorghum",
    base: { nitrogen: 135, phosphorus: 100, potassium: 55 },
    salt: { threshold: 6.8, slope: 16 },
    unverified: false,
    stages: [
      s("presowing", "04-10", "04-30", { phosphorus: 0.4, potassium: 0.4 }),
      s("thinning", "05-15", "05-31", { nitrogen: 0.5, phosphorus: 0.3, potassium: 0.3 }),
      s("leaves_8_10", "06-05", "06-20", { nitrogen: 0.5, phosphorus: 0.3, potassium: 0.3 }),
    ],
  }),
  alfalfa: crop({
    id: "alfalfa",
    base: { nitrogen: 30, phosphorus: 90, potassium: 60 },
    salt: { threshold: 2.0, slope: 7.3 },
    unverified: true,
    legume: true,
    stages: [s("presowing", "03-01", "03-25", { nitrogen: 1, phosphorus: 0.7, potassium: 1 }), s("first_cut", "05-10", "05-31", { phosphorus: 0.3 })],
  }),
  sunflower: crop({
    id: "sunflower",
    base: { nitrogen: 90, phosphorus: 60, potassium: 45 },
    salt: { threshold: 4.8, slope: 5.0 },
    unverified: true,
    stages: [s("presowing", "04-01", "04-20", { nitrogen: 0.4, phosphorus: 0.7, potassium: 1 }), s("budding", "06-01", "06-15", { nitrogen: 0.6, phosphorus: 0.3 })],
  }),
  // Mung bean as the summer crop after wheat: a starter dose only, it fixes its own nitrogen.
  mungbean: crop({
    id: "mungbean",
    base: { nitrogen: 30, phosphorus: 60, potassium: 30 },
    salt: { threshold: 1.8, slope: 20.7 },
    unverified: true,
    legume: true,
    stages: [s("presowing", "06-20", "07-10", { nitrogen: 1, phosphorus: 1, potassium: 1 })],
  }),
  melon: crop({
    id: "melon",
    salt: null,
    base: { nitrogen: 100, phosphorus: 75, potassium: 50 },
    unverified: true,
    stages: [
      s("presowing", "04-10", "04-30", { nitrogen: 0.3, phosphorus: 0.7, potassium: 0.7 }),
      s("vine_running", "05-20", "06-05", { nitrogen: 0.4, phosphorus: 0.3, potassium: 0.3 }),
      s("fruit_set", "06-15", "06-30", { nitrogen: 0.3 }),
    ],
  }),
  // Tomato: 330 kg karbamid (152 N) and 660 kg superfosfat a hectare in a regional list.
  tomato: crop({
    id: "tomato",
    base: { nitrogen: 150, phosphorus: 100, potassium: 90 },
    salt: { threshold: 2.5, slope: 9.9 },
    unverified: false,
    chlorideSensitive: true,
    stages: [
      s("presowing", "04-10", "04-30", { nitrogen: 0.3, phosphorus: 0.6, potassium: 0.5 }),
      s("after_transplant", "05-10", "05-25", { nitrogen: 0.3, phosphorus: 0.2, potassium: 0.2 }),
      s("fruit_set", "06-05", "06-20", { nitrogen: 0.4, phosphorus: 0.2, potassium: 0.3 }),
    ],
  }),
  potato: crop({
    id: "potato",
    base: { nitrogen: 180, phosphorus: 100, potassium: 100 },
    salt: { threshold: 1.7, slope: 12 },
    unverified: true,
    chlorideSensitive: true,
    stages: [s("presowing", "03-01", "03-20", { nitrogen: 0.5, phosphorus: 0.7, potassium: 0.6 }), s("hilling", "04-10", "04-30", { nitrogen: 0.5, phosphorus: 0.3, potassium: 0.4 })],
  }),
  onion: crop({
    id: "onion",
    base: { nitrogen: 150, phosphorus: 90, potassium: 90 },
    salt: { threshold: 1.2, slope: 16 },
    unverified: true,
    chlorideSensitive: true,
    stages: [
      s("presowing", "03-01", "03-20", { nitrogen: 0.3, phosphorus: 0.6, potassium: 0.5 }),
      s("leaves_3_4", "04-10", "04-30", { nitrogen: 0.35, phosphorus: 0.2, potassium: 0.25 }),
      s("bulbing", "05-20", "06-05", { nitrogen: 0.35, phosphorus: 0.2, potassium: 0.25 }),
    ],
  }),
};

export function isPlanCrop(id: string): id is PlanCropId {
  return (PLAN_CROP_IDS as readonly string[]).includes(id);
}
