// Lazy, cached readers for the reference data shipped in data/uzbekistan and data/climate
// (see the SOURCE.md files there). Server-only: reads files with fs, relative to the app root,
// once per process. The files are part of the repository, so a malformed one is a bug: fail
// loudly rather than answer with half a table.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "./text";

export type Ring = [number, number][]; // [lng, lat] pairs, as in GeoJSON
export type PolygonRings = Ring[]; // exterior ring first, then holes

export interface RegionFeature {
  code: string;
  nameEn: string;
  nameUz: string;
  nameRu: string;
  type: "republic" | "region" | "city";
  adminCenter: string;
  polygons: PolygonRings[];
}

const cache = new Map<string, unknown>();

function cached<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

/** Absolute path of a data file; relative to the working directory (the app root). */
export function dataPath(...parts: string[]): string {
  return path.join(process.cwd(), "data", ...parts);
}

function readCsv(...parts: string[]): Record<string, string>[] {
  return parseCsv(readFileSync(dataPath(...parts), "utf8"));
}

/** The 14 first-level divisions with their boundary polygons. */
export function loadRegionFeatures(): RegionFeature[] {
  return cached("features", () => {
    const raw = JSON.parse(readFileSync(dataPath("uzbekistan", "uzbekistan_adm1.geojson"), "utf8"));
    return (raw.features as Array<{ properties: Record<string, string>; geometry: { type: string; coordinates: unknown } }>).map(
      (feature) => {
        const { geometry, properties } = feature;
        const polygons =
          geometry.type === "Polygon"
            ? [geometry.coordinates as PolygonRings]
            : geometry.type === "MultiPolygon"
              ? (geometry.coordinates as PolygonRings[])
              : null;
        if (!polygons) throw new Error(`uzbekistan_adm1.geojson: unexpected ${geometry.type}`);
        return {
          code: properties.iso_3166_2,
          nameEn: properties.name_en,
          nameUz: properties.name_uz,
          nameRu: properties.name_ru,
          type: properties.type as RegionFeature["type"],
          adminCenter: properties.admin_center,
          polygons,
        };
      },
    );
  });
}

/** uzbekistan_regions.csv rows. */
export function loadRegionRows(): Record<string, string>[] {
  return cached("regions", () => readCsv("uzbekistan", "uzbekistan_regions.csv"));
}

/** uzbekistan_region_soils.csv rows. */
export function loadRegionSoilRows(): Record<string, string>[] {
  return cached("soils", () => readCsv("uzbekistan", "uzbekistan_region_soils.csv"));
}

/** uzbekistan_regions_koppen.csv rows. */
export function loadRegionKoppenRows(): Record<string, string>[] {
  return cached("regionKoppen", () => readCsv("climate", "uzbekistan_regions_koppen.csv"));
}

/** Köppen class -> description (koppen_legend.csv). */
export function loadKoppenLegend(): Map<string, string> {
  return cached(
    "legend",
    () => new Map(readCsv("climate", "koppen_legend.csv").map((row) => [row.kg_class, row.description])),
  );
}

/** The 0.5° Köppen grid, keyed by "lat,lon" of the cell centre (e.g. "41.25,69.25"). */
export function loadKoppenGrid(): Map<string, string> {
  return cached("grid", () => {
    const grid = new Map<string, string>();
    for (const row of readCsv("climate", "koppen_geiger_central_asia_0p5deg.csv")) {
      grid.set(`${Number(row.lat).toFixed(2)},${Number(row.lon).toFixed(2)}`, row.kg_class);
    }
    return grid;
  });
}
