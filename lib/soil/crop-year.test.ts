// Season years follow the Tashkent calendar, whatever the server's time zone (lib/time.ts).
import { describe, expect, it } from "vitest";
import { tashkentYear } from "@/lib/time";
import { maxCropYear, soilSubmissionSchema } from "./submission-schema";

// 31 December 19:30 UTC is already 1 January 00:30 in Tashkent (UTC+5).
const newYearInTashkent = new Date("2026-12-31T19:30:00Z");

describe("crop years on the Tashkent calendar", () => {
  it("tashkentYear turns at Tashkent's midnight, not UTC's", () => {
    expect(tashkentYear(newYearInTashkent)).toBe(2027);
    expect(tashkentYear(new Date("2026-12-31T18:59:59Z"))).toBe(2026);
  });

  it("the API's latest crop year is next year in Tashkent", () => {
    expect(maxCropYear(newYearInTashkent)).toBe(2028);
    expect(maxCropYear(new Date("2026-06-01T12:00:00Z"))).toBe(2027);
  });

  it("the schema accepts next year and refuses the year after", () => {
    const submission = (year: number) => ({
      fieldId: "dala-1",
      location: "Samarqand",
      area: 1,
      lastCrops: [{ year, crop: "paxta", yield: "" }],
      irrigationType: "ariqqa",
      farmerObservations: "",
    });
    const next = tashkentYear() + 1;
    expect(soilSubmissionSchema.safeParse(submission(next)).success).toBe(true);
    expect(soilSubmissionSchema.safeParse(submission(next + 1)).success).toBe(false);
  });
});
