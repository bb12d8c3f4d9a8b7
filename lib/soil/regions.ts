// Where a field is: point -> region (point-in-polygon over the geoBoundaries ADM1 polygons),
// free text -> region (names in Uzbek Latin/Cyrillic, Russian, English), and the region's soil
// and climate priors (region_stats of the analysis context). Pure lookups over data/ files.
import { loadKoppenGrid, loadKoppenLegend, loadRegionFeatures, loadRegionKoppenRows, loadRegionRows, loadRegionSoilRows, type PolygonRings, type RegionFeature, type Ring } from "./data-files";
import { REGION_ALIASES } from "./region-names";
import { foldedWords, normalizeApostrophes } from "./text";

export type Region = { code: string; nameUz: string; nameEn: string; nameRu: string };

export type SalinityRisk = "low" | "moderate" | "high" | "very_high";

export type RegionStats = {
  code: string;
  nameUz: string;
  avgPh: number;
  phLow: number;
  phHigh: number;
  soilTypeUz: string;
  soilTypesUz: string[];
  salinityRisk: SalinityRisk;
  humusLowPct: number;
  humusHighPct: number;
  mainCropsUz: string[];
  /** Dominant Köppen class of the region, e.g. "BWk". */
  climateZone: string;
  climateDescription: string;
};

export type ClimateZone = { code: string; description: string };

export type LatLng = { lat: number; lng: number };

/** Uzbek names use the ASCII apostrophe everywhere in the app (see normalizeApostrophes). */
function toRegion(feature: RegionFeature): Region {
  return { code: feature.code, nameUz: normalizeApostrophes(feature.nameUz), nameEn: feature.nameEn, nameRu: feature.nameRu };
}

// ---------- point lookup ----------

type Box = { minLng: number; minLat: number; maxLng: number; maxLat: number };
type IndexedPolygon = { box: Box; rings: PolygonRings };
type IndexedFeature = { feature: RegionFeature; box: Box; polygons: IndexedPolygon[] };

let index: IndexedFeature[] | null = null;

function boxOf(rings: Ring[]): Box {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const ring of rings) {
    for (const [lng, lat] of ring) {
      if (lng < box.minLng) box.minLng = lng;
      if (lng > box.maxLng) box.maxLng = lng;
      if (lat < box.minLat) box.minLat = lat;
      if (lat > box.maxLat) box.maxLat = lat;
    }
  }
  return box;
}

function inBox(box: Box, lat: number, lng: number): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}

function getIndex(): IndexedFeature[] {
  if (!index) {
    index = loadRegionFeatures().map((feature) => {
      const polygons = feature.polygons.map((rings) => ({ box: boxOf(rings), rings }));
      return { feature, box: boxOf(polygons.flatMap((p) => p.rings)), polygons };
    });
  }
  return index;
}

/** Ray casting over every ring: an even number of crossings means outside, so holes work. */
function insidePolygon(rings: PolygonRings, lat: number, lng: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** The region containing the point, or null outside Uzbekistan (or for invalid numbers). */
export function findRegionByPoint(lat: number, lng: number): Region | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  for (const entry of getIndex()) {
    if (!inBox(entry.box, lat, lng)) continue;
    for (const polygon of entry.polygons) {
      if (inBox(polygon.box, lat, lng) && insidePolygon(polygon.rings, lat, lng)) return toRegion(entry.feature);
    }
  }
  return null;
}

// ---------- name lookup ----------

type Alias = { code: string; words: string[]; length: number };
let aliases: Alias[] | null = null;

function getAliases(): Alias[] {
  if (!aliases) {
    const list: Alias[] = [];
    const add = (code: string, name: string) => {
      const words = foldedWords(name);
      if (words.length) list.push({ code, words, length: words.join(" ").length });
    };
    for (const row of loadRegionRows()) {
      for (const name of [row.name_en, row.name_uz, row.name_iso, row.name_ru]) add(row.iso_3166_2, name);
    }
    for (const [code, names] of Object.entries(REGION_ALIASES)) names.forEach((name) => add(code, name));
    // "Toshkent" (name_iso of both Tashkent units) is decided in region-names.ts: the region.
    aliases = list.filter((a) => !(a.code === "UZ-TK" && a.words.length === 1));
  }
  return aliases;
}

/** Word i.. matches the alias; the last word may be inflected ("samarqandda", "бухарская"). */
function matchesAt(words: string[], i: number, alias: string[]): boolean {
  if (i + alias.length > words.length) return false;
  return alias.every((part, k) => {
    const word = words[i + k];
    const isLast = k === alias.length - 1;
    return word === part || (isLast && part.length >= 5 && word.startsWith(part));
  });
}

/**
 * The region named in a free text ("Samarqand", "Fargʻona viloyati", "Фергана", "Tashkent
 * city", "Samarqand viloyati, Urgut tumani"), or null. The longest matching name wins, so
 * "Toshkent shahri" is the city and a bare "Toshkent" is the region (see region-names.ts).
 */
export function findRegionByName(text: string): Region | null {
  if (typeof text !== "string") return null;
  const words = foldedWords(text);
  let best: { alias: Alias; position: number } | null = null;
  for (const alias of getAliases()) {
    for (let i = 0; i < words.length; i++) {
      if (!matchesAt(words, i, alias.words)) continue;
      if (!best || alias.length > best.alias.length || (alias.length === best.alias.length && i < best.position)) {
        best = { alias, position: i };
      }
      break;
    }
  }
  if (!best) return null;
  const code = best.alias.code;
  const feature = loadRegionFeatures().find((f) => f.code === code);
  return feature ? toRegion(feature) : null;
}

/** A location of the submission: coordinates or a region text. */
export function findRegion(location: LatLng | string): Region | null {
  return typeof location === "string" ? findRegionByName(location) : findRegionByPoint(location.lat, location.lng);
}

/** The region with this ISO code ("UZ-SA"), or null. */
export function getRegion(code: string): Region | null {
  const feature = loadRegionFeatures().find((f) => f.code === code);
  return feature ? toRegion(feature) : null;
}

/** A stored field's region in the reader's language; the stored (Uzbek) name when the code is unknown. */
export function regionLabel(code: string | null, stored: string | null, locale: "uz" | "ru" | "en"): string | null {
  const region = code ? getRegion(code) : null;
  if (!region) return stored;
  return locale === "ru" ? region.nameRu : locale === "en" ? region.nameEn : region.nameUz;
}

// ---------- statistics and climate ----------

function list(value: string): string[] {
  return value.split(";").map((item) => normalizeApostrophes(item.trim())).filter(Boolean);
}

/** Regional soil and climate priors, or null for an unknown code (never throws). */
export function getRegionStats(code: string): RegionStats | null {
  const soil = loadRegionSoilRows().find((row) => row.iso_3166_2 === code);
  if (!soil) return null;
  const climate = loadRegionKoppenRows().find((row) => row.iso_3166_2 === code);
  const climateZone = climate?.dominant_kg_class ?? "";
  return {
    code,
    nameUz: normalizeApostrophes(soil.name_uz),
    avgPh: Number(soil.avg_ph),
    phLow: Number(soil.ph_low),
    phHigh: Number(soil.ph_high),
    soilTypeUz: normalizeApostrophes(soil.soil_type_uz),
    soilTypesUz: list(soil.soil_types_uz),
    salinityRisk: soil.salinity_risk as SalinityRisk,
    humusLowPct: Number(soil.humus_low_pct),
    humusHighPct: Number(soil.humus_high_pct),
    mainCropsUz: list(soil.main_crops_uz),
    climateZone,
    climateDescription: loadKoppenLegend().get(climateZone) ?? "",
  };
}

/**
 * Köppen class of the 0.5° cell containing the point; when that cell has no class (water,
 * e.g. the former Aral Sea bed) the nearest classified cell within 1° is used. Null outside the
 * grid (35–56 °N, 46–88 °E) or with no classified cell nearby.
 */
export function climateZoneAt(lat: number, lng: number): ClimateZone | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const grid = loadKoppenGrid();
  const centreLat = Math.floor(lat * 2) / 2 + 0.25;
  const centreLng = Math.floor(lng * 2) / 2 + 0.25;
  let best: { code: string; distance: number } | null = null;
  for (let dLat = -2; dLat <= 2; dLat++) {
    for (let dLng = -2; dLng <= 2; dLng++) {
      const cellLat = centreLat + dLat * 0.5;
      const cellLng = centreLng + dLng * 0.5;
      const code = grid.get(`${cellLat.toFixed(2)},${cellLng.toFixed(2)}`);
      if (!code) continue;
      const distance = (cellLat - lat) ** 2 + ((cellLng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
      if (!best || distance < best.distance) best = { code, distance };
    }
  }
  if (!best) return null;
  return { code: best.code, description: loadKoppenLegend().get(best.code) ?? "" };
}
