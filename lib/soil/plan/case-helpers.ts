// The worked plans' shared setup (crop-, field- and other-crops-cases.test.ts): one plan builder with
// the cases' defaults and the lookups their assertions use.
import { expect } from "vitest";
import type { StageId } from "./crops";
import { buildPlan, type FertiliserPlan, type PlanInput } from "./plan";
import type { PlanProductId } from "./products";

const TODAY = "2026-11-26";
export const plan = (input: Partial<PlanInput> & Pick<PlanInput, "cropId">) =>
  buildPlan({ areaHa: 1, regionCode: "UZ-SA", lab: null, texture: null, today: TODAY, ...input });

export function at(p: FertiliserPlan, stage: StageId, product: PlanProductId) {
  const found = p.applications.find((a) => a.stage === stage && a.product === product);
  if (!found) throw new Error(`no ${product} at ${stage}`);
  return found;
}
/** kg/ha of a product at a stage, when the plan has one number (lab values). */
export const kg = (p: FertiliserPlan, stage: StageId, product: PlanProductId) => {
  const r = at(p, stage, product).kgPerHa;
  expect(r.min).toBe(r.max);
  return r.min;
};
export const stagesOf = (p: FertiliserPlan) => p.applications.map((a) => `${a.stage}:${a.product}`);
