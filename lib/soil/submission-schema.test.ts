import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasLabResults, maxCropYear, soilSubmissionSchema } from "./submission-schema";

const valid = {
  fieldId: "dala-1",
  location: { lat: 39.65, lng: 66.96 },
  area: 4.5,
  lastCrops: [
    { year: 2023, crop: "paxta", yield: "yaxshi" },
    { year: 2024, crop: "bug'doy", yield: "o'rtacha" },
  ],
  irrigationType: "ariqqa",
  farmerObservations: "Sug'orishdan keyin qotib qoladi.",
};

const parse = (patch: Record<string, unknown>) => soilSubmissionSchema.safeParse({ ...valid, ...patch });

describe("soilSubmissionSchema", () => {
  it("accepts a minimal valid submission and defaults labResults to null", () => {
    const result = soilSubmissionSchema.parse(valid);
    expect(result.labResults).toBeNull();
    expect(hasLabResults(result)).toBe(false);
  });

  it("accepts a region text as location and trims it", () => {
    expect(parse({ location: "  Samarqand  " }).data?.location).toBe("Samarqand");
  });

  it("strips unknown fields", () => {
    const result = soilSubmissionSchema.parse({ ...valid, admin: true, labResults: { ph: 7.9, extra: 1 } });
    expect(result).not.toHaveProperty("admin");
    expect(result.labResults).toEqual({ ph: 7.9 });
  });

  it.each(["yomg'irlatib", "yomgʻirlatib", "Yomg`irlatib", "YOMG’IRLATIB ", "tomchilatib", "Ariqqa"])(
    "normalises irrigation type %j",
    (irrigationType) => {
      const result = parse({ irrigationType });
      expect(result.success).toBe(true);
      expect(["ariqqa", "tomchilatib", "yomg'irlatib"]).toContain(result.data?.irrigationType);
    },
  );

  it("keeps lab values and their units; an empty lab object means no lab", () => {
    const lab = { ph: 8.1, nitrogenMgKg: 18, phosphorusMgKg: 22, potassiumMgKg: 180, humusPercent: 0.9, salinityPercent: 0.4 };
    expect(parse({ labResults: lab }).data?.labResults).toEqual(lab);
    expect(parse({ labResults: {} }).data?.labResults).toBeNull();
    expect(parse({ labResults: null }).data?.labResults).toBeNull();
  });

  it("allows two crops in one year (mung bean after wheat) and up to five entries", () => {
    const lastCrops = [
      { year: 2024, crop: "bug'doy", yield: "" },
      { year: 2024, crop: "mosh", yield: "" },
      { year: 2023, crop: "paxta" },
    ];
    const result = parse({ lastCrops });
    expect(result.success).toBe(true);
    expect(result.data?.lastCrops[2].yield).toBe("");
  });

  it.each([
    ["missing fieldId", { fieldId: undefined }],
    ["empty fieldId", { fieldId: "  " }],
    ["long fieldId", { fieldId: "x".repeat(101) }],
    ["lat out of range", { location: { lat: 91, lng: 60 } }],
    ["lng out of range", { location: { lat: 40, lng: -181 } }],
    ["lat as string", { location: { lat: "40", lng: 60 } }],
    ["empty region", { location: "" }],
    ["long region", { location: "x".repeat(101) }],
    ["zero area", { area: 0 }],
    ["negative area", { area: -1 }],
    ["huge area", { area: 10001 }],
    ["area as string", { area: "5" }],
    ["no crops", { lastCrops: [] }],
    ["six crops", { lastCrops: Array.from({ length: 6 }, (_, i) => ({ year: 2020 + i, crop: "paxta", yield: "" })) }],
    ["year too old", { lastCrops: [{ year: 1989, crop: "paxta", yield: "" }] }],
    ["year in the future", { lastCrops: [{ year: maxCropYear() + 1, crop: "paxta", yield: "" }] }],
    ["fractional year", { lastCrops: [{ year: 2023.5, crop: "paxta", yield: "" }] }],
    ["empty crop", { lastCrops: [{ year: 2023, crop: " ", yield: "" }] }],
    ["long crop", { lastCrops: [{ year: 2023, crop: "x".repeat(61), yield: "" }] }],
    ["long yield", { lastCrops: [{ year: 2023, crop: "paxta", yield: "x".repeat(61) }] }],
    ["unknown irrigation", { irrigationType: "furrow" }],
    ["missing observations", { farmerObservations: undefined }],
    ["long observations", { farmerObservations: "x".repeat(2001) }],
    ["ph too low", { labResults: { ph: 2.9 } }],
    ["ph too high", { labResults: { ph: 11.1 } }],
    ["humus too high", { labResults: { humusPercent: 16 } }],
    ["negative nitrogen", { labResults: { nitrogenMgKg: -1 } }],
    ["lab as string", { labResults: "yo'q" }],
    ["EC without method", { labResults: { ecDsM: 3 } }],
    ["EC method without EC", { labResults: { ecMethod: "EC1:5" } }],
    ["EC with an unknown method", { labResults: { ecDsM: 3, ecMethod: "paste" } }],
    ["EC above 100 dS/m", { labResults: { ecDsM: 101, ecMethod: "ECe" } }],
    ["long colour", { soilPhysicalProperties: { colour: "x".repeat(201) } }],
    ["empty fieldName", { fieldName: "" }],
  ])("rejects %s", (_name, patch) => {
    expect(parse(patch).success).toBe(false);
  });

  it("accepts EC with its method beside dry residue", () => {
    const lab = { salinityPercent: 0.4, ecDsM: 0.9, ecMethod: "EC1:5" as const };
    expect(parse({ labResults: lab }).data?.labResults).toEqual(lab);
    expect(parse({ labResults: { ecDsM: 6.5, ecMethod: "ECe" } }).success).toBe(true);
  });

  it("accepts next year's crop", () => {
    expect(parse({ lastCrops: [{ year: maxCropYear(), crop: "paxta", yield: "" }] }).success).toBe(true);
  });

  it("documents every field (OpenAPI generation)", () => {
    const schema = z.toJSONSchema(soilSubmissionSchema, { io: "input" }) as { properties: Record<string, { description?: string }> };
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(property.description, name).toBeTruthy();
    }
  });
});
