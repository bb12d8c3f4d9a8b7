// Fields of a user, keyed by the client's fieldId (docs/api-guide.md section 6). An analysis
// creates the field when it is unknown, updates area, irrigation and location from the submission,
// and merges lastCrops into seasons by year: the newest submission replaces that year's plots,
// other years stay. "Stored history" (Form B) means the field existed BEFORE this submission with
// at least one season that has plots; the context then shows the merged history.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/problems/error";
import { fieldWhere, type Who } from "@/lib/sharing/access";
import type { StoredSeason } from "./prompt";
import { findRegionByName, findRegionByPoint, type LatLng, type Region } from "./regions";
import type { LastCrop, SoilSubmission } from "./submission-schema";

type Tx = Prisma.TransactionClient;

export type ResolvedLocation = { region: Region | null; regionName: string | null; coordinates: LatLng | null };

export type SavedField = {
  id: string;
  /** True when the field had stored plot history before this submission (Form B). */
  hadHistory: boolean;
  /** Seasons after the merge, newest first. */
  seasons: StoredSeason[];
  location: ResolvedLocation;
};

/**
 * Where the field is, from the submission and what was stored:
 * - coordinates: they win; the region is the one containing them (null outside Uzbekistan);
 * - a recognised region text: that region; stored coordinates are kept only when they lie in it;
 * - an unrecognised text: stored coordinates (and their region) are better knowledge, so they
 *   stay; the name is the region of those coordinates, else the farmer's text.
 */
export function resolveLocation(location: SoilSubmission["location"], stored: LatLng | null): ResolvedLocation {
  if (typeof location !== "string") {
    const region = findRegionByPoint(location.lat, location.lng);
    return { region, regionName: region?.nameUz ?? null, coordinates: { lat: location.lat, lng: location.lng } };
  }
  const named = findRegionByName(location);
  const storedRegion = stored ? findRegionByPoint(stored.lat, stored.lng) : null;
  if (named) return { region: named, regionName: named.nameUz, coordinates: storedRegion?.code === named.code ? stored : null };
  return { region: storedRegion, regionName: storedRegion?.nameUz ?? location, coordinates: stored };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Seasons from lastCrops: one per year; each crop of that year is a plot with an even share of
 * the field (100 for a single crop, 50/50 for two). The form does not ask for shares, so an even
 * split is the neutral reading (for a double crop — mung bean after wheat — each really used the
 * whole field; the model is told the crops either way).
 */
export function seasonsFromCrops(lastCrops: readonly LastCrop[]): StoredSeason[] {
  const byYear = new Map<number, LastCrop[]>();
  for (const crop of lastCrops) byYear.set(crop.year, [...(byYear.get(crop.year) ?? []), crop]);
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, crops]) => ({
      year,
      waterAvailability: null,
      plots: crops.map((crop) => ({ crop: crop.crop, areaPercent: round1(100 / crops.length), yield: crop.yield })),
    }));
}

/** Stored seasons with the submission's years replaced (water availability kept), newest first. */
export function mergeSeasons(stored: readonly StoredSeason[], lastCrops: readonly LastCrop[]): StoredSeason[] {
  const incoming = seasonsFromCrops(lastCrops);
  const replaced = new Map(incoming.map((season) => [season.year, season]));
  const merged = stored.map((season) => {
    const next = replaced.get(season.year);
    return next ? { ...next, waterAvailability: season.waterAvailability ?? null } : season;
  });
  const storedYears = new Set(stored.map((season) => season.year));
  merged.push(...incoming.filter((season) => !storedYears.has(season.year)));
  return merged.sort((a, b) => b.year - a.year);
}

const seasonInclude = { seasons: { include: { plots: true }, orderBy: { year: "desc" } } } as const;

function toStoredSeasons(rows: { year: number; waterAvailability: string | null; plots: { crop: string; areaPercent: number; yield: string }[] }[]): StoredSeason[] {
  return rows.map((row) => ({
    year: row.year,
    waterAvailability: row.waterAvailability,
    plots: row.plots.map((plot) => ({ crop: plot.crop, areaPercent: plot.areaPercent, yield: plot.yield })),
  }));
}

/** Creates or updates the user's field from a submission and merges its crops. Call in a transaction. */
export async function saveFieldFromSubmission(tx: Tx, userId: string, submission: SoilSubmission): Promise<SavedField> {
  const existing = await tx.field.findUnique({
    where: { userId_fieldKey: { userId, fieldKey: submission.fieldId } },
    include: seasonInclude,
  });
  return mergeSubmission(tx, existing, submission, (data) => tx.field.create({ data: { userId, fieldKey: submission.fieldId, ...data }, select: { id: true } }));
}

/**
 * A field named by its server id (the submission's sharedFieldId, docs/sharing.md): the caller's
 * own or one shared with them as worker. The role check is the WHERE of the statement that reads
 * the field (fieldWhere); anyone else's field is 404 (route() turns it into 403 for a viewer).
 * The field keeps its owner, its client key and its name: a worker describes the field as it is
 * now (area, irrigation, location, crops), as the owner's own analysis does, but never renames it.
 */
export async function saveNamedFieldFromSubmission(tx: Tx, who: Who, fieldId: string, submission: SoilSubmission): Promise<SavedField & { fieldKey: string }> {
  const existing = await tx.field.findFirst({ where: fieldWhere(who, fieldId), include: seasonInclude });
  if (!existing) throw new AppError("not_found", { detail: "field" });
  const saved = await mergeSubmission(tx, existing, { ...submission, fieldName: undefined }, () => {
    throw new Error("a named field exists");
  });
  return { ...saved, fieldKey: existing.fieldKey };
}

type StoredField = Prisma.FieldGetPayload<{ include: typeof seasonInclude }>;
type FieldData = { areaHa: number; irrigationType: string; regionCode: string | null; regionName: string | null; lat: number | null; lng: number | null; name?: string };

async function mergeSubmission(tx: Tx, existing: StoredField | null, submission: SoilSubmission, create: (data: FieldData) => Promise<{ id: string }>): Promise<SavedField> {
  const storedSeasons = existing ? toStoredSeasons(existing.seasons) : [];
  const storedPoint = existing?.lat != null && existing?.lng != null ? { lat: existing.lat, lng: existing.lng } : null;
  const location = resolveLocation(submission.location, storedPoint);
  const data: FieldData = {
    areaHa: submission.area,
    irrigationType: submission.irrigationType,
    regionCode: location.region?.code ?? null,
    regionName: location.regionName,
    lat: location.coordinates?.lat ?? null,
    lng: location.coordinates?.lng ?? null,
    ...(submission.fieldName ? { name: submission.fieldName } : {}),
  };
  const field = existing ? await tx.field.update({ where: { id: existing.id }, data, select: { id: true } }) : await create(data);

  const incoming = seasonsFromCrops(submission.lastCrops);
  const years = incoming.map((season) => season.year);
  await tx.plot.deleteMany({ where: { season: { fieldId: field.id, year: { in: years } } } });
  const seasonIds = new Map<number, string>();
  for (const year of years) {
    const season = await tx.season.upsert({
      where: { fieldId_year: { fieldId: field.id, year } },
      create: { fieldId: field.id, year },
      update: {},
      select: { id: true },
    });
    seasonIds.set(year, season.id);
  }
  await tx.plot.createMany({
    data: incoming.flatMap((season) => season.plots.map((plot) => ({ seasonId: seasonIds.get(season.year)!, ...plot }))),
  });

  return {
    id: field.id,
    hadHistory: storedSeasons.some((season) => season.plots.length > 0),
    seasons: mergeSeasons(storedSeasons, submission.lastCrops),
    location,
  };
}
