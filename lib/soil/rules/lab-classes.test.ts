import { describe, expect, it } from "vitest";
import { EC15_TO_ECE, salinityClassFromEce, toEce, worseSalinity } from "./lab-classes";
import { humusLevel, nitrogenStatus, phosphorusClass, phReactionUz, potassiumClass, salinityClassFromPercent, shiftOrganicMatter, shiftStatus, toStatus } from "./lab-classes";

describe("Uzbek lab classes (docs/research/soils.md, Laboratory classes)", () => {
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

describe("EC: FAO salinity classes of ECe (FAO I&D 29)", () => {
  it.each([
    [0.5, "none"], [1.99, "none"], [2, "weak"], [3.9, "weak"], [4, "moderate"], [7.9, "moderate"], [8, "strong"], [15.9, "strong"], [16, "solonchak"], [40, "solonchak"],
  ] as const)("ECe %s dS/m -> %s", (ece, salinity) => {
    expect(salinityClassFromEce(ece)).toBe(salinity);
  });

  it("converts a 1:5 extract to ECe by the documented factor; ECe passes unchanged", () => {
    expect(EC15_TO_ECE).toBe(6.4);
    expect(toEce(1, "EC1:5")).toBeCloseTo(6.4);
    expect(salinityClassFromEce(toEce(0.7, "EC1:5"))).toBe("moderate"); // 4.48
    expect(toEce(0.7, "ECe")).toBe(0.7);
  });

  it("takes the worse class when dry residue and EC disagree", () => {
    expect(worseSalinity("weak", "strong")).toBe("strong");
    expect(worseSalinity("moderate", "none")).toBe("moderate");
  });
});
