import { describe, expect, it } from "vitest";
import { climateZoneAt, findRegion, findRegionByName, findRegionByPoint, getRegion, getRegionStats, regionLabel } from "./regions";

describe("findRegionByPoint", () => {
  it.each([
    ["Samarkand", 39.65, 66.96, "UZ-SA"],
    ["Tashkent (the city, an enclave of the region)", 41.31, 69.28, "UZ-TK"],
    ["Nukus", 42.46, 59.61, "UZ-QR"],
    ["Fergana", 40.38, 71.78, "UZ-FA"],
    ["Termez", 37.22, 67.28, "UZ-SU"],
    ["Urgench", 41.55, 60.63, "UZ-XO"],
    ["Bukhara", 39.77, 64.42, "UZ-BU"],
    ["Navoiy", 40.1, 65.37, "UZ-NW"],
    ["Qarshi", 38.86, 65.79, "UZ-QA"],
    ["Jizzakh", 40.12, 67.84, "UZ-JI"],
    ["Gulistan", 40.49, 68.78, "UZ-SI"],
    ["Namangan", 41.0, 71.67, "UZ-NG"],
    ["Andijan", 40.78, 72.34, "UZ-AN"],
    ["Nurafshon (Tashkent region)", 41.05, 69.35, "UZ-TO"],
    ["Sox exclave (inside Kyrgyzstan)", 39.96, 71.13, "UZ-FA"],
    ["Shohimardon exclave", 39.98, 71.8, "UZ-FA"],
  ])("%s -> %s", (_name, lat, lng, code) => {
    expect(findRegionByPoint(lat, lng)?.code).toBe(code);
  });

  it.each([
    ["Almaty", 43.24, 76.89],
    ["Dushanbe", 38.56, 68.77],
    ["Osh", 40.53, 72.8],
    ["Khujand", 40.28, 69.62],
    ["Shymkent", 42.32, 69.59],
    ["Turkmenabat", 39.07, 63.57],
    ["null island", 0, 0],
  ])("%s is outside Uzbekistan -> null", (_name, lat, lng) => {
    expect(findRegionByPoint(lat, lng)).toBeNull();
  });

  it("rejects non-numbers", () => {
    expect(findRegionByPoint(Number.NaN, 66)).toBeNull();
    expect(findRegionByPoint(40, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("returns names in three languages, Uzbek with the ASCII apostrophe", () => {
    expect(findRegionByPoint(40.38, 71.78)).toEqual({
      code: "UZ-FA",
      nameUz: "Farg'ona viloyati",
      nameEn: "Fergana Region",
      nameRu: "Ферганская область",
    });
  });
});

describe("findRegionByName", () => {
  it.each([
    ["Samarqand", "UZ-SA"], ["Samarkand", "UZ-SA"], ["Самарканд", "UZ-SA"], ["Самарқанд", "UZ-SA"],
    ["SAMARQAND VILOYATI", "UZ-SA"], ["Samarqand viloyati, Urgut tumani", "UZ-SA"], ["Самаркандская область", "UZ-SA"],
    ["Farg'ona", "UZ-FA"], ["Fargʻona viloyati", "UZ-FA"], ["Farg`ona", "UZ-FA"], ["Farg’ona", "UZ-FA"],
    ["Fargʼona", "UZ-FA"], ["Farg‘ona", "UZ-FA"], ["Fargona", "UZ-FA"], ["Fergana", "UZ-FA"], ["Фергана", "UZ-FA"], ["Фарғона", "UZ-FA"],
    ["Toshkent shahri", "UZ-TK"], ["Toshkent sh.", "UZ-TK"], ["Tashkent city", "UZ-TK"], ["город Ташкент", "UZ-TK"],
    ["г. Ташкент", "UZ-TK"], ["Тошкент шаҳри", "UZ-TK"], ["Tashkent (city)", "UZ-TK"],
    ["Toshkent", "UZ-TO"], ["Tashkent", "UZ-TO"], ["Ташкент", "UZ-TO"], ["Toshkent viloyati", "UZ-TO"],
    ["Tashkent Region", "UZ-TO"], ["Ташкентская область", "UZ-TO"], ["Nurafshon", "UZ-TO"],
    ["Qoraqalpog'iston", "UZ-QR"], ["Qoraqalpogʻiston Respublikasi", "UZ-QR"], ["Karakalpakstan", "UZ-QR"],
    ["Республика Каракалпакстан", "UZ-QR"], ["Қорақалпоғистон", "UZ-QR"], ["Nukus", "UZ-QR"],
    ["Xorazm", "UZ-XO"], ["Khorezm", "UZ-XO"], ["Хорезм", "UZ-XO"], ["Хоразм", "UZ-XO"], ["Urganch", "UZ-XO"],
    ["Buxoro", "UZ-BU"], ["Bukhara", "UZ-BU"], ["Бухарская обл.", "UZ-BU"],
    ["Navoiy", "UZ-NW"], ["Navoi", "UZ-NW"], ["Навои", "UZ-NW"],
    ["Qashqadaryo", "UZ-QA"], ["Kashkadarya", "UZ-QA"], ["Қашқадарё", "UZ-QA"], ["Karshi", "UZ-QA"],
    ["Surxondaryo", "UZ-SU"], ["Surkhandarya", "UZ-SU"], ["Сурхандарьинская область", "UZ-SU"], ["Termiz", "UZ-SU"],
    ["Sirdaryo", "UZ-SI"], ["Syrdarya", "UZ-SI"], ["Сырдарья", "UZ-SI"], ["Guliston", "UZ-SI"],
    ["Jizzax", "UZ-JI"], ["Jizzakh", "UZ-JI"], ["Джизак", "UZ-JI"],
    ["Andijon", "UZ-AN"], ["Andijan", "UZ-AN"], ["Андижан", "UZ-AN"],
    ["Namangan", "UZ-NG"], ["Наманган", "UZ-NG"],
  ])("%s -> %s", (text, code) => {
    expect(findRegionByName(text)?.code).toBe(code);
  });

  it.each(["", "   ", "Moskva", "Almaty", "Bishkek", "xyz"])("%j -> null", (text) => {
    expect(findRegionByName(text)).toBeNull();
  });
});

describe("findRegion and getRegion", () => {
  it("accepts both forms of location", () => {
    expect(findRegion({ lat: 39.65, lng: 66.96 })?.code).toBe("UZ-SA");
    expect(findRegion("Samarkand")?.code).toBe("UZ-SA");
    expect(findRegion({ lat: 43.24, lng: 76.89 })).toBeNull();
  });

  it("finds a region by code", () => {
    expect(getRegion("UZ-XO")?.nameEn).toBe("Khorezm Region");
    expect(getRegion("UZ-ZZ")).toBeNull();
  });
});

describe("regionLabel", () => {
  it("names a stored field's region in the reader's language (issue 28)", () => {
    expect(regionLabel("UZ-BU", "Buxoro viloyati", "ru")).toBe("Бухарская область");
    expect(regionLabel("UZ-BU", "Buxoro viloyati", "en")).toBe("Bukhara Region");
    expect(regionLabel("UZ-BU", "Buxoro viloyati", "uz")).toBe("Buxoro viloyati");
    expect(regionLabel(null, "Buxoro viloyati", "ru")).toBe("Buxoro viloyati");
    expect(regionLabel(null, null, "en")).toBeNull();
  });
});

describe("getRegionStats", () => {
  it("merges soil priors and the dominant climate class", () => {
    const stats = getRegionStats("UZ-SA")!;
    expect(stats).toMatchObject({
      code: "UZ-SA",
      nameUz: "Samarqand viloyati",
      avgPh: 7.9,
      phLow: 7.5,
      phHigh: 8.3,
      soilTypeUz: "tipik bo'z tuproq",
      salinityRisk: "moderate",
      humusLowPct: 0.6,
      humusHighPct: 1.5,
      climateZone: "Csa",
    });
    expect(stats.soilTypesUz).toContain("och tusli bo'z");
    expect(stats.mainCropsUz).toContain("paxta");
    expect(stats.climateDescription).toMatch(/Mediterranean/);
  });

  it("has statistics for all 14 units", () => {
    const codes = ["UZ-AN", "UZ-BU", "UZ-FA", "UZ-JI", "UZ-NG", "UZ-NW", "UZ-QA", "UZ-QR", "UZ-SA", "UZ-SI", "UZ-SU", "UZ-TK", "UZ-TO", "UZ-XO"];
    for (const code of codes) {
      const stats = getRegionStats(code)!;
      expect(stats.avgPh).toBeGreaterThanOrEqual(stats.phLow);
      expect(stats.avgPh).toBeLessThanOrEqual(stats.phHigh);
      expect(["low", "moderate", "high", "very_high"]).toContain(stats.salinityRisk);
      expect(stats.climateZone).toMatch(/^[A-E][A-Za-z]{1,2}$/);
    }
    expect(getRegionStats("UZ-XO")!.salinityRisk).toBe("very_high");
    expect(getRegionStats("UZ-QR")!.climateZone).toBe("BWk");
  });

  it("returns null for an unknown code", () => {
    expect(getRegionStats("UZ-ZZ")).toBeNull();
  });
});

describe("climateZoneAt", () => {
  it.each([
    [41.31, 69.28, "Csa"],
    [41.55, 60.63, "BWk"],
    [43.24, 76.89, "Dfb"],
  ])("(%s, %s) -> %s", (lat, lng, code) => {
    expect(climateZoneAt(lat, lng)?.code).toBe(code);
  });

  it("uses the nearest classified cell on the dry Aral Sea bed", () => {
    expect(climateZoneAt(45.0, 59.5)?.code).toMatch(/^B/);
  });

  it("is null far outside the grid", () => {
    expect(climateZoneAt(10, 10)).toBeNull();
    expect(climateZoneAt(Number.NaN, 60)).toBeNull();
  });

  it("describes the class", () => {
    expect(climateZoneAt(41.55, 60.63)?.description).toBe("Cold desert");
  });
});
