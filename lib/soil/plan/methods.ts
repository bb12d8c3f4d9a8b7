// How each line goes into the soil (docs/soil-rules.md section 12, "How to apply"). Uzbek
// irrigated soils are calcareous (pH 7.5-8.4): urea left on the surface loses nitrogen as ammonia
// gas, and phosphate left on the surface is fixed by the lime where roots never reach it. So every
// line says where the fertiliser goes: ploughed in, worked in before sowing, placed beside the
// rows, and urea covered with soil or washed in by the irrigation the same day.
import type { PlanCropId, StageId } from "./crops";
import type { PlanProductId } from "./products";

export const METHOD_CODES = ["plough_in", "work_in_before_sowing", "place_beside_rows", "drill_between_rows", "urea_work_in_and_water", "urea_before_irrigation"] as const;
export type MethodCode = (typeof METHOD_CODES)[number];

/** Close-sown crops: no inter-row cultivation, so a top-dressing goes in with a drill or the water. */
const CLOSE_SOWN: PlanCropId[] = ["wheat", "barley", "rice", "alfalfa"];
const BEFORE_SOWING: StageId[] = ["presowing", "autumn_sowing"];

export function methodOf(crop: PlanCropId, stage: StageId, product: PlanProductId): MethodCode {
  const nitrogen = product === "urea" || product === "ammonium_nitrate";
  if (stage === "basal_autumn") return "plough_in";
  if (BEFORE_SOWING.includes(stage)) return "work_in_before_sowing";
  if (CLOSE_SOWN.includes(crop)) return nitrogen ? "urea_before_irrigation" : "drill_between_rows";
  return nitrogen ? "urea_work_in_and_water" : "place_beside_rows";
}
