// Pure geometry of the growth charts: which ages to show, "nice" axis ticks, and value ->
// SVG coordinate mapping. Kept apart from the markup so the numbers are easy to check.
import { MAX_AGE_DAYS } from "@/lib/children/growth-standards";
import type { GrowthStandard } from "@/lib/children/enums";
import type { RecordedBy } from "@/lib/sharing/recorded-by";

export const DAYS_PER_MONTH = 365.25 / 12;

export interface ChartPoint {
  /** Age the z-score was computed for (corrected for prematurity where that applies). */
  ageDays: number;
  value: number;
  z: number;
  flag: "low" | "high" | null;
  recordedAt: string;
  corrected: boolean;
  /** The standard of z; only WHO points are drawn on the WHO chart. */
  standard: GrowthStandard;
  /** The corrected age on that day, for the table; null when no correction applies. */
  correctedAgeLabel: string | null;
  /** True when correctedAgeLabel is the postmenstrual age (it names itself). */
  postMenstrualAge: boolean;
  /** Who recorded the measurement (docs/sharing.md); absent where the source does not say. */
  recordedBy?: RecordedBy;
}

/** Last age on the x axis: the child's age (or latest point) plus a month, at least one year, at most 5 years. */
export function lastChartDay(childAgeDays: number, points: ChartPoint[]): number {
  const latest = Math.max(childAgeDays, ...points.map((p) => p.ageDays));
  return Math.min(MAX_AGE_DAYS, Math.max(365, Math.ceil(latest + 31)));
}

/** Month ticks: every 2, 3, 6 or 12 months depending on the span. */
export function monthTicks(lastDay: number): number[] {
  const months = lastDay / DAYS_PER_MONTH;
  const step = months <= 12 ? 2 : months <= 24 ? 3 : months <= 36 ? 6 : 12;
  const ticks: number[] = [];
  for (let month = 0; month <= months + 0.01; month += step) ticks.push(month);
  return ticks;
}

/** Up to 24 months the age axis counts months; a longer span reads in years ("4", not "48"). */
export const YEARS_AFTER_MONTHS = 24;

export interface AgeTicks {
  unit: "months" | "years";
  /** Each tick's age in days (where it sits) and its label value in the axis unit (months or years). */
  ticks: Array<{ day: number; value: number }>;
}

/** The age axis: months (every 2 or 3) up to a 24-month span, then years (every half or whole year). */
export function ageTicks(lastDay: number): AgeTicks {
  const months = monthTicks(lastDay);
  if (lastDay / DAYS_PER_MONTH <= YEARS_AFTER_MONTHS) return { unit: "months", ticks: months.map((m) => ({ day: m * DAYS_PER_MONTH, value: m })) };
  return { unit: "years", ticks: months.map((m) => ({ day: m * DAYS_PER_MONTH, value: m / 12 })) };
}

/** Round tick steps (1, 2, 5 x 10^n) giving about `count` ticks over the range. */
export function valueTicks(min: number, max: number, count = 5): { ticks: number[]; min: number; max: number } {
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = low; value <= high + step / 1000; value += step) ticks.push(Math.round(value * 1000) / 1000);
  return { ticks, min: low, max: high };
}

export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The charts' frame in SVG units (the SVG scales to its width, at most 28rem: see GrowthChart). */
export const FRAME: Frame = { width: 320, height: 230, left: 38, right: 10, top: 14, bottom: 40 };

/** A measurement's dot: its radius and the width of its white outline. */
export const DOT = { radius: 4.5, outline: 1.5 } as const;

/**
 * Room between the plot's frame and its data, in SVG units: more than a dot's radius (4.5) and
 * half its white outline, so a measurement at birth, on the last day or at the range's top or
 * bottom is drawn whole inside the frame, never half under an axis.
 */
export const DATA_INSET = 8;

/** Value -> SVG coordinate: the data range fills the plot area less DATA_INSET on every side. */
export function scales(frame: Frame, lastDay: number, yMin: number, yMax: number) {
  const left = frame.left + DATA_INSET;
  const bottom = frame.height - frame.bottom - DATA_INSET;
  const width = frame.width - frame.left - frame.right - 2 * DATA_INSET;
  const height = frame.height - frame.top - frame.bottom - 2 * DATA_INSET;
  return {
    x: (day: number) => left + (day / lastDay) * width,
    y: (value: number) => bottom - ((value - yMin) / (yMax - yMin)) * height,
  };
}

/** An SVG path through the points. */
export function linePath(points: Array<[number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");
}
