import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createTestUser } from "@/tests/helpers/http";
import { mergeSeasons, resolveLocation, saveFieldFromSubmission, seasonsFromCrops } from "./fields";
import { soilSubmissionSchema } from "./submission-schema";
import { sampleSubmission } from "@/tests/helpers/soil";

const SAMARKAND = { lat: 39.65, lng: 66.96 };
const crop = (year: number, name: string, yieldText = "") => ({ year, crop: name, yield: yieldText });

describe("resolveLocation", () => {
  it("maps coordinates to their region", () => {
    expect(resolveLocation(SAMARKAND, null)).toMatchObject({ region: { code: "UZ-SA" }, regionName: "Samarqand viloyati", coordinates: SAMARKAND });
  });

  it("keeps stored coordinates only when the named region contains them", () => {
    expect(resolveLocation("Samarqand", SAMARKAND).coordinates).toEqual(SAMARKAND);
    expect(resolveLocation("Buxoro", SAMARKAND)).toMatchObject({ region: { code: "UZ-BU" }, coordinates: null });
  });

  it("prefers stored coordinates over a text it cannot recognise", () => {
    expect(resolveLocation("Qayerdadir", SAMARKAND)).toMatchObject({ region: { code: "UZ-SA" }, coordinates: SAMARKAND });
    expect(resolveLocation("Qayerdadir", null)).toEqual({ region: null, regionName: "Qayerdadir", coordinates: null });
  });

  it("knows no region outside Uzbekistan", () => {
    expect(resolveLocation({ lat: 48.85, lng: 2.35 }, null)).toMatchObject({ region: null, regionName: null });
  });
});

describe("seasonsFromCrops / mergeSeasons", () => {
  it("makes one season per year, newest first, sharing the field evenly within a year", () => {
    expect(seasonsFromCrops([crop(2023, "paxta"), crop(2024, "bug'doy", "yaxshi"), crop(2024, "mosh")])).toEqual([
      { year: 2024, waterAvailability: null, plots: [{ crop: "bug'doy", areaPercent: 50, yield: "yaxshi" }, { crop: "mosh", areaPercent: 50, yield: "" }] },
      { year: 2023, waterAvailability: null, plots: [{ crop: "paxta", areaPercent: 100, yield: "" }] },
    ]);
    expect(seasonsFromCrops([crop(2024, "a"), crop(2024, "b"), crop(2024, "c")])[0].plots.map((p) => p.areaPercent)).toEqual([33.3, 33.3, 33.3]);
  });

  it("replaces the submitted years and keeps the others", () => {
    const stored = [
      { year: 2022, waterAvailability: "kam", plots: [{ crop: "paxta", areaPercent: 100, yield: "" }] },
      { year: 2023, waterAvailability: "yetarli", plots: [{ crop: "paxta", areaPercent: 100, yield: "past" }] },
    ];
    const merged = mergeSeasons(stored, [crop(2023, "makkajo'xori", "yaxshi"), crop(2024, "bug'doy")]);
    expect(merged.map((s) => [s.year, s.waterAvailability, s.plots.map((p) => p.crop).join("+")])).toEqual([
      [2024, null, "bug'doy"],
      [2023, "yetarli", "makkajo'xori"],
      [2022, "kam", "paxta"],
    ]);
  });
});

describe("saveFieldFromSubmission", () => {
  const save = async (userId: string, input: ReturnType<typeof sampleSubmission>) =>
    (await getDb()).$transaction((tx) => saveFieldFromSubmission(tx, userId, soilSubmissionSchema.parse(input)));

  it("creates the field, then merges seasons by year and updates the field", async () => {
    const user = await createTestUser();
    const first = await save(user.id, sampleSubmission({ fieldId: "north", fieldName: "Shimoliy dala", lastCrops: [crop(2022, "paxta"), crop(2023, "paxta")] }));
    expect(first.hadHistory).toBe(false);

    const second = await save(
      user.id,
      sampleSubmission({ fieldId: "north", location: "Samarqand", area: 6, irrigationType: "tomchilatib", lastCrops: [crop(2023, "bug'doy"), crop(2023, "mosh"), crop(2024, "paxta")] }),
    );
    expect(second.hadHistory).toBe(true);
    expect(second.id).toBe(first.id);
    expect(second.seasons.map((s) => s.year)).toEqual([2024, 2023, 2022]);

    const db = await getDb();
    const field = await db.field.findUniqueOrThrow({
      where: { id: first.id },
      include: { seasons: { orderBy: { year: "asc" }, include: { plots: { orderBy: { crop: "asc" } } } } },
    });
    expect(field).toMatchObject({ fieldKey: "north", name: "Shimoliy dala", areaHa: 6, irrigationType: "tomchilatib", regionCode: "UZ-SA", lat: 39.65, lng: 66.96 });
    expect(field.seasons.map((s) => [s.year, s.plots.map((p) => `${p.crop}:${p.areaPercent}`)])).toEqual([
      [2022, ["paxta:100"]],
      [2023, ["bug'doy:50", "mosh:50"]],
      [2024, ["paxta:100"]],
    ]);
  });

  it("keeps fields of different users apart under the same fieldId", async () => {
    const [a, b] = [await createTestUser(), await createTestUser()];
    const fa = await save(a.id, sampleSubmission({ fieldId: "same" }));
    const fb = await save(b.id, sampleSubmission({ fieldId: "same" }));
    expect(fa.id).not.toBe(fb.id);
    expect(fb.hadHistory).toBe(false);
  });
});
