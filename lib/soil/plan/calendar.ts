// Dates of the plan on the Tashkent calendar (docs/soil-rules.md section 12, "Calendar"): the
// season a plan is for, each stage's window, and the regional shift. Windows are written for
// the centre of the country (Tashkent, Samarqand, the Fergana valley); the warm south
// (Surxondaryo, Qashqadaryo) reaches a spring stage about ten days earlier and the north
// (Qoraqalpog'iston, Xorazm) about ten days later, and the other way round in autumn: an
// estimate from the regions' climates, not a published calendar (said in the plan).
import { daysBetween } from "@/lib/time";
import type { Stage } from "./crops";

export type Zone = "south" | "central" | "north";

const ZONES: Record<string, Zone> = { "UZ-SU": "south", "UZ-QA": "south", "UZ-QR": "north", "UZ-XO": "north" };

export function zoneOf(regionCode: string | null): Zone {
  return (regionCode && ZONES[regionCode]) || "central";
}

/** Days a window moves: spring and summer stages earlier in the south, autumn ones later. */
export const ZONE_SHIFT_DAYS = 10;

export type Window = { start: string; end: string };

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

// From the numbers and back, not by parsing `${isoDay}T00:00:00Z` and toISOString(): a plan
// computes a dozen windows, and the parse and the ISO string were the largest single cost of
// building a plan (the caps property builds 56,160). Years are the plan's four-digit years.
function addDays(isoDay: string, days: number): string {
  const date = new Date(0);
  date.setUTCFullYear(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)) + days);
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/** The stage's window in season `year` for the zone. */
export function stageWindow(stage: Pick<Stage, "from" | "to" | "previousYear">, year: number, zone: Zone): Window {
  const y = stage.previousYear ? year - 1 : year;
  const autumn = Number(stage.from.slice(0, 2)) >= 9;
  const sign = zone === "central" ? 0 : (zone === "south" ? -1 : 1) * (autumn ? -1 : 1);
  const shift = sign * ZONE_SHIFT_DAYS;
  return { start: addDays(`${y}-${stage.from}`, shift), end: addDays(`${y}-${stage.to}`, shift) };
}

/**
 * The season a plan made on `today` is for: the first year whose last window has not ended yet.
 * A cotton plan made in December is for next year's crop, whose basal dose goes in this autumn.
 */
export function seasonYear(stages: readonly Stage[], today: string, zone: Zone): number {
  const year = Number(today.slice(0, 4));
  const last = stages[stages.length - 1];
  return daysBetween(today, stageWindow(last, year, zone).end) >= 0 ? year : year + 1;
}

/** Autumn-winter leaching, 15 November to 15 February: the window today is in, or the next one. */
export function leachingWindow(today: string): Window {
  const year = Number(today.slice(0, 4));
  if (today.slice(5) <= "02-15") return { start: `${year - 1}-11-15`, end: `${year}-02-15` };
  return { start: `${year}-11-15`, end: `${year + 1}-02-15` };
}

export const hasPassed = (window: Window, today: string) => window.end < today;
