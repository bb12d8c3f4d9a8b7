import { describe, expect, it } from "vitest";
import { humusLevel, nitrogenStatus, phosphorusClass, phReactionUz, potassiumClass, salinityClassFromPercent, shiftOrganicMatter, shiftStatus, toStatus } from "./lab-classes";

describe("Uzbek lab classes (soil-agronomy.md 3.2)", () => {
  it.each([
    [10, "juda past", "past"],
    [15, "juda past", "past"],
    [15.1, "past", "past"],
    [30, "past", "past"],
    [30.1, "o'rtacha", "o'rtacha"],
    [45, "o'rtacha", "o'rtacha"],
    [50, "yuqori", "yetarli"],
    [61, "juda yuqori", "yetarli"],
  ])("P2O5 %s mg/kg -> %s -> %s", (value, labClass, status) => {
    expect(phosphorusClass(value)).toBe(labClass);
    expect(toStatus(phosphorusClass(value))).toBe(status);
  });

  it.each([
    [80, "juda past", "past"],
    [100, "juda past", "past"],
    [150, "past", "past"],
    [250, "o'rtacha", "o'rtacha"],
    [350, "yuqori", "yetarli"],
    [450, "juda yuqori", "yetarli"],
  ])("K2O %s mg/kg -> %s -> %s", (value, labClass, status) => {
    expect(potassiumClass(value)).toBe(labClass);
    expect(toStatus(potassiumClass(value))).toBe(status);
  });

  it.each([
    [5, "past"],
    [20, "past"],
    [21, "o'rtacha"],
    [30, "o'rtacha"],
    [31, "yetarli"],
  ])("N-NO3 %s mg/kg -> %s", (value, status) => {
    expect(nitrogenStatus(value)).toBe(status);
  });

  it.each([
    [0.4, "past"],
    [0.79, "past"],
    [0.8, "o'rtacha"],
    [1.5, "o'rtacha"],
    [1.6, "yuqori"],
  ])("humus %s%% -> %s", (value, level) => {
    expect(humusLevel(value)).toBe(level);
  });

  it.each([
    [0.1, "none"],
    [0.3, "weak"],
    [1.0, "moderate"],
    [2.5, "strong"],
    [3.5, "solonchak"],
  ])("dry residue %s%% -> %s", (value, salinity) => {
    expect(salinityClassFromPercent(value)).toBe(salinity);
  });

  it.each([
    [5.0, "kuchli kislotali"],
    [7.0, "neytral"],
    [7.6, "kuchsiz ishqoriy"],
    [8.2, "o'rtacha ishqoriy"],
    [8.7, "kuchli ishqoriy"],
    [9.5, "o'ta kuchli ishqoriy"],
  ])("pH %s -> %s", (ph, label) => {
    expect(phReactionUz(ph)).toBe(label);
  });

  it("shifts along the three-word scales without leaving them", () => {
    expect(shiftStatus("past", 1)).toBe("o'rtacha");
    expect(shiftStatus("yetarli", 1)).toBe("yetarli");
    expect(shiftStatus("past", -1)).toBe("past");
    expect(shiftOrganicMatter("o'rtacha", -1)).toBe("past");
    expect(shiftOrganicMatter("o'rtacha", 1)).toBe("yuqori");
  });
});
