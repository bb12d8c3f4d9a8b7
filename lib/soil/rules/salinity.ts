// Salinity of the field (docs/soil-rules.md section 5, "Salinity"). A region's statistics say
// how common saline fields are, not whether this field is saline: from the region alone the
// estimate is only "possible" (test it), and a class of "weak" or more needs what the farmer
// saw (a white crust, patchy germination) or a laboratory value (dry residue or EC).
import type { SalinityRisk } from "../regions";
import type { LabResults } from "../submission-schema";
import type { HistorySummary } from "./history";
import * as lab from "./lab-classes";
import type { ObservationSignals } from "./observations";

/** Where the salinity class comes from. */
export type SalinityBasis = "lab" | "observation" | "none";

export type SalinityReading = {
  salinity: lab.SalinityClass;
  basis: SalinityBasis;
  /** Not shown saline, but it may be (saline region, shallow groundwater...): worth a test. */
  possible: boolean;
  /** ECe (dS/m) for the crop yield formula; null when salinity is neither observed nor measured. */
  ece: number | null;
  /** The ECe was converted from a 1:5 extract, so it is approximate. */
  eceConverted: boolean;
};

/**
 * Prior probability of "any salinity" by regional risk (docs/soil-rules.md section 5, salinity row;
 * an engineering choice).
 */
export const SALINITY_PRIOR: Record<SalinityRisk | "unknown", number> = { low: 0.1, moderate: 0.3, high: 0.5, very_high: 0.7, unknown: 0.3 };

/**
 * Salinity from observations where the farmer saw a sign of salt: the regional prior plus the
 * signs and the conditions that bring salt up (engineering weights). Without a sign, null.
 */
export function estimateSalinity(risk: SalinityRisk | null, signals: ObservationSignals, history: HistorySummary): lab.SalinityClass | null {
  if (!signals.saltCrust && !signals.poorGrowth) return null;
  let p = SALINITY_PRIOR[risk ?? "unknown"];
  if (signals.saltCrust) p += 0.35;
  if (signals.poorGrowth) p += 0.1;
  if (signals.shallowGroundwater) p += 0.15;
  if (signals.waterlogging) p += 0.1;
  if (history.riceLastSeason) p += 0.05;
  p = Math.round(p * 100) / 100; // 0.1 + 0.35 must be 0.45, not 0.4499...
  if (p >= 0.9) return "strong";
  if (p >= 0.6) return "moderate";
  if (p >= 0.45) return "weak";
  return "none";
}

/** The lab's salinity: the worse of dry residue and EC when both are given. */
function labSalinity(results: LabResults): SalinityReading | null {
  const fromPercent = results.salinityPercent !== undefined ? lab.salinityClassFromPercent(results.salinityPercent) : null;
  const ece = results.ecDsM !== undefined && results.ecMethod ? lab.toEce(results.ecDsM, results.ecMethod) : null;
  const fromEc = ece !== null ? lab.salinityClassFromEce(ece) : null;
  if (!fromPercent && !fromEc) return null;
  const salinity = fromPercent && fromEc ? lab.worseSalinity(fromPercent, fromEc) : (fromPercent ?? fromEc)!;
  // Measured ECe feeds the yield formula as it is, unless dry residue says worse.
  const useMeasured = ece !== null && salinity === fromEc;
  return {
    salinity,
    basis: "lab",
    possible: false,
    ece: lab.salinityAtLeast(salinity, "weak") ? (useMeasured ? ece : lab.SALINITY_ECE[salinity]) : null,
    eceConverted: useMeasured && results.ecMethod === "EC1:5",
  };
}

export function readSalinity(results: LabResults | null, risk: SalinityRisk | null, signals: ObservationSignals, history: HistorySummary): SalinityReading {
  const measured = results ? labSalinity(results) : null;
  if (measured) return measured;
  const observed = estimateSalinity(risk, signals, history);
  if (observed && observed !== "none") {
    return { salinity: observed, basis: "observation", possible: false, ece: lab.SALINITY_ECE[observed], eceConverted: false };
  }
  // Regions where saline fields are common (all but "low"), an unknown region, a sign too weak
  // to classify, or water close to the surface: salinity is possible and a test is worth it.
  const possible =
    observed === "none" || risk !== "low" || signals.shallowGroundwater || signals.waterlogging || history.riceLastSeason;
  return { salinity: "none", basis: "none", possible, ece: null, eceConverted: false };
}
