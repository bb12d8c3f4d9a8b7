// Properties of issue 34 over every crop x month x region zone x lab class (and random inputs):
// a plan made on any day lists only what is still to come, and that covers at least 90 % of the
// season's N, P2O5 and K2O (or a note says why: the caps); no potassium chloride on saline land
// or for a chloride-sensitive crop; on a field to be leached nothing goes on before the leaching;
// amounts scale with the area and no row reads 0 kg or 0 bags. docs/soil-rules.md section 12.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "@/tests/helpers/cheap-expect";
import { floorField } from "./amounts";
import { PLAN_CROPS, PLAN_CROP_IDS, type PlanCropId } from "./crops";
import { buildPlan, type FertiliserPlan } from "./plan";
import { PLAN_PRODUCTS } from "./products";
import type { LabBasis } from "./needs";

const NUTRIENTS = ["nitrogen", "phosphorus", "potassium"] as const;
// One region in each calendar zone, and none.
const REGIONS = ["UZ-SA", "UZ-SU", "UZ-XO", null];
const MONTHS = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, "0")}-01`);
// Machigin classes of P and K (very low ... very high, and none), humus classes, salinity classes.
const LABS: (LabBasis | null)[] = [
  null,
  { phosphorusMgKg: 10, potassiumMgKg: 80, humusPercent: 0.5 },
  { phosphorusMgKg: 25, potassiumMgKg: 150, humusPercent: 1.0 },
  { phosphorusMgKg: 40, potassiumMgKg: 250, humusPercent: 2.0 },
  { phosphorusMgKg: 55, potassiumMgKg: 350 },
  { phosphorusMgKg: 70, potassiumMgKg: 450 },
  { phosphorusMgKg: 25, salinityPercent: 0.5 },
  { potassiumMgKg: 150, salinityPercent: 1.5 },
  { humusPercent: 0.7, eceDsM: 9 },
  { salinityPercent: 3.5 },
];

/** kg/ha of each nutrient the listed rows apply, at the low and the high end, with the plan's contents. */
function applied(plan: FertiliserPlan) {
  const sum = { min: { nitrogen: 0, phosphorus: 0, potassium: 0 }, max: { nitrogen: 0, phosphorus: 0, potassium: 0 } };
  for (const a of plan.applications)
    for (const n of NUTRIENTS) {
      sum.min[n] += a.kgPerHa.min * (PLAN_PRODUCTS[a.product][n] ?? 0);
      sum.max[n] += a.kgPerHa.max * (PLAN_PRODUCTS[a.product][n] ?? 0);
    }
  return sum;
}

function checkSeason(plan: FertiliserPlan, today: string, cropId: PlanCropId) {
  // Plain comparisons, expect() only on a failure (tests/helpers/cheap-expect.ts): the grid makes
  // some 200,000 of them.
  // Only what is still to come: no row whose window has ended; the first is what to do now or next.
  for (const a of plan.applications) check(a.window.end >= today, () => expect(a.window.end >= today, `${cropId} ${a.stage} on ${today}`).toBe(true));
  check(plan.applications.length > 0, () => expect(plan.applications.length).toBeGreaterThan(0));
  // At least 90 % of each need is in those rows, unless a cap lowered it (and the plan says so).
  // Without a P value the low ends of karbamid and ammofos come from different scenarios (less
  // ammofos leaves more karbamid), so at the low end ammofos's own nitrogen range is allowed for.
  const got = applied(plan);
  const ammophosNRange = plan.applications.filter((a) => a.product === "ammophos").reduce((s, a) => s + (a.kgPerHa.max - a.kgPerHa.min) * 0.11, 0);
  if (!plan.notes.includes("capped"))
    for (const n of NUTRIENTS) {
      const slack = n === "nitrogen" ? ammophosNRange : 0;
      const low = 0.9 * plan.nutrients[n].kgPerHa.min - 1;
      const high = 0.9 * plan.nutrients[n].kgPerHa.max - 1;
      check(got.min[n] + slack >= low, () => expect(got.min[n] + slack, `${cropId} ${n} min on ${today}`).toBeGreaterThanOrEqual(low));
      check(got.max[n] >= high, () => expect(got.max[n], `${cropId} ${n} max on ${today}`).toBeGreaterThanOrEqual(high));
    }
  // What to buy is the sum of the rows listed, nothing else.
  for (const total of plan.totals) {
    const rows = plan.applications.filter((a) => a.product === total.product);
    const sum = floorField(rows.reduce((s, a) => s + a.fieldKg.max, 0));
    check(Object.is(total.fieldKg.max, sum), () => expect(total.fieldKg.max).toBe(sum));
  }
  // No chloride on saline land or for a chloride-sensitive crop.
  if (plan.leaching || PLAN_CROPS[cropId].chlorideSensitive) {
    const chloride = plan.applications.some((a) => a.product === "potassium_chloride" || a.alternative?.product === "potassium_chloride");
    check(!chloride, () => expect(chloride).toBe(false));
  }
  // Leach first means first: every row after the leaching, or the plan says the leaching is for next winter.
  const leaching = plan.leaching;
  if (leaching?.beforeSeason) for (const a of plan.applications) check(a.window.start >= leaching.window.end, () => expect(a.window.start >= leaching.window.end).toBe(true));
  if (leaching) {
    const note = leaching.beforeSeason ? "leach_first" : "leach_next_winter";
    check(plan.notes.includes(note), () => expect(plan.notes).toContain(note));
  }
  // No row of 0 kg or 0 bags.
  for (const a of plan.applications) {
    check(a.kgPerHa.max > 0, () => expect(a.kgPerHa.max).toBeGreaterThan(0));
    check(a.fieldKg.max > 0, () => expect(a.fieldKg.max).toBeGreaterThan(0));
    check(a.bags.max > 0, () => expect(a.bags.max).toBeGreaterThan(0));
  }
}

describe("a plan made on the 1st of any month is right for that month", () => {
  it("for every crop x month x calendar zone x lab class (P, K, humus, salinity)", () => {
    let count = 0;
    for (const cropId of PLAN_CROP_IDS)
      for (const today of MONTHS)
        for (const regionCode of REGIONS)
          for (const lab of LABS) {
            checkSeason(buildPlan({ cropId, areaHa: 1, regionCode, lab, texture: null, today }), today, cropId);
            count++;
          }
    expect(count).toBe(13 * 12 * 4 * 10);
  }, 600_000);

  it("for random days, lab values, textures and areas", () => {
    const day = fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const value = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_CROP_IDS),
        fc.constantFrom(...REGIONS),
        fc.record({ phosphorusMgKg: value(200), potassiumMgKg: value(800), humusPercent: value(5), salinityPercent: value(6), eceDsM: value(40) }),
        fc.constantFrom("light" as const, "medium" as const, "heavy" as const, null),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        day,
        (cropId, regionCode, lab, texture, areaHa, today) => checkSeason(buildPlan({ cropId, areaHa, regionCode, lab, texture, today }), today, cropId),
      ),
      { numRuns: 1500 },
    );
  }, 600_000);
});

describe("amounts scale with the area", () => {
  it("a plan for n sotix has n sotix amounts in every row, the same per hectare as the whole field's", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_CROP_IDS), fc.integer({ min: 1, max: 300 }), fc.constantFrom(...LABS), (cropId, sotix, lab) => {
        const input = { cropId, regionCode: "UZ-SA", lab, texture: null, today: "2027-02-01" };
        const whole = buildPlan({ ...input, areaHa: 5 });
        const part = buildPlan({ ...input, areaHa: sotix / 100 });
        expect(part.applications.map((a) => a.kgPerHa)).toEqual(whole.applications.map((a) => a.kgPerHa));
        for (const a of part.applications) {
          // kg/ha is whole, so n sotix x the sotix amount is exact to the 0.01 kg.
          expect(a.fieldKg.min).toBeCloseTo(floorField(sotix * a.sotixKg.min), 9);
          expect(a.fieldKg.max).toBeCloseTo(floorField(sotix * a.sotixKg.max), 9);
        }
      }),
      { numRuns: 400 },
    );
  });
});
