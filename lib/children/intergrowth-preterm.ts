// INTERGROWTH-21st Preterm Postnatal Growth Standards (Villar et al. 2015, Lancet Glob Health
// 3:e681-e691, appendix): the growth of preterm babies from 27 to 64 weeks post-menstrual
// age (PMA). Each indicator is a normal distribution with a mean and SD given as equations of
// PMA in exact weeks; weight and length are modelled on the log scale. See
// data/intergrowth/SOURCE.md and docs/growth.md.
import type { Sex } from "@/lib/children/who-tables";

export type PretermIndicator = "weightForAge" | "lengthForAge" | "headCircumferenceForAge";

/** The standard covers 27 to 64 weeks PMA. */
export const PRETERM_PMA_WEEKS = { min: 27, max: 64 } as const;

interface MeanSd {
  mean: number;
  sd: number;
  /** True when mean and sd are of ln(value). */
  log: boolean;
}

/** Mean and SD at a PMA in exact weeks (27-64); `male` adds the published sex term. */
function meanSd(indicator: PretermIndicator, sex: Sex, pma: number): MeanSd {
  const male = sex === "male" ? 1 : 0;
  const inv2 = pma ** -2;
  switch (indicator) {
    case "weightForAge":
      return {
        mean: 2.591277 - 0.01155 * Math.sqrt(pma) - 2201.705 * inv2 + 0.0911639 * male,
        sd: 0.1470258 + 505.92394 * inv2 - 140.0576 * inv2 * Math.log(pma),
        log: true,
      };
    case "lengthForAge":
      return {
        mean: 4.136244 - 547.0018 * inv2 + 0.0026066 * pma + 0.0314961 * male,
        sd: 0.050489 + 310.44761 * inv2 - 90.0742 * inv2 * Math.log(pma),
        log: true,
      };
    case "headCircumferenceForAge":
      return {
        mean: 55.53617 - 852.0059 / pma + 0.7957903 * male,
        sd: 3.0582292 + 3910.05 * inv2 - 180.5625 / pma,
        log: false,
      };
  }
}

function inRange(pmaWeeks: number): boolean {
  return Number.isFinite(pmaWeeks) && pmaWeeks >= PRETERM_PMA_WEEKS.min && pmaWeeks <= PRETERM_PMA_WEEKS.max;
}

/** z-score of a measurement (kg or cm) at a PMA in exact weeks; null outside 27-64 weeks or value <= 0. */
export function pretermZ(indicator: PretermIndicator, sex: Sex, pmaWeeks: number, value: number): number | null {
  if (!inRange(pmaWeeks) || !Number.isFinite(value) || value <= 0) return null;
  const { mean, sd, log } = meanSd(indicator, sex, pmaWeeks);
  return ((log ? Math.log(value) : value) - mean) / sd;
}

/** The measurement at a given z (inverse of pretermZ); null outside 27-64 weeks. */
export function pretermValue(indicator: PretermIndicator, sex: Sex, pmaWeeks: number, z: number): number | null {
  if (!inRange(pmaWeeks)) return null;
  const { mean, sd, log } = meanSd(indicator, sex, pmaWeeks);
  const y = mean + z * sd;
  return log ? Math.exp(y) : y;
}
