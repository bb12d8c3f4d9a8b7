// The catch-up table as data: how many doses of each series a child needs by the age at which the
// child starts it, and the minimum days between doses by the age at the earlier dose. Rows follow
// WHO's "Recommendations for interrupted or delayed routine immunization" (summary of WHO
// position papers, 2023 update) and the national calendar of Uzbekistan; where they differ the
// national calendar wins. Each row's name is the one docs/vaccinations.md ("Catch-up table")
// explains with its source; table tests name the row they check.

import type { Age } from "@/lib/vaccinations/schedule";
import type { VaccineKey } from "@/lib/vaccinations/names";

/** One antigen series: a pentavalent dose belongs to dt, hepB and hib at once. */
export type SeriesKey = "dt" | "hepB" | "hib" | "polio" | "ipv" | "pcv" | "rota" | "mmr" | "bcg" | "hpv";

export interface CatchUpRow {
  /** Row name in docs/vaccinations.md. */
  row: string;
  series: SeriesKey;
  /** Ages (whole months) the row covers: from inclusive, to exclusive. */
  fromMonths: number;
  toMonths: number;
  /** Doses in total for a child who starts the series at this age (0: not given at this age). */
  doses: number;
  /** Minimum intervals before dose 2, 3, ... when the earlier dose is given at this age: weeks as days, months as calendar months. */
  intervals: readonly Age[];
}

const W4 = { days: 28 };
const W8 = { days: 56 };
const M6 = { months: 6 };
const Y1 = { months: 12 };
const Y4 = { months: 48 };
const ADULT = 12 * 200; // no upper age for the series: the plan still reads it beyond 18 years

export const CATCH_UP_ROWS: readonly CatchUpRow[] = [
  // Diphtheria-tetanus-containing: the national 6 doses for an infant start; 3 primary doses with
  // 6 months before the third for a late start; from 7 years Td, 5 doses in a lifetime.
  { row: "dt-infant", series: "dt", fromMonths: 0, toMonths: 12, doses: 6, intervals: [W4, W4, M6, Y4, Y4] },
  { row: "dt-child", series: "dt", fromMonths: 12, toMonths: 84, doses: 6, intervals: [W4, M6, Y1, Y1, Y4] },
  { row: "dt-from-7", series: "dt", fromMonths: 84, toMonths: ADULT, doses: 5, intervals: [W4, M6, Y1, Y1, Y4] },
  // Hepatitis B: 3 doses (the birth dose counts as the first past infancy), 4 weeks apart.
  { row: "hepb-all", series: "hepB", fromMonths: 0, toMonths: ADULT, doses: 3, intervals: [W4, W4] },
  // Hib: 3 infant doses; one dose from 12 to 59 months; none for a healthy child from 5 years.
  { row: "hib-infant", series: "hib", fromMonths: 0, toMonths: 12, doses: 3, intervals: [W4, W4] },
  { row: "hib-12-59m", series: "hib", fromMonths: 12, toMonths: 60, doses: 1, intervals: [W8, W8] },
  { row: "hib-from-5", series: "hib", fromMonths: 60, toMonths: ADULT, doses: 0, intervals: [] },
  // Pneumococcal: 2 primary + booster in infancy; 2 doses 8 weeks apart at 12-23 months; one at 2-4 years.
  { row: "pcv-infant", series: "pcv", fromMonths: 0, toMonths: 12, doses: 3, intervals: [W4, W8] },
  { row: "pcv-12-23m", series: "pcv", fromMonths: 12, toMonths: 24, doses: 2, intervals: [W8, W8] },
  { row: "pcv-24-59m", series: "pcv", fromMonths: 24, toMonths: 60, doses: 1, intervals: [W8, W8] },
  { row: "pcv-from-5", series: "pcv", fromMonths: 60, toMonths: ADULT, doses: 0, intervals: [] },
  // Polio, the national mix: OPV at 2, 3, 4, 16 months and 7 years with one IPV dose; a child
  // who starts at 7 years or later gets 3 OPV doses and the IPV dose.
  { row: "opv-under-7", series: "polio", fromMonths: 0, toMonths: 84, doses: 5, intervals: [W4, W4, W4, W4] },
  { row: "opv-from-7", series: "polio", fromMonths: 84, toMonths: ADULT, doses: 3, intervals: [W4, W4, W4, W4] },
  { row: "ipv-all", series: "ipv", fromMonths: 0, toMonths: ADULT, doses: 1, intervals: [] },
  // Rotavirus: 2 doses 4 weeks apart, never started or continued from 24 months.
  { row: "rota-under-2", series: "rota", fromMonths: 0, toMonths: 24, doses: 2, intervals: [W4] },
  { row: "rota-from-2", series: "rota", fromMonths: 24, toMonths: ADULT, doses: 0, intervals: [] },
  // Measles-mumps-rubella: 2 doses at least 4 weeks apart at any age.
  { row: "mmr-all", series: "mmr", fromMonths: 0, toMonths: ADULT, doses: 2, intervals: [W4] },
  // BCG: one dose; after 2 months the clinic does a Mantoux test first (national rule).
  { row: "bcg-all", series: "bcg", fromMonths: 0, toMonths: ADULT, doses: 1, intervals: [] },
  // HPV: girls, one dose from 9 years (its calendar age) to 14 years in the national programme.
  { row: "hpv-girls", series: "hpv", fromMonths: 0, toMonths: 180, doses: 1, intervals: [] },
  { row: "hpv-from-15", series: "hpv", fromMonths: 180, toMonths: ADULT, doses: 0, intervals: [] },
];

/** The row of a series for a child of this age in whole months. */
export function rowFor(series: SeriesKey, ageMonths: number): CatchUpRow {
  const row = CATCH_UP_ROWS.find((r) => r.series === series && ageMonths >= r.fromMonths && ageMonths < r.toMonths);
  if (!row) throw new RangeError(`no catch-up row for ${series} at ${ageMonths} months`);
  return row;
}

/** The minimum interval between dose `slot - 1` (given at `ageMonths`) and dose `slot` of a series. */
export function minimumGap(series: SeriesKey, slot: number, ageMonths: number): Age {
  const { intervals } = rowFor(series, ageMonths);
  // Dose 1 follows no valid dose: its gap (to a first dose given too early) is the one before dose 2.
  return intervals[Math.max(0, slot - 2)] ?? intervals.at(-1) ?? W4;
}

/**
 * The youngest age at which a dose of each product counts (WHO summary tables, "minimum age at
 * dose 1"): 6 weeks for the infant injections, rotavirus and OPV's primary doses, 9 months for
 * measles-containing vaccine, 9 years for HPV; hepatitis B and BCG from birth. A dose given
 * younger is given too early: it does not count and the plan repeats it (docs/vaccinations.md,
 * "Doses given too early").
 */
export const MINIMUM_AGE: Readonly<Record<VaccineKey, Age>> = {
  hepB: { days: 0 },
  bcg: { days: 0 },
  opv: { days: 42 },
  ipv: { days: 42 },
  penta: { days: 42 },
  pcv: { days: 42 },
  hib: { days: 42 },
  rota: { days: 42 },
  mmr: { months: 9 },
  dtp: { days: 42 },
  td: { days: 42 },
  hpv: { months: 108 },
};
