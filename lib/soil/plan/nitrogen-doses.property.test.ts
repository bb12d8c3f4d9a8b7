// Nitrogen on strongly saline land (issue 34, "What to build"; docs/soil-rules.md section 12,
// "Salinity"): for every crop, on the 1st of every month, in every calendar zone, on strongly
// saline land and on a solonchak, no single dose of karbamid or ammiakli selitra carries more than
// 46 kg N/ha, the doses add up to the line, and the season's nitrogen is the same as on a
// moderately saline field (split, not cut). Below strong salinity nothing is split.
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { check } from "@/tests/helpers/cheap-expect";
import { PLAN_CROP_IDS, type PlanCropId } from "./crops";
import type { LabBasis } from "./needs";
import { NITROGEN_PRODUCTS, SALINE_N_DOSE_KG } from "./nitrogen-doses";
import { buildPlan, type FertiliserPlan } from "./plan";
import { PLAN_PRODUCTS, type PlanProductId } from "./products";

const REGIONS = ["UZ-SA", "UZ-SU", "UZ-XO", null];
const MONTHS = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, "0")}-01`);
// Strongly saline by dry residue and by ECe, a solonchak; with low humus (the highest N) and
// with the P classes that leave the most and the least karbamid.
const STRONG: LabBasis[] = [
  { salinityPercent: 2.5 },
  { eceDsM: 12, humusPercent: 0.4, phosphorusMgKg: 70 },
  { salinityPercent: 3.5, humusPercent: 0.4, phosphorusMgKg: 5 },
  { eceDsM: 20, humusPercent: 2.0, potassiumMgKg: 80 },
];
/** The same lab values on a moderately saline field: everything the plan reads but the class. */
const moderate = (lab: LabBasis): LabBasis => ({ ...lab, ...(lab.salinityPercent !== undefined ? { salinityPercent: 1.5 } : {}), ...(lab.eceDsM !== undefined ? { eceDsM: 6 } : {}) });

const nOf = (product: PlanProductId, kg: number) => kg * (PLAN_PRODUCTS[product].nitrogen ?? 0);
const seasonN = (plan: FertiliserPlan) => plan.applications.reduce((s, a) => s + nOf(a.product, a.kgPerHa.max), 0);

// Plain comparisons, expect() only on a failure (tests/helpers/cheap-expect.ts): the grid makes
// some 100,000 of them. The label is made only for a failure too.
function checkSplit(plan: FertiliserPlan, label: () => string) {
  for (const a of plan.applications) {
    check(a.doses >= 1, () => expect(a.doses, label()).toBeGreaterThanOrEqual(1));
    check(a.doseKgPerHa.max * a.doses <= a.kgPerHa.max, () => expect(a.doseKgPerHa.max * a.doses, label()).toBeLessThanOrEqual(a.kgPerHa.max));
    check(a.doseKgPerHa.min * a.doses <= a.kgPerHa.min, () => expect(a.doseKgPerHa.min * a.doses, label()).toBeLessThanOrEqual(a.kgPerHa.min));
    // Rounded down by less than one kg a dose: the doses still give the line.
    check(a.kgPerHa.max - a.doseKgPerHa.max * a.doses < a.doses, () => expect(a.kgPerHa.max - a.doseKgPerHa.max * a.doses, label()).toBeLessThan(a.doses));
    const given = [{ product: a.product, kg: a.kgPerHa.max }, ...(a.alternative ? [{ product: a.alternative.product, kg: a.alternative.kgPerHa.max }] : [])];
    for (const g of given)
      if (NITROGEN_PRODUCTS.includes(g.product))
        check(nOf(g.product, g.kg) / a.doses <= SALINE_N_DOSE_KG + 1e-9, () => expect(nOf(g.product, g.kg) / a.doses, `${label()} ${a.stage} ${g.product}`).toBeLessThanOrEqual(SALINE_N_DOSE_KG + 1e-9));
    if (!NITROGEN_PRODUCTS.includes(a.product)) check(a.doses === 1, () => expect(a.doses, `${label()} ${a.stage} ${a.product}`).toBe(1));
  }
  check(plan.notes.includes("nitrogen_after_leaching"), () => expect(plan.notes, label()).toContain("nitrogen_after_leaching"));
}

describe("nitrogen on strongly saline land", () => {
  it("every crop x month x zone: no dose above 46 kg N/ha, the season's N the same as on moderately saline land", () => {
    let split = 0;
    for (const cropId of PLAN_CROP_IDS)
      for (const today of MONTHS)
        for (const regionCode of REGIONS)
          for (const lab of STRONG) {
            const label = () => `${cropId} ${today} ${regionCode} ${JSON.stringify(lab)}`;
            const input = { cropId, areaHa: 1, regionCode, texture: null, today };
            const strong = buildPlan({ ...input, lab });
            checkSplit(strong, label);
            const other = buildPlan({ ...input, lab: moderate(lab) });
            // Split, not cut: the same rows and kilograms, so the same season's nitrogen.
            const rows = (plan: FertiliserPlan) => plan.applications.map((a) => [a.stage, a.product, a.kgPerHa]);
            check(isDeepStrictEqual(rows(strong), rows(other)), () => expect(rows(strong), label()).toEqual(rows(other)));
            // toBeCloseTo(x, 9) is a difference under 10^-9 / 2.
            check(Math.abs(seasonN(strong) - seasonN(other)) < 10 ** -9 / 2, () => expect(seasonN(strong)).toBeCloseTo(seasonN(other), 9));
            check(other.applications.every((a) => a.doses === 1), () => expect(other.applications.every((a) => a.doses === 1), label()).toBe(true));
            split += strong.applications.filter((a) => a.doses > 1).length;
          }
    // The rule does something: most crops carry more than 46 kg N in some stage.
    expect(split).toBeGreaterThan(500);
  }, 600_000);

  it("for random strongly saline fields, days, textures and areas", () => {
    const day = fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const value = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: undefined });
    const salt = fc.oneof(
      fc.record({ salinityPercent: fc.double({ min: 2, max: 10, noNaN: true }), eceDsM: value(40) }),
      fc.record({ eceDsM: fc.double({ min: 8.01, max: 60, noNaN: true }), salinityPercent: value(10) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_CROP_IDS),
        fc.constantFrom(...REGIONS),
        salt,
        fc.record({ phosphorusMgKg: value(200), potassiumMgKg: value(800), humusPercent: value(5) }),
        fc.constantFrom("light" as const, "medium" as const, "heavy" as const, null),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        day,
        (cropId: PlanCropId, regionCode, s, lab, texture, areaHa, today) => checkSplit(buildPlan({ cropId, areaHa, regionCode, lab: { ...lab, ...s }, texture, today }), () => cropId),
      ),
      { numRuns: 800 },
    );
  }, 600_000);

  it("below strong salinity, and without a salinity value, every line is one dose", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_CROP_IDS),
        fc.option(fc.double({ min: 0, max: 1.99, noNaN: true }), { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 7.99, noNaN: true }), { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined }),
        fc.constantFrom(...MONTHS),
        (cropId, salinityPercent, eceDsM, humusPercent, today) => {
          const plan = buildPlan({ cropId, areaHa: 2, regionCode: "UZ-SA", lab: { salinityPercent, eceDsM, humusPercent }, texture: null, today });
          for (const a of plan.applications) {
            expect(a.doses).toBe(1);
            expect(a.doseKgPerHa).toEqual(a.kgPerHa);
          }
          expect(plan.notes).not.toContain("nitrogen_after_leaching");
        },
      ),
      { numRuns: 400 },
    );
  });
});
