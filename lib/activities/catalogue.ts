/**
 * Reads the activity catalogue (prisma/catalogue, described in its README.md): categories,
 * activities per category and the asset files they reference. Everything is validated; any
 * problem throws one Error that lists every problem found, with file and field.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  catalogueActivitySchema,
  catalogueCategorySchema,
  type ActivityContent,
  type CatalogueActivity,
  type CatalogueCategory,
} from "./content-schema";

export interface CatalogueAsset {
  key: string;
  contentType: string;
  data: Buffer;
}

export interface Catalogue {
  categories: CatalogueCategory[];
  activities: CatalogueActivity[];
  assets: CatalogueAsset[];
}

/** Content types of the asset files the catalogue may hold, by extension. */
export const ASSET_CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".mp3": "audio/mpeg",
};

/** Every asset key (or ID) referenced by one activity's content, without duplicates. */
export function assetKeysOf(content: ActivityContent): string[] {
  const keys = new Set<string>();
  const add = (key: string | undefined) => key !== undefined && keys.add(key);
  if ("steps" in content) {
    add(content.image);
    add(content.audio);
  } else {
    for (const round of content.rounds) {
      add(round.media);
      for (const option of round.options) add(option.image);
    }
  }
  return [...keys];
}

/** A copy of the content with every asset reference passed through `map` (key -> ID). */
export function mapAssetKeys<T extends ActivityContent>(content: T, map: (key: string) => string): T {
  if ("steps" in content) {
    return {
      ...content,
      ...(content.image !== undefined && { image: map(content.image) }),
      ...(content.audio !== undefined && { audio: map(content.audio) }),
    };
  }
  return {
    ...content,
    rounds: content.rounds.map((round) => ({
      ...round,
      ...(round.media !== undefined && { media: map(round.media) }),
      options: round.options.map((option) =>
        option.image === undefined ? option : { ...option, image: map(option.image) },
      ),
    })),
  };
}

function readJson(file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8"));
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
    return undefined;
  }
}

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/** Loads and validates the whole catalogue; throws with every problem listed. */
export function loadCatalogue(dir = path.join(process.cwd(), "prisma/catalogue")): Catalogue {
  const problems: string[] = [];
  const categoriesFile = path.join(dir, "categories.json");
  const parsedCategories = z.array(catalogueCategorySchema).safeParse(readJson(categoriesFile, problems));
  const categories = parsedCategories.success ? parsedCategories.data : [];
  if (!parsedCategories.success) problems.push(...describeIssues(categoriesFile, parsedCategories.error));

  const activities: CatalogueActivity[] = [];
  const activityDir = path.join(dir, "activities");
  const activityFiles = readdirSync(/*turbopackIgnore: true*/ activityDir).filter((f) => f.endsWith(".json")).sort();
  for (const name of activityFiles) {
    const file = path.join(activityDir, name);
    const parsed = z.array(catalogueActivitySchema).safeParse(readJson(file, problems));
    if (!parsed.success) {
      problems.push(...describeIssues(file, parsed.error));
      continue;
    }
    for (const activity of parsed.data) {
      if (`${activity.category}.json` !== name) {
        problems.push(`${file}: ${activity.slug}: category "${activity.category}" belongs in ${activity.category}.json`);
      }
    }
    activities.push(...parsed.data);
  }

  const assetDir = path.join(dir, "assets");
  const assets: CatalogueAsset[] = readdirSync(/*turbopackIgnore: true*/ assetDir)
    .filter((key) => !key.startsWith("."))
    .sort()
    .flatMap((key) => {
      const contentType = ASSET_CONTENT_TYPES[path.extname(key).toLowerCase()];
      if (!contentType) {
        problems.push(`${path.join(assetDir, key)}: unsupported asset type`);
        return [];
      }
      return [{ key, contentType, data: readFileSync(/*turbopackIgnore: true*/ path.join(assetDir, key)) }];
    });

  problems.push(...crossCheck(categories, activities, new Set(assets.map((asset) => asset.key))));
  if (problems.length > 0) {
    throw new Error(`Invalid activity catalogue in ${dir}:\n  ${problems.join("\n  ")}`);
  }
  return { categories, activities, assets };
}

/** Problems that no single file shows: duplicate slugs, unknown categories, missing assets. */
function crossCheck(categories: CatalogueCategory[], activities: CatalogueActivity[], assetKeys: Set<string>): string[] {
  const problems: string[] = [];
  const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
  for (const slug of duplicates(categories.map((c) => c.slug))) problems.push(`duplicate category slug "${slug}"`);
  for (const slug of duplicates(activities.map((a) => a.slug))) problems.push(`duplicate activity slug "${slug}"`);
  const categorySlugs = new Set(categories.map((c) => c.slug));
  for (const activity of activities) {
    if (!categorySlugs.has(activity.category)) {
      problems.push(`${activity.slug}: unknown category "${activity.category}"`);
    }
    for (const key of assetKeysOf(activity.content)) {
      if (!assetKeys.has(key)) problems.push(`${activity.slug}: asset "${key}" is not in assets/`);
    }
  }
  return problems;
}
