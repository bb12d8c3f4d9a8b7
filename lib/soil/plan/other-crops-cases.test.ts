// Worked plans for the crops the other case files do not compute (barley, rice, sunflower,
// melons, potato, onion), by hand with the arithmetic in the comments, so a wrong rate or split
// of any crop in the table fails. One lab for all: humus 1.0 % (medium, N x 1.0), P2O5 25 mg/kg
// and K2O 150 mg/kg (Machigin "low", x 1.0), so the needs are the crop's base rates.
// Constants: ammofos 46 % P2O5 and 11 % N, karbamid 46 % N, kaliy xlorid 60 % K2O; kg/ha rounded
// DOWN to whole kg. docs/soil-rules.md section 12.
import { describe, expect, it } from "vitest";
import { kg, plan } from "./case-helpers";
import { PLAN_CROPS, PLAN_CROP_IDS } from "./crops";

const LAB = { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 };

describe("the other crops, at their base rates", () => {
  it("25. barley: N 90, P2O5 60, K2O 45", () => {
    const p = plan({ cropId: "barley", today: "2026-08-15", lab: LAB });
    // Ammofos 60 / 0.46 = 130.43 (14.35 N); karbamid (90 - 14.35) / 0.46 = 164.46; KCl 45 / 0.6 = 75.
    // Autumn sowing: all the ammofos and KCl, 0.3 x 164.46 = 49.3 -> 49 karbamid; tillering 0.7 x 164.46 = 115.1 -> 115.
    expect([kg(p, "autumn_sowing", "ammophos"), kg(p, "autumn_sowing", "urea"), kg(p, "autumn_sowing", "potassium_chloride")]).toEqual([130, 49, 75]);
    expect(kg(p, "tillering", "urea")).toBe(115);
  });

  it("26. rice: N 150, P2O5 90, K2O 60", () => {
    const p = plan({ cropId: "rice", lab: LAB });
    // Ammofos 90 / 0.46 = 195.65 (21.52 N); karbamid (150 - 21.52) / 0.46 = 279.30; KCl 100.
    // Before sowing 0.4 x 279.30 = 111.7 -> 111; tillering the same; before heading 0.2 x 279.30 = 55.9 -> 55.
    expect([kg(p, "presowing", "ammophos"), kg(p, "presowing", "urea"), kg(p, "presowing", "potassium_chloride")]).toEqual([195, 111, 100]);
    expect([kg(p, "tillering", "urea"), kg(p, "panicle", "urea")]).toEqual([111, 55]);
  });

  it("27. sunflower: N 90, P2O5 60, K2O 45", () => {
    const p = plan({ cropId: "sunflower", lab: LAB });
    // As barley: ammofos 130.43, karbamid 164.46, KCl 75. Before sowing: 0.7 x 130.43 = 91.3 -> 91,
    // 0.4 x 164.46 = 65.8 -> 65, KCl 75; budding: 0.6 x 164.46 = 98.7 -> 98, ammofos 0.3 x 130.43 = 39.1 -> 39.
    expect([kg(p, "presowing", "ammophos"), kg(p, "presowing", "urea"), kg(p, "presowing", "potassium_chloride")]).toEqual([91, 65, 75]);
    expect([kg(p, "budding", "urea"), kg(p, "budding", "ammophos")]).toEqual([98, 39]);
  });

  it("28. melons: N 100, P2O5 75, K2O 50", () => {
    const p = plan({ cropId: "melon", lab: LAB });
    // Ammofos 75 / 0.46 = 163.04 (17.93 N); karbamid (100 - 17.93) / 0.46 = 178.40; KCl 50 / 0.6 = 83.33.
    // Before sowing: 0.7 x 163.04 = 114.1 -> 114, 0.3 x 178.40 = 53.5 -> 53, 0.7 x 83.33 = 58.3 -> 58.
    // Vines running: 0.4 x 178.40 = 71.4 -> 71, 0.3 x 163.04 = 48.9 -> 48, 0.3 x 83.33 = 25. Fruit set: 53.
    expect([kg(p, "presowing", "ammophos"), kg(p, "presowing", "urea"), kg(p, "presowing", "potassium_chloride")]).toEqual([114, 53, 58]);
    expect([kg(p, "vine_running", "urea"), kg(p, "vine_running", "ammophos"), kg(p, "vine_running", "potassium_chloride")]).toEqual([71, 48, 25]);
    expect(kg(p, "fruit_set", "urea")).toBe(53);
  });

  it("29. potato: N 180, P2O5 100, K2O 100", () => {
    const p = plan({ cropId: "potato", lab: LAB });
    // Ammofos 100 / 0.46 = 217.39 (23.91 N); karbamid (180 - 23.91) / 0.46 = 339.32; potato is
    // chloride-sensitive, so kaliy sulfat 100 / 0.5 = 200 (issue 34, item 3).
    // Before planting: 0.7 x 217.39 = 152.2 -> 152, 0.5 x 339.32 = 169.7 -> 169, 0.6 x 200 = 120.
    // Hilling: 0.3 x 217.39 = 65.2 -> 65, 169, 0.4 x 200 = 80.
    expect([kg(p, "presowing", "ammophos"), kg(p, "presowing", "urea"), kg(p, "presowing", "potassium_sulphate")]).toEqual([152, 169, 120]);
    expect([kg(p, "hilling", "ammophos"), kg(p, "hilling", "urea"), kg(p, "hilling", "potassium_sulphate")]).toEqual([65, 169, 80]);
  });

  it("30. onion: N 150, P2O5 90, K2O 90", () => {
    const p = plan({ cropId: "onion", lab: LAB });
    // Ammofos 195.65 (21.52 N); karbamid 279.30; kaliy sulfat 90 / 0.5 = 180 (chloride-sensitive).
    // Before sowing: 0.6 x 195.65 = 117.4 -> 117, 0.3 x 279.30 = 83.8 -> 83, 0.5 x 180 = 90.
    // 3-4 leaves and bulbing each: 0.2 x 195.65 = 39.1 -> 39, 0.35 x 279.30 = 97.8 -> 97, 0.25 x 180 = 45.
    expect([kg(p, "presowing", "ammophos"), kg(p, "presowing", "urea"), kg(p, "presowing", "potassium_sulphate")]).toEqual([117, 83, 90]);
    for (const stage of ["leaves_3_4", "bulbing"] as const)
      expect([kg(p, stage, "ammophos"), kg(p, stage, "urea"), kg(p, stage, "potassium_sulphate")]).toEqual([39, 97, 45]);
  });

  it("32. every crop's stages give the whole season: the shares of each nutrient it needs add up to 1", () => {
    for (const id of PLAN_CROP_IDS)
      for (const nutrient of ["nitrogen", "phosphorus", "potassium"] as const) {
        const sum = PLAN_CROPS[id].stages.reduce((total, stage) => total + (stage.share[nutrient] ?? 0), 0);
        expect(sum, `${id} ${nutrient}`).toBeCloseTo(PLAN_CROPS[id].base[nutrient] > 0 ? 1 : 0, 9);
      }
  });
});
