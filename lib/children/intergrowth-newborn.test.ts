import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NEWBORN_SIZE_DAYS, newbornLines, newbornZ, type NewbornMeasure } from "@/lib/children/intergrowth-newborn";
import { zResult } from "@/lib/children/growth-standards";

const day = (weeks: number, days: number) => weeks * 7 + days;

// Values read off the INTERGROWTH-21st Newborn Size z-score tables (boys and girls; weight kg to
// 2 decimals, length and head cm to 1 or 2): each is a published line, so its z is that line's.
const PUBLISHED: Array<[NewbornMeasure, "male" | "female", number, number, number]> = [
  ["weight", "male", day(30, 3), 1.45, 0], // the case: a boy of 30+3 at 1.45 kg is the median
  ["weight", "male", day(24, 0), 0.43, -2],
  ["weight", "male", day(40, 0), 3.38, 0],
  ["weight", "female", day(40, 0), 2.5, -2],
  ["weight", "female", day(34, 0), 2.95, 2],
  ["length", "male", day(30, 3), 40.4, 0],
  ["length", "male", day(35, 0), 52.71, 3],
  ["length", "female", day(28, 0), 31.7, -2],
  ["head", "male", day(37, 0), 31.81, -1],
  ["head", "male", day(30, 3), 28, 0],
  ["head", "female", day(25, 0), 24.5, 1],
  ["head", "female", day(42, 6), 34.6, 0],
];

describe("INTERGROWTH-21st Newborn Size: the published table", () => {
  it.each(PUBLISHED)("%s %s at day %i: %f is z %i", (measure, sex, gaDays, value, z) => {
    expect(newbornZ(measure, sex, gaDays, value)).toBeCloseTo(z, 6);
  });

  it("a boy of 30+3 weeks at 1.45 kg is on the 50th centile (the postnatal standard said P77)", () => {
    expect(zResult(newbornZ("weight", "male", day(30, 3), 1.45)!).percentile).toBeCloseTo(50, 6);
  });

  // Villar et al. 2016 give the very preterm part (24+0 to 32+6) as equations: ln(weight) and
  // length and head as normal with a constant SD. Every table row must agree within its rounding,
  // an independent check of the table's transcription.
  it("the rows 24+0 to 32+6 agree with the very preterm equations within rounding", () => {
    const eq = {
      weight: (w: number, m: number) => ({ mean: -7.00303 + 1.325911 * Math.sqrt(w) + 0.0571937 * m, sd: Math.sqrt(0.0373218), log: true }),
      length: (w: number, m: number) => ({ mean: 1.307633 + 1.270022 * w + 0.4263885 * m, sd: Math.sqrt(6.757543), log: false }),
      head: (w: number, m: number) => ({ mean: 0.7866522 + 0.887638 * w + 0.2513385 * m, sd: Math.sqrt(2.433481), log: false }),
    };
    for (const measure of ["weight", "length", "head"] as const) {
      for (const sex of ["male", "female"] as const) {
        for (let d = NEWBORN_SIZE_DAYS.min; d < day(33, 0); d++) {
          const { mean, sd, log } = eq[measure](d / 7, sex === "male" ? 1 : 0);
          newbornLines(measure, sex, d)!.forEach((value, i) => {
            const expected = log ? Math.exp(mean + (i - 3) * sd) : mean + (i - 3) * sd;
            expect(Math.abs(value - expected)).toBeLessThanOrEqual(measure === "weight" ? 0.0051 : 0.051);
          });
        }
      }
    }
  });

  it("gives no z outside 24+0 to 42+6 weeks or for a value that is not positive", () => {
    expect(newbornZ("weight", "male", day(23, 6), 0.6)).toBeNull();
    expect(newbornZ("weight", "male", day(43, 0), 3.5)).toBeNull();
    expect(newbornZ("weight", "male", day(30, 0), 0)).toBeNull();
    expect(newbornZ("length", "female", day(30, 0), Number.NaN)).toBeNull();
  });
});

const measureArb = fc.constantFrom<NewbornMeasure>("weight", "length", "head");
const sexArb = fc.constantFrom<"male" | "female">("male", "female");
const dayArb = fc.integer({ min: NEWBORN_SIZE_DAYS.min, max: NEWBORN_SIZE_DAYS.max });

describe("INTERGROWTH-21st Newborn Size: properties", () => {
  it("z rises with the measurement (strictly), at every day, both sexes, all three measures", () => {
    fc.assert(
      fc.property(measureArb, sexArb, dayArb, fc.double({ min: 0.01, max: 1.5, noNaN: true }), fc.double({ min: 0.01, max: 1.5, noNaN: true }), (m, s, d, a, b) => {
        fc.pre(Math.abs(a - b) > 1e-9);
        const median = newbornLines(m, s, d)![3];
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(newbornZ(m, s, d, low * median)!).toBeLessThan(newbornZ(m, s, d, high * median)!);
      }),
    );
  });

  it("the centile is within 0..100 and is 50 exactly at the median line", () => {
    fc.assert(
      fc.property(measureArb, sexArb, dayArb, fc.double({ min: 0.05, max: 3, noNaN: true }), (m, s, d, k) => {
        const lines = newbornLines(m, s, d)!;
        const { percentile } = zResult(newbornZ(m, s, d, k * lines[3])!);
        expect(percentile).toBeGreaterThanOrEqual(0);
        expect(percentile).toBeLessThanOrEqual(100);
        expect(zResult(newbornZ(m, s, d, lines[3])!).percentile).toBeCloseTo(50, 9);
      }),
    );
  });

  it("z is continuous across days: one day later moves a typical value's z by less than 0.2", () => {
    // The standard joins its very preterm part (to 32+6) and its main part (from 33+0) where the
    // published tails meet with a step; inside each part a day changes little.
    fc.assert(
      fc.property(measureArb, sexArb, dayArb, fc.double({ min: -2, max: 2, noNaN: true }), (m, s, d, z) => {
        fc.pre(d < NEWBORN_SIZE_DAYS.max && d !== day(32, 6));
        const lines = newbornLines(m, s, d)!;
        const i = Math.min(5, Math.floor(z + 3));
        const value = lines[i] + (z + 3 - i) * (lines[i + 1] - lines[i]);
        expect(Math.abs(newbornZ(m, s, d + 1, value)! - z)).toBeLessThan(0.2);
      }),
    );
  });
});
