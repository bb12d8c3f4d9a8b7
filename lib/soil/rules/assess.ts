// The estimator's reading of a field: pH, nutrient statuses, humus, salinity and hints, from
// (in order of trust) laboratory results, observations, crop history and regional priors.
import type { NutrientStatus, OrganicMatterLevel } from "../answer-schema";
import { hasStoredHistory, type SoilContextInput } from "../prompt";
import type { IrrigationType } from "../submission-schema";
import { summarizeHistory, type HistoryEntry, type HistorySummary } from "./history";
import * as lab from "./lab-classes";
import { readObservations, type ObservationSignals } from "./observations";
import { readSalinity, type SalinityBasis } from "./salinity";
import { RULES_TEXTS, soilTypeIn } from "./texts";

export type SoilState = {
  regionKnown: boolean;
  regionName: string | null;
  hasLab: boolean;
  ph: number;
  phFromLab: boolean;
  phConfidence: number;
  nitrogen: lab.Status3;
  nitrogenFromLab: boolean;
  nitrogenVeryLow: boolean;
  phosphorus: NutrientStatus;
  phosphorusClass: lab.LabClass | null;
  potassium: NutrientStatus;
  potassiumClass: lab.LabClass | null;
  organicMatter: OrganicMatterLevel;
  humusFromLab: boolean;
  humusPercent: number | null;
  salinity: lab.SalinityClass;
  salinityFromLab: boolean;
  salinityBasis: SalinityBasis;
  /** Not shown saline but it may be: the answer says "possible" and asks for a salinity test. */
  salinityPossible: boolean;
  /** ECe (dS/m) for crop yield losses; null when salinity is neither observed nor measured. */
  ece: number | null;
  eceConverted: boolean;
  /** Sodic signs: lab pH above 8.5 with a hard crust after irrigation, or a sodic soil named. */
  sodic: boolean;
  soilType: string;
  climateZone: string | null;
  mainCrops: string[];
  irrigation: IrrigationType;
  signals: ObservationSignals;
  history: HistorySummary;
};

/**
 * Calcareous loess soils: the national prior when the region is unknown (docs/soil-rules.md section
 * 5, pH row).
 */
export const DEFAULT_PH = 7.8;

function historyEntries(input: SoilContextInput): HistoryEntry[] {
  if (hasStoredHistory(input.history)) {
    return input.history.flatMap((season) =>
      season.plots.map((plot) => ({ year: season.year, crop: plot.crop, yield: plot.yield, areaPercent: plot.areaPercent })),
    );
  }
  return input.submission.lastCrops.map((crop) => ({ year: crop.year, crop: crop.crop, yield: crop.yield }));
}

export function assessSoil(input: SoilContextInput): SoilState {
  const { submission, stats } = input;
  const results = submission.labResults;
  const physical = Object.values(submission.soilPhysicalProperties ?? {}).join(". ");
  const signals = readObservations(submission.farmerObservations, physical);
  const history = summarizeHistory(historyEntries(input));

  const phFromLab = results?.ph !== undefined && results !== null;
  const ph = phFromLab ? results!.ph! : (stats?.avgPh ?? DEFAULT_PH);

  // Humus: lab, else the middle of the regional range; a hard crust or sand means less.
  const humusPercent = results?.humusPercent ?? null;
  let organicMatter: OrganicMatterLevel;
  if (humusPercent !== null) organicMatter = lab.humusLevel(humusPercent);
  else {
    organicMatter = stats ? lab.humusLevel((stats.humusLowPct + stats.humusHighPct) / 2) : "past";
    if (signals.hardening || signals.sandy) organicMatter = lab.shiftOrganicMatter(organicMatter, -1);
  }

  // Nitrogen: lab nitrate, else inferred. Irrigated soils are N-poor (0.08-0.15 % total N);
  // cotton/wheat without legumes depletes it; a legume last season adds; yellowing hints less.
  const nitrate = results?.nitrogenMgKg;
  let nitrogen: lab.Status3;
  if (nitrate !== undefined) nitrogen = lab.nitrogenStatus(nitrate);
  else {
    const cerealRepeat = history.repeatedCropId === "cotton" || history.repeatedCropId === "wheat";
    nitrogen = organicMatter === "past" || history.cottonWheatOnly || cerealRepeat ? "past" : "o'rtacha";
    if (history.recentLegume) nitrogen = lab.shiftStatus(nitrogen, 1);
    if (signals.yellowing) nitrogen = lab.shiftStatus(nitrogen, -1);
  }

  const phosphorusClass = results?.phosphorusMgKg !== undefined ? lab.phosphorusClass(results.phosphorusMgKg) : null;
  const potassiumClass = results?.potassiumMgKg !== undefined ? lab.potassiumClass(results.potassiumMgKg) : null;

  const reading = readSalinity(results, stats?.salinityRisk ?? null, signals, history);
  const salinity = reading.salinity;

  const soilType = soilTypeIn(stats?.soilTypeUz ?? null, salinity, RULES_TEXTS.uz);

  return {
    regionKnown: stats !== null,
    regionName: input.region?.nameUz ?? null,
    hasLab: results !== null,
    ph,
    phFromLab,
    phConfidence: phFromLab ? 0.9 : stats ? 0.35 : 0.2,
    nitrogen,
    nitrogenFromLab: nitrate !== undefined,
    nitrogenVeryLow: nitrate !== undefined && lab.nitrogenVeryLow(nitrate),
    phosphorus: phosphorusClass ? lab.toStatus(phosphorusClass) : "unknown",
    phosphorusClass,
    potassium: potassiumClass ? lab.toStatus(potassiumClass) : "unknown",
    potassiumClass,
    organicMatter,
    humusFromLab: humusPercent !== null,
    humusPercent,
    salinity,
    salinityFromLab: reading.basis === "lab",
    salinityBasis: reading.basis,
    salinityPossible: reading.possible,
    ece: reading.ece,
    eceConverted: reading.eceConverted,
    // Gypsum helps sodic soils (sodium-dispersed clay), not saline ones (FAO 48, USSL Handbook 60).
    sodic: signals.sodic || (phFromLab && ph > 8.5 && signals.hardening),
    soilType,
    climateZone: input.climateZone ?? stats?.climateZone ?? null,
    mainCrops: stats?.mainCropsUz ?? [],
    irrigation: submission.irrigationType,
    signals,
    history,
  };
}
