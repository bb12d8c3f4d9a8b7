// Every number field of the parents' forms takes a decimal comma or a point (issue 26): the
// child form's birth measurements and weeks of pregnancy, and the growth form's measurements.
import { describe, expect, it } from "vitest";
import { childInput, growthInput, toNumber } from "./form-input";

describe("number fields of the children's forms", () => {
  it("read a comma and a point alike, and give text that is no number back as text for the field's error", () => {
    expect(toNumber("3,2")).toBe(3.2);
    expect(toNumber(" 3.2 ")).toBe(3.2);
    expect(toNumber("")).toBeUndefined();
    expect(toNumber("3,2,1")).toBe("3,2,1");
  });

  it("the new child form: birth weight, length, head and the weeks and days of pregnancy", () => {
    const input = childInput({ name: "Lola", birthDate: "2026-01-05", gender: "female", weight: "3,25", height: "49.5", headCircumference: "34,5", gestationalWeeks: "36", gestationalDays: "4" }, "create");
    expect(input).toMatchObject({ weight: 3.25, height: 49.5, headCircumference: 34.5, gestationalWeeks: 36, gestationalDays: 4 });
  });

  it("the growth form: each measurement", () => {
    expect(growthInput({ recordedAt: "2026-03-01", weight: "8,2", height: "70.5", headCircumference: "43,0" })).toMatchObject({ weight: 8.2, height: 70.5, headCircumference: 43 });
  });
});
