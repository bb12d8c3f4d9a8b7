// The fertiliser plan for one field and crop (docs/soil-rules.md section 12): pure, no database,
// no clock (today is an input). Needs (needs.ts) -> products per stage (applications.ts) -> kg per
// hectare, for the field and per sotix, and 50 kg bags; manure where humus is low or unknown;
// the leaching norm where the lab found salt. Without lab values every amount is a range.
import type { Nutrient } from "../products";
import { hasPassed, leachingWindow, seasonYear, stageWindow, zoneOf, type Window, type Zone } from "./calendar";
import { PLAN_CROPS, type PlanCropId, type StageId } from "./crops";
import { LEACHING_NORMS, measuredSalinity, type SalineClass, type Texture } from "./leaching";
import { basisOf, nutrientNeeds, type Basis, type LabBasis, type Range } from "./needs";
import { holdToCaps, productLines, type Line } from "./applications";
import { BAG_KG, MANURE, SOTIX_PER_HA, type PlanProductId } from "./products";
import { planNotes, type NoteCode } from "./notes";

export type PlanInput = {
  cropId: PlanCropId;
  areaHa: number;
  regionCode: string | null;
  lab: LabBasis | null;
  /** From the farmer's description of the soil; null: unknown (medium is assumed for leaching). */
  texture: Texture | null;
  /** YYYY-MM-DD on the Tashkent calendar. */
  today: string;
};

export type Amounts = { kgPerHa: Range; fieldKg: Range; sotixKg: Range; bags: Range };

export type Application = Amounts & {
  stage: StageId;
  window: Window;
  passed: boolean;
  product: PlanProductId;
  /** The stage's shares of the season's nutrients (0-1), for the reason shown beside it. */
  shares: Partial<Record<Nutrient, number>>;
  alternative: (Amounts & { product: PlanProductId }) | null;
};

export type FertiliserPlan = {
  crop: PlanCropId;
  areaHa: number;
  zone: Zone;
  seasonYear: number;
  basis: Basis & { lab: boolean };
  nutrients: Record<Nutrient, { kgPerHa: Range; fieldKg: Range }>;
  applications: Application[];
  totals: { product: PlanProductId; fieldKg: Range; bags: Range }[];
  manure: { tPerHa: number; fieldT: number; sotixKg: number; window: Window; passed: boolean } | null;
  leaching: { salinity: SalineClass; texture: Texture; textureAssumed: boolean; m3PerHa: Range; fieldM3: Range; window: Window } | null;
  notes: NoteCode[];
};

/** Rounded down to one or two decimals: field and sotix amounts never read above the per-hectare one. */
export const floor1 = (x: number) => Math.floor(x * 10 + 1e-9) / 10;
export const floor2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;
const range = (a: number, b: number): Range => ({ min: Math.min(a, b), max: Math.max(a, b) });
const mapRange = (r: Range, f: (x: number) => number): Range => range(f(r.min), f(r.max));

function amounts(low: number, high: number, areaHa: number): Amounts {
  // Whole kilograms per hectare, rounded down: never above the amount held to the caps.
  const kgPerHa = range(Math.floor(low + 1e-9), Math.floor(high + 1e-9));
  const fieldKg = mapRange(kgPerHa, (kg) => floor1(kg * areaHa));
  return { kgPerHa, fieldKg, sotixKg: mapRange(kgPerHa, (kg) => floor2(kg / SOTIX_PER_HA)), bags: mapRange(fieldKg, (kg) => Math.ceil(kg / BAG_KG - 1e-9)) };
}

/**
 * The low and high scenarios' lines side by side, matched by stage and product: a line one
 * scenario does not have (no karbamid left when ammofos already carries the nitrogen) is 0 there.
 * Each scenario is within the caps, but the upper ends can come from both (less ammofos in the
 * low one leaves more karbamid), so together they are held to the caps again, and a replacement
 * product's upper end is lowered with its line's.
 */
function zipLines(low: Line[], high: Line[], areaHa: number, limited: Set<string>): Omit<Application, "window" | "passed" | "shares">[] {
  const key = (line: Line) => `${line.stage}:${line.product}`;
  const keys = [...new Set([...low, ...high].map(key))];
  const find = (lines: Line[], k: string) => lines.find((line) => key(line) === k);
  const pairs = keys.map((k) => ({ a: find(low, k), b: find(high, k) }));
  const upper: Line[] = pairs.map(({ a, b }) => ({ ...(a ?? b)!, kgPerHa: Math.max(a?.kgPerHa ?? 0, b?.kgPerHa ?? 0) }));
  const before = upper.map((line) => line.kgPerHa);
  holdToCaps(upper, limited);
  return pairs.map(({ a, b }, i) => {
    const line = (a ?? b)!;
    const factor = before[i] > 0 ? upper[i].kgPerHa / before[i] : 1;
    const high = upper[i].kgPerHa;
    const altHigh = Math.max(a?.alternative?.kgPerHa ?? 0, b?.alternative?.kgPerHa ?? 0) * factor;
    const altLow = Math.min(a?.alternative?.kgPerHa ?? 0, b?.alternative?.kgPerHa ?? 0, altHigh);
    const alt = line.alternative ? { product: line.alternative.product, ...amounts(altLow, altHigh, areaHa) } : null;
    return { stage: line.stage, product: line.product, ...amounts(Math.min(a?.kgPerHa ?? 0, b?.kgPerHa ?? 0, high), high, areaHa), alternative: alt };
  });
}

function productTotals(applications: Application[]): FertiliserPlan["totals"] {
  const products = [...new Set(applications.map((a) => a.product))];
  return products.map((product) => {
    const mine = applications.filter((a) => a.product === product);
    const fieldKg = range(floor1(mine.reduce((s, a) => s + a.fieldKg.min, 0)), floor1(mine.reduce((s, a) => s + a.fieldKg.max, 0)));
    return { product, fieldKg, bags: mapRange(fieldKg, (kg) => Math.ceil(kg / BAG_KG - 1e-9)) };
  });
}

export function buildPlan(input: PlanInput): FertiliserPlan {
  const crop = PLAN_CROPS[input.cropId];
  const zone = zoneOf(input.regionCode);
  const year = seasonYear(crop.stages, input.today, zone);
  const basis = basisOf(input.lab);
  const needs = nutrientNeeds(crop, basis);
  const low = productLines(crop, { nitrogen: needs.nitrogen.min, phosphorus: needs.phosphorus.min, potassium: needs.potassium.min });
  const high = productLines(crop, { nitrogen: needs.nitrogen.max, phosphorus: needs.phosphorus.max, potassium: needs.potassium.max });
  const limited = new Set([...low.limited, ...high.limited]);
  const applications: Application[] = zipLines(low.lines, high.lines, input.areaHa, limited).map((line) => {
    const stage = crop.stages.find((s) => s.id === line.stage)!;
    const window = stageWindow(stage, year, zone);
    return { ...line, window, passed: hasPassed(window, input.today), shares: stage.share };
  });
  const first = applications[0]?.window ?? stageWindow(crop.stages[0], year, zone);
  const manure = basis.humus === null || basis.humus === "past"
    ? { tPerHa: MANURE.tPerHa, fieldT: floor1(MANURE.tPerHa * input.areaHa), sotixKg: (MANURE.tPerHa * 1000) / SOTIX_PER_HA, window: first, passed: hasPassed(first, input.today) }
    : null;
  const salinity = measuredSalinity(input.lab);
  const texture = input.texture ?? "medium";
  const leaching = salinity && salinity !== "none"
    ? { salinity, texture, textureAssumed: input.texture === null, m3PerHa: LEACHING_NORMS[texture][salinity], fieldM3: mapRange(LEACHING_NORMS[texture][salinity], (m3) => Math.floor(m3 * input.areaHa)), window: leachingWindow(input.today) }
    : null;
  const lab = basis.humus !== null || basis.phosphorus !== null || basis.potassium !== null;
  const nutrients = Object.fromEntries(
    (["nitrogen", "phosphorus", "potassium"] as const).map((n) => [n, { kgPerHa: needs[n], fieldKg: mapRange(needs[n], (kg) => floor1(kg * input.areaHa)) }]),
  ) as FertiliserPlan["nutrients"];
  return {
    crop: crop.id,
    areaHa: input.areaHa,
    zone,
    seasonYear: year,
    basis: { ...basis, lab },
    nutrients,
    applications,
    totals: productTotals(applications),
    manure,
    leaching,
    notes: planNotes({ crop, basis, zone, regionKnown: input.regionCode !== null, limited: [...limited], applications, manure: manure !== null, leaching, salinityMeasured: salinity !== null }),
  };
}
