// Examples of the plan endpoints for the OpenAPI document, made by the real code (a cotton field
// of 2.5 ha in Samarqand with a lab test), so they always match the schemas and the rules.
import { planCost } from "./cost";
import { buildPlan } from "./plan";
import { pricesResponseShape } from "./prices-shape";
import { getRegion } from "../regions";
import { planResponse } from "./response";

const REPORT_ID = "4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d";

const plan = buildPlan({
  cropId: "cotton",
  areaHa: 2.5,
  regionCode: "UZ-SA",
  lab: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 },
  texture: null,
  today: "2026-11-26",
});

export const PRICES_EXAMPLE = { urea: 300_000, ammophos: 450_000, potassium_chloride: 250_000 };

const cost = planCost(plan, PRICES_EXAMPLE);

export const planExample = planResponse(plan, { reportId: REPORT_ID, fieldId: "dala-1", region: getRegion("UZ-SA") }, cost && { ...cost, pricesFrom: "saved" }, "uz");

export const pricesExample = pricesResponseShape(PRICES_EXAMPLE);
