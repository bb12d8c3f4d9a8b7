// Seeds the activity catalogue (prisma/catalogue) into the database. Idempotent: rows are keyed
// by slug (categories, activities) and by key (media assets); a second run updates what changed
// and writes nothing else, so IDs stay stable. Asset keys in content ("olma.svg") are stored as
// the MediaAsset IDs, which is what the API returns and the media endpoint resolves.
// Activities or assets removed from the files are left in place (attempts may reference them).
// The Russian and English texts (translations/) land in the rows' `translations` column.
import { createHash, randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { loadCatalogue, mapAssetKeys, type Catalogue } from "@/lib/activities/catalogue";

export interface SeedCatalogueResult {
  categories: number;
  activities: number;
  assets: number;
}

/** JSON with object keys sorted, so content read back from jsonb compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function changed<T extends Record<string, unknown>>(row: T, wanted: Partial<T>): boolean {
  return Object.entries(wanted).some(([key, value]) => canonical(row[key]) !== canonical(value));
}

export async function seedCatalogue(
  prisma: PrismaClient,
  catalogue: Catalogue = loadCatalogue(),
): Promise<SeedCatalogueResult> {
  const [assetRows, categoryRows, activityRows] = await Promise.all([
    prisma.mediaAsset.findMany({ select: { id: true, key: true, contentType: true, sha256: true, size: true } }),
    prisma.activityCategory.findMany(),
    prisma.activity.findMany({ omit: { createdAt: true, updatedAt: true } }),
  ]);

  // Assets: IDs are known (existing or generated) before anything is written.
  const assetIds = new Map(assetRows.map((row) => [row.key, row.id]));
  const assetsByKey = new Map(assetRows.map((row) => [row.key, row]));
  const newAssets = [];
  const assetUpdates = [];
  for (const asset of catalogue.assets) {
    const fields = {
      contentType: asset.contentType,
      sha256: createHash("sha256").update(asset.data).digest("hex"),
      size: asset.data.length,
    };
    const row = assetsByKey.get(asset.key);
    if (!row) {
      const id = randomUUID();
      assetIds.set(asset.key, id);
      newAssets.push({ id, key: asset.key, ...fields, data: new Uint8Array(asset.data) });
    } else if (changed(row, fields)) {
      assetUpdates.push(
        prisma.mediaAsset.update({ where: { id: row.id }, data: { ...fields, data: new Uint8Array(asset.data) } }),
      );
    }
  }

  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const categoriesBySlug = new Map(categoryRows.map((row) => [row.slug, row]));
  const newCategories = [];
  const categoryUpdates = [];
  for (const { slug, title, icon, sortOrder } of catalogue.categories) {
    const fields = { title, icon, sortOrder, translations: catalogue.translations.categories[slug] ?? {} };
    const row = categoriesBySlug.get(slug);
    if (!row) {
      const id = randomUUID();
      categoryIds.set(slug, id);
      newCategories.push({ id, slug, ...fields });
    } else if (changed(row, fields)) {
      categoryUpdates.push(prisma.activityCategory.update({ where: { id: row.id }, data: fields }));
    }
  }

  const activitiesBySlug = new Map(activityRows.map((row) => [row.slug, row]));
  const newActivities = [];
  const activityUpdates = [];
  for (const activity of catalogue.activities) {
    const fields = {
      categoryId: categoryIds.get(activity.category)!,
      title: activity.title,
      description: activity.description,
      durationMinutes: activity.durationMinutes,
      type: activity.type,
      difficulty: activity.difficulty,
      minAgeMonths: activity.minAgeMonths,
      maxAgeMonths: activity.maxAgeMonths,
      skill: activity.skill,
      content: mapAssetKeys(activity.content, (key) => assetIds.get(key)!),
      // Words only (lib/activities/translations.ts): no asset keys to map.
      translations: catalogue.translations.activities[activity.slug] ?? {},
    };
    const row = activitiesBySlug.get(activity.slug);
    if (!row) newActivities.push({ id: randomUUID(), slug: activity.slug, ...fields });
    else if (changed(row, fields)) {
      activityUpdates.push(prisma.activity.update({ where: { id: row.id }, data: fields }));
    }
  }

  // One transaction: either the whole catalogue lands or nothing does. Order matters for the
  // foreign key activity -> category.
  await prisma.$transaction([
    ...(newAssets.length ? [prisma.mediaAsset.createMany({ data: newAssets })] : []),
    ...assetUpdates,
    ...(newCategories.length ? [prisma.activityCategory.createMany({ data: newCategories })] : []),
    ...categoryUpdates,
    ...(newActivities.length ? [prisma.activity.createMany({ data: newActivities })] : []),
    ...activityUpdates,
  ]);

  return {
    categories: catalogue.categories.length,
    activities: catalogue.activities.length,
    assets: catalogue.assets.length,
  };
}
