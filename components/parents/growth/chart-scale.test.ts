import { describe, expect, it } from "vitest";
import { DAYS_PER_MONTH, DOT, FRAME, ageTicks, lastChartDay, scales, valueTicks } from "./chart-scale";

describe("the chart's data area", () => {
  // A dot drawn at the frame's edge was half under the axis (a measurement at birth, or the
  // range's top value): every dot, whole, lies inside the frame.
  it("keeps a whole dot inside the frame at the first and last day and the range's ends", () => {
    const lastDay = lastChartDay(200, []);
    const range = valueTicks(2.1, 9.7);
    const scale = scales(FRAME, lastDay, range.min, range.max);
    const reach = DOT.radius + DOT.outline / 2;
    for (const day of [0, lastDay]) {
      for (const value of [range.min, range.max]) {
        const [x, y] = [scale.x(day), scale.y(value)];
        expect(x - reach, `left of day ${day}`).toBeGreaterThan(FRAME.left);
        expect(x + reach, `right of day ${day}`).toBeLessThan(FRAME.width - FRAME.right);
        expect(y - reach, `top of ${value}`).toBeGreaterThan(FRAME.top);
        expect(y + reach, `bottom of ${value}`).toBeLessThan(FRAME.height - FRAME.bottom);
      }
    }
  });

  it("still orders days and values the right way round", () => {
    const scale = scales(FRAME, 365, 0, 10);
    expect(scale.x(100)).toBeLessThan(scale.x(200));
    expect(scale.y(2)).toBeGreaterThan(scale.y(8));
  });
});

describe("the age axis", () => {
  it("counts months up to a 24-month span", () => {
    const axis = ageTicks(lastChartDay(20 * DAYS_PER_MONTH, []));
    expect(axis.unit).toBe("months");
    expect(axis.ticks.map((t) => t.value)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
  });

  // A 4-year-old's axis read "48" months; after 24 months it reads in years.
  it("reads in years for an older child", () => {
    const four = ageTicks(lastChartDay(4 * 365.25, []));
    expect(four.unit).toBe("years");
    expect(four.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    const thirty = ageTicks(lastChartDay(30 * DAYS_PER_MONTH, []));
    expect(thirty.unit).toBe("years");
    expect(thirty.ticks.map((t) => t.value)).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    for (const tick of four.ticks) expect(tick.day).toBeCloseTo(tick.value * 365.25, 6);
  });
});
