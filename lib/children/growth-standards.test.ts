import { describe, expect, it } from "vitest";
import {
  curve,
  lmsAt,
  normalCdf,
  zScore,
  type Indicator,
} from "@/lib/children/growth-standards";

const INDICATORS: Indicator[] = [
  "weightForAge",
  "lengthHeightForAge",
  "bmiForAge",
  "headCircumferenceForAge",
];

describe("lmsAt (spot values from data/README.md section 1)", () => {
  it("boys weight-for-age at birth", () => {
    expect(lmsAt("weightForAge", "male", 0)).toEqual({ L: 0.3487, M: 3.3464, S: 0.14602 });
  });
  it("girls length-for-age, day 365", () => {
    expect(lmsAt("lengthHeightForAge", "female", 365)).toEqual({ L: 1, M: 74.0049, S: 0.03479 });
  });
  it("12-month medians agree with the by-month tables within 0.01", () => {
    expect(lmsAt("weightForAge", "male", 365)!.M).toBeCloseTo(9.6479, 2);
    expect(lmsAt("headCircumferenceForAge", "male", 365)!.M).toBeCloseTo(46.0661, 2);
  });
  it("girls weight-for-age, last day 1826", () => {
    expect(lmsAt("weightForAge", "female", 1826)!.M).toBe(18.2179);
  });
  it("length (L rows) switches to height (H rows) at 731 days", () => {
    expect(lmsAt("lengthHeightForAge", "male", 730)!.M).toBe(87.8018);
    expect(lmsAt("lengthHeightForAge", "male", 731)!.M).toBe(87.1303);
  });
  it("uses the completed day for fractional ages and is null outside 0..1826", () => {
    expect(lmsAt("weightForAge", "male", 0.9)).toEqual(lmsAt("weightForAge", "male", 0));
    for (const indicator of INDICATORS) {
      expect(lmsAt(indicator, "female", -1)).toBeNull();
      expect(lmsAt(indicator, "female", 1827)).toBeNull();
      expect(lmsAt(indicator, "male", Number.NaN)).toBeNull();
    }
  });
});

describe("zScore", () => {
  it("worked example (docs/research/children.md, Growth standards): girl, 365 days, 9 kg -> z ≈ +0.049", () => {
    expect(lmsAt("weightForAge", "female", 365)).toEqual({ L: -0.2022, M: 8.9462, S: 0.12267 });
    const r = zScore("weightForAge", "female", 365, 9)!;
    expect(r.z).toBeCloseTo(0.049, 3);
    expect(r.flag).toBeNull();
  });

  it.each(INDICATORS)("%s: the median has z = 0 and percentile 50", (indicator) => {
    for (const sex of ["male", "female"] as const) {
      for (const day of [0, 100, 365, 730, 731, 1826]) {
        const r = zScore(indicator, sex, day, lmsAt(indicator, sex, day)!.M)!;
        expect(r.z).toBeCloseTo(0, 12);
        expect(r.percentile).toBeCloseTo(50, 10);
        expect(r.flag).toBeNull();
      }
    }
  });

  it("WHO published SD rows: boys weight at birth 2.1 / 2.5 / 3.3 / 4.4 / 5.0 kg", () => {
    const [point] = curve("weightForAge", "male", 0, 0, 1, [-3, -2, 0, 2, 3]);
    expect(point.values.map((v) => Math.round(v * 10) / 10)).toEqual([2.1, 2.5, 3.3, 4.4, 5.0]);
    const [girls] = curve("weightForAge", "female", 0, 0, 1, [-3, -2, 0, 2, 3]);
    expect(girls.values.map((v) => Math.round(v * 10) / 10)).toEqual([2.0, 2.4, 3.2, 4.2, 4.8]);
  });

  it.each(INDICATORS)("%s: values on the ±2 SD curves give z = ±2", (indicator) => {
    for (const day of [0, 200, 700, 1000, 1826]) {
      const [point] = curve(indicator, "female", day, day, 1, [-2, 2]);
      expect(zScore(indicator, "female", day, point.values[0])!.z).toBeCloseTo(-2, 9);
      expect(zScore(indicator, "female", day, point.values[1])!.z).toBeCloseTo(2, 9);
    }
  });

  it("flags only beyond ±2 SD", () => {
    const [p] = curve("lengthHeightForAge", "male", 400, 400, 1, [-2.01, -1.99, 1.99, 2.01]);
    const flags = p.values.map((v) => zScore("lengthHeightForAge", "male", 400, v)!.flag);
    expect(flags).toEqual(["low", null, null, "high"]);
  });

  it("restricted extrapolation beyond 3 SD for weight (boys, birth)", () => {
    // L=0.3487, M=3.3464, S=0.14602: SD3 = 5.03064 kg, SD2 = 4.41935 kg, SD3neg = 2.08031 kg,
    // SD2neg = 2.45876 kg (WHO technical report ch. 7: z = ±3 + (y - SD3) / SD23).
    expect(zScore("weightForAge", "male", 0, 6.5)!.z).toBeCloseTo(5.40372, 4); // plain LMS: 5.116
    expect(zScore("weightForAge", "male", 0, 1.5)!.z).toBeCloseTo(-4.53114, 4); // plain LMS: -4.793
    const high = zScore("weightForAge", "male", 0, 6.5)!;
    expect(high.flag).toBe("high");
    expect(zScore("weightForAge", "male", 0, 1.5)!.flag).toBe("low");
  });

  it("restricted extrapolation is linear beyond 3 SD and matches curve()", () => {
    for (const indicator of ["weightForAge", "bmiForAge"] as const) {
      const [p] = curve(indicator, "male", 500, 500, 1, [2, 3, 4, 5, -2, -3, -4])!;
      const [sd2, sd3, sd4, sd5, sdm2, sdm3, sdm4] = p.values;
      expect(sd4 - sd3).toBeCloseTo(sd3 - sd2, 10);
      expect(sd5 - sd4).toBeCloseTo(sd3 - sd2, 10);
      expect(sdm3 - sdm4).toBeCloseTo(sdm2 - sdm3, 10);
      expect(zScore(indicator, "male", 500, sd5)!.z).toBeCloseTo(5, 9);
      expect(zScore(indicator, "male", 500, sdm4)!.z).toBeCloseTo(-4, 9);
    }
  });

  it("returns null beyond 5 years, before birth and for non-positive values", () => {
    expect(zScore("weightForAge", "male", 1826, 18)).not.toBeNull();
    expect(zScore("weightForAge", "male", 1827, 18)).toBeNull();
    expect(zScore("lengthHeightForAge", "female", 3000, 120)).toBeNull();
    expect(zScore("weightForAge", "male", -1, 3)).toBeNull();
    expect(zScore("weightForAge", "male", 10, 0)).toBeNull();
    expect(zScore("weightForAge", "male", 10, Number.NaN)).toBeNull();
  });
});

describe("normalCdf / percentile", () => {
  it.each<[number, number]>([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [2, 0.9772498680518208],
    [-2, 0.022750131948179195],
    [-1.96, 0.024997895148220435],
    [3, 0.9986501019683699],
    [-5, 2.866515718791939e-7],
    [-8, 6.22096057427178e-16],
  ])("Phi(%f) = %f", (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-12);
    expect(Math.abs(normalCdf(x) - expected) / expected).toBeLessThan(1e-7);
  });

  it("percentile of z = +2 is 97.7", () => {
    const [p] = curve("headCircumferenceForAge", "male", 100, 100, 1, [2]);
    expect(zScore("headCircumferenceForAge", "male", 100, p.values[0])!.percentile).toBeCloseTo(97.725, 3);
  });
});

describe("curve", () => {
  it("steps from fromDay and always includes toDay; skips days outside the tables", () => {
    expect(curve("weightForAge", "male", 0, 10, 4, [0]).map((p) => p.ageDays)).toEqual([0, 4, 8, 10]);
    expect(curve("weightForAge", "male", 1820, 1830, 5, [0]).map((p) => p.ageDays)).toEqual([1820, 1825]);
    expect(curve("weightForAge", "male", 0, 0, 1, [0])[0].values[0]).toBe(3.3464);
    expect(() => curve("weightForAge", "male", 0, 10, 0, [0])).toThrow(RangeError);
  });
});
