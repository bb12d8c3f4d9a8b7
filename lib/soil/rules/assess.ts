// The estimator's reading of a field: pH, nutrient statuses, humus, salinity and hints, from
// (in order of trust) laboratory results, observations, crop history and regional priors.
import type { NutrientStatus, OrganicMatterLevel } from "../answer-schema";
import { hasStoredHistory, type SoilContextInput } from "../prompt";
import type { SalinityRisk } from "../regions";
import type { IrrigationType } from "../submission-schema";
import { summarizeHistory, type HistoryEntry, type HistorySummary } from "./history";
import * as lab from "./lab-classes";
import { readObservations, type ObservationSignals } from "./observations";

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
  ece: number;
  salinityRisk: SalinityRisk | null;
  soilType: string;
  climateZone: string | null;
  mainCrops: string[];
  irrigation: IrrigationType;
  signals: ObservationSignals;
  history: HistorySummary;
};

/** Calcareous loess soils: the national prior when the region is unknown (research 2.1). */
export const DEFAULT_PH = 7.8;

/** Prior probability of "any salinity" by regional risk (research 2.2, engineering choice). */
export const SALINITY_PRIOR: Record<SalinityRisk | "unknown", number> = { low: 0.1, moderate: 0.3, high: 0.5, very_high: 0.7, unknown: 0.3 };

/** Salinity estimate without a lab value: regional prior plus observation hints. */
export function estimateSalinity(risk: SalinityRisk | null, signals: ObservationSignals, history: HistorySummary): lab.SalinityClass {
  const prior = SALINITY_PRIOR[risk ?? "unknown"];
  let p = prior;
  if (signals.saltCrust) p += 0.35;
  if (signals.shallowGroundwater) p += 0.15;
  if (signals.waterlogging) p += 0.1;
  // Weak hints count only where salinity is already common.
  if (prior >= 0.5) {
    if (history.riceLastSeason) p += 0.05;
    if (signals.poorGrowth) p += 0.05;
    if (history.decliningYield) p += 0.05;
  }
  p = Math.round(p * 100) / 100; // 0.1 + 0.35 must be 0.45, not 0.4499...
  if (p >= 0.9) return "strong";
  if (p >= 0.6) return "moderate";
  if (p >= 0.45) return "weak";
  return "none";
}

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

  const salinityFromLab = results?.salinityPercent !== undefined;
  const salinity = salinityFromLab
    ? lab.salinityClassFromPercent(results!.salinityPercent!)
    : estimateSalinity(stats?.salinityRisk ?? null, signals, history);

  let soilType = stats?.soilTypeUz ?? "bo'z tuproq (taxminiy, viloyat aniqlanmagan)";
  if (salinity === "solonchak") soilType = "sho'rxok tuproq";
  else if (lab.salinityAtLeast(salinity, "moderate")) soilType = `${soilType} (sho'rlangan)`;

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
    salinityFromLab,
    ece: lab.SALINITY_ECE[salinity],
    salinityRisk: stats?.salinityRisk ?? null,
    soilType,
    climateZone: input.climateZone ?? stats?.climateZone ?? null,
    mainCrops: stats?.mainCropsUz ?? [],
    irrigation: submission.irrigationType,
    signals,
    history,
  };
}
