// The fertiliser plan for one field and crop (docs/soil-rules.md section 12): pure, no database,
// no clock (today is an input). Needs (needs.ts) -> the stages still to come, with the shares of
// missed ones moved on (schedule.ts) -> products per stage (applications.ts) -> kg per hectare,
// for the field and per sotix, and 50 kg bags (amounts.ts); manure where humus is low or unknown;
// the leaching norm, the crop's salt tolerance and chloride-free potash where the lab found salt.
// Without lab values every amount is a range.
import type { Nutrient } from "../products";
import { leachingWindow, seasonYear, zoneOf, type Window, type Zone } from "./calendar";
import { PLAN_CROPS, type PlanCropId, type StageId } from "./crops";
import { LEACHING_NORMS, leachingSchedule, measuredSalinity, saltVerdict, type SaltVerdict, type SalineClass, type Texture } from "./leaching";
import { basisOf, nutrientNeeds, type Basis, type LabBasis, type Range } from "./needs";
import { productLines } from "./applications";
import { floorField, mapRange, productTotals, zipLines, type Amounts } from "./amounts";
import { methodOf, type MethodCode } from "./methods";
import { MANURE, SOTIX_PER_HA, potashFor, type PlanProductId } from "./products";
import { planNotes, type NoteCode } from "./notes";
import { schedule, type MissedStage } from "./schedule";
import { dosesOf, perDose, splitsNitrogen } from "./nitrogen-doses";

export type { Amounts } from "./amounts";

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

export type Application = Amounts & {
  stage: StageId;
  window: Window;
  /** Always false: a stage whose window ended is not listed, its share moved on (`missed`). Kept for clients of the first version. */
  passed: boolean;
  /** Stages whose missed share this one carries. */
  movedFrom: StageId[];
  product: PlanProductId;
  method: MethodCode;
  /**
   * Equal doses the line is given in: 1, or on strongly saline land as many as keep each dose
   * within 46 kg N/ha (nitrogen-doses.ts); `doseKgPerHa` is one dose (the whole line when 1).
   */
  doses: number;
  doseKgPerHa: Range;
  /** The stage's shares of the season's nutrients (0-1) after the moves, for the reason shown beside it. */
  shares: Partial<Record<Nutrient, number>>;
  alternative: (Amounts & { product: PlanProductId; extra: (Amounts & { product: PlanProductId }) | null }) | null;
};

export type FertiliserPlan = {
  crop: PlanCropId;
  areaHa: number;
  zone: Zone;
  seasonYear: number;
  basis: Basis & { lab: boolean };
  nutrients: Record<Nutrient, { kgPerHa: Range; fieldKg: Range }>;
  /** Only what is still to apply, in order: the first stage is what to do now or next. */
  applications: Application[];
  missed: MissedStage[];
  totals: { product: PlanProductId; fieldKg: Range; bags: Range }[];
  manure: { tPerHa: number; fieldT: number; sotixKg: number; window: Window; passed: boolean } | null;
  /** `beforeSeason`: the window ends before the first application; else this winter has passed and it is for the next one. */
  leaching: { salinity: SalineClass; texture: Texture; textureAssumed: boolean; m3PerHa: Range; fieldM3: Range; floods: Range; seasons: number; window: Window; beforeSeason: boolean } | null;
  salt: SaltVerdict | null;
  notes: NoteCode[];
};

function leachingOf(input: PlanInput, salinity: SalineClass): Omit<NonNullable<FertiliserPlan["leaching"]>, "beforeSeason"> {
  const texture = input.texture ?? "medium";
  const norm = LEACHING_NORMS[texture][salinity];
  return {
    salinity,
    texture,
    textureAssumed: input.texture === null,
    m3PerHa: norm,
    fieldM3: mapRange(norm, (m3) => Math.floor(m3 * input.areaHa)),
    ...leachingSchedule(norm, salinity, texture),
    window: leachingWindow(input.today),
  };
}

export function buildPlan(input: PlanInput): FertiliserPlan {
  const crop = PLAN_CROPS[input.cropId];
  const zone = zoneOf(input.regionCode);
  const year = seasonYear(crop.stages, input.today, zone);
  const basis = basisOf(input.lab);
  const needs = nutrientNeeds(crop, basis);
  const salinity = measuredSalinity(input.lab);
  const saline = salinity !== null && salinity !== "none";
  const { stages, missed } = schedule(crop, year, zone, input.today, saline);
  const leaching = saline ? { ...leachingOf(input, salinity), beforeSeason: false } : null;
  if (leaching) leaching.beforeSeason = leaching.window.end <= stages[0].window.start;
  const potash = potashFor(crop.chlorideSensitive, saline);
  const low = productLines(stages, { nitrogen: needs.nitrogen.min, phosphorus: needs.phosphorus.min, potassium: needs.potassium.min }, potash);
  const high = productLines(stages, { nitrogen: needs.nitrogen.max, phosphorus: needs.phosphorus.max, potassium: needs.potassium.max }, potash);
  const limited = new Set([...low.limited, ...high.limited]);
  const split = splitsNitrogen(salinity);
  const applications: Application[] = zipLines(low.lines, high.lines, input.areaHa, limited).map((line) => {
    const stage = stages.find((s) => s.id === line.stage)!;
    const doses = dosesOf(split, line.alternative ? [line, line.alternative] : [line]);
    // Fields written out, not `...line`: spreading the line into a wider object was a third of
    // the time of a plan (the caps property builds 56,160 of them). Same fields, same order.
    return {
      stage: line.stage,
      product: line.product,
      kgPerHa: line.kgPerHa,
      fieldKg: line.fieldKg,
      sotixKg: line.sotixKg,
      bags: line.bags,
      alternative: line.alternative,
      window: stage.window,
      passed: false,
      movedFrom: stage.movedFrom,
      method: methodOf(crop.id, line.stage, line.product),
      doses,
      doseKgPerHa: perDose(line.kgPerHa, doses),
      shares: stage.share,
    };
  });
  // Manure goes in with the first tillage still to come.
  const first = stages[0].window;
  const manure = basis.humus === null || basis.humus === "past"
    ? { tPerHa: MANURE.tPerHa, fieldT: floorField(MANURE.tPerHa * input.areaHa), sotixKg: (MANURE.tPerHa * 1000) / SOTIX_PER_HA, window: first, passed: false }
    : null;
  const lab = basis.humus !== null || basis.phosphorus !== null || basis.potassium !== null;
  const nutrients = Object.fromEntries(
    (["nitrogen", "phosphorus", "potassium"] as const).map((n) => [n, { kgPerHa: needs[n], fieldKg: mapRange(needs[n], (kg) => floorField(kg * input.areaHa)) }]),
  ) as FertiliserPlan["nutrients"];
  const salt = saltVerdict(crop.salt, input.lab, salinity);
  return {
    crop: crop.id,
    areaHa: input.areaHa,
    zone,
    seasonYear: year,
    basis: { ...basis, lab },
    nutrients,
    applications,
    missed,
    totals: productTotals(applications),
    manure,
    leaching,
    salt,
    notes: planNotes({
      crop,
      basis,
      nitrateMeasured: input.lab?.nitrateMgKg !== undefined,
      zone,
      regionKnown: input.regionCode !== null,
      limited: [...limited],
      applications,
      missed,
      manure: manure !== null,
      leaching,
      salinityMeasured: salinity !== null,
      salt,
    }),
  };
}
