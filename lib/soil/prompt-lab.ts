// Laboratory values as the model receives them: each number under a unit-bearing key, and
// beside them the method and class table the lab used (docs/soil-rules.md section 3), so
// the model reads 25 mg/kg P2O5 as Machigin "low", not as an Olsen or a ppm-of-P value.
// The class tables are the ones the rules estimator uses (rules/lab-classes.ts).
import { EC15_TO_ECE, toEce } from "./rules/lab-classes";
import type { LabResults } from "./submission-schema";

type LabNumberKey = "ph" | "nitrogen_no3_mg_kg" | "phosphorus_p2o5_mg_kg" | "potassium_k2o_mg_kg" | "humus_percent" | "salinity_percent" | "ec_ds_m" | "ece_ds_m";

export type LabContext =
  | (Partial<Record<LabNumberKey, number>> & {
      /** "ECe" (saturated paste) or "EC1:5" (1:5 soil:water extract), with ec_ds_m. */
      ec_method?: string;
      /** Method and class table of each value given, keyed like the value. */
      methods: Partial<Record<LabNumberKey, string>>;
    })
  | null;

/** Method and class table per key: what the lab meant by the number. */
export const LAB_METHODS: Record<LabNumberKey, string> = {
  ph: "pH of a soil-water suspension (pH H2O). Classes (USDA): <=5.5 strongly acid, 5.6-6.5 slightly acid, 6.6-7.3 neutral, 7.4-7.8 slightly alkaline, 7.9-8.4 moderately alkaline, 8.5-9.0 strongly alkaline, >9.0 very strongly alkaline.",
  nitrogen_no3_mg_kg: "Nitrate nitrogen N-NO3, mg/kg soil. Classes: <=10 very low, 11-20 low, 21-30 medium, >30 high (nitrogen_status past <=20, o'rtacha 21-30, yetarli >30).",
  phosphorus_p2o5_mg_kg: "Mobile phosphorus P2O5 by the Machigin method (1% ammonium carbonate extract, for calcareous soils), mg/kg soil. Classes: <=15 very low, 16-30 low, 31-45 medium, 46-60 high, >60 very high (phosphorus_status past <=30, o'rtacha 31-45, yetarli >45).",
  potassium_k2o_mg_kg: "Exchangeable potassium K2O by the Machigin method, mg/kg soil. Classes: <=100 very low, 101-200 low, 201-300 medium, 301-400 high, >400 very high (potassium_status past <=200, o'rtacha 201-300, yetarli >300).",
  humus_percent: "Humus by the Tyurin method (wet oxidation by dichromate), % of soil mass. Irrigated plough layer: <0.8 past, 0.8-1.5 o'rtacha, >1.5 yuqori.",
  salinity_percent: "Water-extract dry residue (total soluble salts), % of soil mass. Classes: <0.3 non-saline, 0.3-1.0 weakly, 1.0-2.0 moderately, 2.0-3.0 strongly saline, >3.0 solonchak.",
  ec_ds_m: "Electrical conductivity of a soil extract as the lab measured it, dS/m; ec_method says which extract.",
  ece_ds_m: `Electrical conductivity of the saturated-paste extract (ECe), dS/m; when ec_method is EC1:5 it is EC1:5 x ${EC15_TO_ECE}, an approximate conversion that depends on texture. FAO classes: <2 non-saline, 2-4 slightly, 4-8 moderately, 8-16 strongly, >16 very strongly saline.`,
};

/** Lab values with unit-bearing keys and their methods, only those given; null when there are none. */
export function labContext(lab: LabResults | null | undefined): LabContext {
  if (!lab) return null;
  const ece = lab.ecDsM !== undefined && lab.ecMethod ? Math.round(toEce(lab.ecDsM, lab.ecMethod) * 100) / 100 : undefined;
  const entries: [LabNumberKey, number | undefined][] = [
    ["ph", lab.ph],
    ["nitrogen_no3_mg_kg", lab.nitrogenMgKg],
    ["phosphorus_p2o5_mg_kg", lab.phosphorusMgKg],
    ["potassium_k2o_mg_kg", lab.potassiumMgKg],
    ["humus_percent", lab.humusPercent],
    ["salinity_percent", lab.salinityPercent],
    ["ec_ds_m", lab.ecDsM],
    ["ece_ds_m", ece],
  ];
  const present = entries.filter((entry): entry is [LabNumberKey, number] => entry[1] !== undefined);
  if (!present.length) return null;
  return {
    ...Object.fromEntries(present),
    ...(lab.ecMethod && lab.ecDsM !== undefined ? { ec_method: lab.ecMethod } : {}),
    methods: Object.fromEntries(present.map(([key]) => [key, LAB_METHODS[key]])),
  };
}

/**
 * Said in the user message when there is neither a lab result nor a photo: every status is a
 * guess, and the farmer must be told which (the sanitiser holds P and K to "unknown" too).
 */
export const NO_EVIDENCE_NOTE =
  "There are no laboratory results and no photos. Every value in soil_profile is a guess from regional statistics, the farmer's observations and the crop history: set phosphorus_status and potassium_status to unknown, keep ph_confidence at 0.4 or lower, do not call the field saline unless the farmer describes salt signs (only 'possible', with a salinity test), and in summary_for_farmer_uz name the statuses that are guesses (for example: \"azot, gumus va pH taxminiy\").";
