// The fertiliser plan (docs/soil-rules.md section 12): the pure rules. The service that reads a
// stored report and the user's prices is service.ts (server only).
export { buildPlan, type FertiliserPlan, type PlanInput, type Application } from "./plan";
export { planCost, type PlanCost, type Prices } from "./cost";
export { PLAN_CROP_IDS, PLAN_CROPS, isPlanCrop, type PlanCropId, type StageId } from "./crops";
export { PLAN_PRODUCT_IDS, PLAN_PRODUCTS, BAG_KG, SOTIX_PER_HA, MANURE, type PlanProductId } from "./products";
export { NOTE_CODES, type NoteCode } from "./notes";
export type { Range, LabBasis } from "./needs";
