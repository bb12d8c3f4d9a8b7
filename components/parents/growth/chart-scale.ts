// Pure geometry of the growth charts: which ages to show, "nice" axis ticks, and value ->
// SVG coordinate mapping. Kept apart from the markup so the numbers are easy to check.
import { MAX_AGE_DAYS } from "@/lib/children/growth-standards";
import type { GrowthStandard } from "@/lib/children/enums";

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

export function scales(frame: Frame, lastDay: number, yMin: number, yMax: number) {
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  return {
    x: (day: number) => frame.left + (day / lastDay) * plotWidth,
    y: (value: number) => frame.top + plotHeight - ((value - yMin) / (yMax - yMin)) * plotHeight,
  };
}

/** An SVG path through the points. */
export function linePath(points: Array<[number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");
}
