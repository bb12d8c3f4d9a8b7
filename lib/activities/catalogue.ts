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
import {
  activityTranslationFileSchema,
  categoryTranslationFileSchema,
  translationProblems,
  TRANSLATED_LOCALES,
  type ActivityTranslation,
  type CategoryTranslation,
  type Translations,
} from "./translations";

export interface CatalogueAsset {
  key: string;
  contentType: string;
  data: Buffer;
}

/** The Russian and English texts (translations/<locale>/), by category and activity slug. */
export interface CatalogueTranslations {
  categories: Record<string, Translations<CategoryTranslation>>;
  activities: Record<string, Translations<ActivityTranslation>>;
}

export interface Catalogue {
  categories: CatalogueCategory[];
  activities: CatalogueActivity[];
  assets: CatalogueAsset[];
  translations: CatalogueTranslations;
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
  const translations = loadTranslations(path.join(dir, "translations"), categories, activities, problems);
  if (problems.length > 0) {
    throw new Error(`Invalid activity catalogue in ${dir}:\n  ${problems.join("\n  ")}`);
  }
  return { categories, activities, assets, translations };
}

/**
 * Reads translations/<locale>/categories.json and translations/<locale>/<category>.json. A
 * translation of an unknown slug, or one whose shape differs from the Uzbek activity (a step
 * or option more or less), is a problem; a missing one is not (that text stays Uzbek, and
 * prisma/catalogue-translations.test.ts asks for every one).
 */
function loadTranslations(
  dir: string,
  categories: CatalogueCategory[],
  activities: CatalogueActivity[],
  problems: string[],
): CatalogueTranslations {
  const result: CatalogueTranslations = { categories: {}, activities: {} };
  const categorySlugs = new Set(categories.map((c) => c.slug));
  const activityBySlug = new Map(activities.map((a) => [a.slug, a]));
  for (const locale of TRANSLATED_LOCALES) {
    const localeDir = path.join(dir, locale);
    let names: string[];
    try {
      names = readdirSync(/*turbopackIgnore: true*/ localeDir).filter((f) => f.endsWith(".json")).sort();
    } catch {
      continue; // no translations into this language yet
    }
    for (const name of names) {
      const file = path.join(localeDir, name);
      if (name === "categories.json") {
        const parsed = categoryTranslationFileSchema.safeParse(readJson(file, problems));
        if (!parsed.success) problems.push(...describeIssues(file, parsed.error));
        for (const [slug, translation] of Object.entries(parsed.data ?? {})) {
          if (!categorySlugs.has(slug)) problems.push(`${file}: unknown category "${slug}"`);
          else (result.categories[slug] ??= {})[locale] = translation;
        }
        continue;
      }
      const parsed = activityTranslationFileSchema.safeParse(readJson(file, problems));
      if (!parsed.success) problems.push(...describeIssues(file, parsed.error));
      for (const [slug, translation] of Object.entries(parsed.data ?? {})) {
        const activity = activityBySlug.get(slug);
        if (!activity || `${activity.category}.json` !== name) {
          problems.push(`${file}: "${slug}" is no activity of this category`);
          continue;
        }
        const mismatches = translationProblems(activity.content, translation);
        problems.push(...mismatches.map((m) => `${file}: ${slug}: ${m} (the Uzbek text changed?)`));
        if (mismatches.length === 0) (result.activities[slug] ??= {})[locale] = translation;
      }
    }
  }
  return result;
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
