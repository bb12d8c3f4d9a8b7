/**
 * The catalogue (categories and activities with their content), cached per process. It is
 * seeded data that changes only when the seed runs, so the lists, the dashboard and the details
 * read it from memory instead of the database; all of it is ~80 KB of JSON (about three times
 * that with the Russian and English texts). A short TTL lets a re-seed reach long-running
 * servers within minutes without any coordination between them.
 * The Russian and English texts come in the same rows (column `translations`) and are merged
 * into whole texts once per load, so a request in any language only picks one (`textOf`).
 */
import "server-only";
import { createHash } from "node:crypto";
import { getDb, type Db } from "@/lib/db/client";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import type { ActivityContent, ActivityType, Difficulty } from "./content-schema";
import {
  applyTranslation,
  TRANSLATED_LOCALES,
  type ActivityText,
  type ActivityTranslation,
  type CategoryTranslation,
  type Translations,
} from "./translations";
import { essentialsOf } from "./essentials";
import { practisedBy } from "@/lib/milestones/practice";
import type { PlanEssential } from "./plan";

export const CATALOGUE_TTL_MS = 5 * 60_000;

export interface CachedCategory {
  id: string;
  slug: string;
  title: string;
  icon: string;
  sortOrder: number;
  /** The title in every language (Uzbek where a translation is missing). */
  titles: Record<Locale, string>;
}

export interface CachedActivity {
  id: string;
  categoryId: string;
  title: string;
  description: string;
  durationMinutes: number;
  type: ActivityType;
  difficulty: Difficulty;
  minAgeMonths: number;
  maxAgeMonths: number;
  skill: string;
  /** Validated against content-schema.ts when seeded; asset keys were replaced by asset IDs. */
  content: ActivityContent;
  /** The texts in every language; the Uzbek ones (the fields above) where a translation is missing. */
  texts: Record<Locale, ActivityText>;
  /** The daily essentials it counts for (essentials.ts), worked out from the slugs on load. */
  essentials: PlanEssential[];
  /** Milestone ids it practises (lib/milestones/practice.json), from the slug on load. */
  practises: string[];
}

/** The activity's texts in a language. */
export function textOf(activity: CachedActivity, locale: Locale = DEFAULT_LOCALE): ActivityText {
  return activity.texts[locale];
}

export interface CatalogueIndex {
  /** In display order (sortOrder, then slug). */
  categories: CachedCategory[];
  /** In list order: category order, then minAgeMonths, then title, then id. */
  activities: CachedActivity[];
  categoryById: Map<string, CachedCategory>;
  activityById: Map<string, CachedActivity>;
  /** Changes exactly when a field the daily plan reads changes (planVersion). */
  planVersion: string;
  /** The oldest age any activity is written for, in completed months (0 for an empty catalogue). */
  endsAtAgeMonths: number;
}

/**
 * A fingerprint of what the daily plan reads of the catalogue (plan.ts PlanCandidate), so that
 * plans kept in memory (dashboard.ts) outlive a reload that changed nothing, and no longer.
 */
export function planVersion(
  activities: Omit<CachedActivity, "content" | "title" | "description" | "type" | "skill" | "texts">[],
): string {
  const fields = activities
    .map((a) => [a.id, a.categoryId, a.difficulty, a.minAgeMonths, a.maxAgeMonths, a.durationMinutes, a.essentials.join("+"), a.practises.join("+")].join(","))
    .sort();
  return createHash("sha1").update(fields.join(";")).digest("hex");
}

const ACTIVITY_SELECT = {
  id: true,
  categoryId: true,
  title: true,
  description: true,
  durationMinutes: true,
  type: true,
  difficulty: true,
  minAgeMonths: true,
  maxAgeMonths: true,
  skill: true,
  content: true,
  translations: true,
} as const;

type ActivityRow = Omit<CachedActivity, "texts" | "essentials" | "practises"> & { translations: unknown };

/** A row as cached: its texts in every language worked out once. */
function toCached({ translations, ...row }: ActivityRow, essentials: PlanEssential[], practises: string[]): CachedActivity {
  const uz: ActivityText = { title: row.title, description: row.description, skill: row.skill, content: row.content };
  const stored = (translations ?? {}) as Translations<ActivityTranslation>;
  const texts = { uz } as Record<Locale, ActivityText>;
  for (const locale of TRANSLATED_LOCALES) texts[locale] = applyTranslation(uz, stored[locale]) ?? uz;
  return { ...row, texts, essentials, practises };
}

let cached: { db: Db; loadedAt: number; index: Promise<CatalogueIndex> } | undefined;

/** The catalogue index, loaded at most once per TTL (concurrent callers share one load). */
export async function getCatalogue(now = Date.now()): Promise<CatalogueIndex> {
  const db = await getDb();
  // Keyed by client too: tests (and scripts) may close and reopen the database.
  if (!cached || cached.db !== db || now - cached.loadedAt > CATALOGUE_TTL_MS) {
    const entry = { db, loadedAt: now, index: loadCatalogue(db) };
    cached = entry;
    entry.index.catch(() => {
      if (cached === entry) cached = undefined; // a failed load is not cached
    });
  }
  return cached.index;
}

/** Drops the cache (after seeding in the same process, and in tests). */
export function clearCatalogueCache(): void {
  cached = undefined;
}

async function loadCatalogue(db: Db): Promise<CatalogueIndex> {
  const [categoryRows, activityRows] = await Promise.all([
    db.activityCategory.findMany({
      select: { id: true, slug: true, title: true, icon: true, sortOrder: true, translations: true },
      orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    }),
    db.activity.findMany({ select: { ...ACTIVITY_SELECT, slug: true } }),
  ]);
  const categories: CachedCategory[] = categoryRows.map(({ translations, ...row }) => {
    const stored = (translations ?? {}) as Translations<CategoryTranslation>;
    return { ...row, titles: { uz: row.title, ru: stored.ru?.title ?? row.title, en: stored.en?.title ?? row.title } };
  });
  const position = new Map(categories.map((c, i) => [c.id, i]));
  const categorySlug = new Map(categories.map((c) => [c.id, c.slug]));
  const activities = activityRows
    .map(({ slug, ...row }) => toCached(row as ActivityRow, essentialsOf(slug, categorySlug.get(row.categoryId)), practisedBy(slug)))
    .sort(
      (a, b) =>
        (position.get(a.categoryId) ?? 0) - (position.get(b.categoryId) ?? 0) ||
        a.minAgeMonths - b.minAgeMonths ||
        a.title.localeCompare(b.title, "uz") ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  return {
    categories,
    activities,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    activityById: new Map(activities.map((a) => [a.id, a])),
    planVersion: planVersion(activities),
    endsAtAgeMonths: activities.reduce((oldest, a) => Math.max(oldest, a.maxAgeMonths), 0),
  };
}

/** One activity from the cache; ids newer than the cache are looked up in the database. */
export async function findActivity(activityId: string): Promise<CachedActivity | null> {
  const hit = (await getCatalogue()).activityById.get(activityId);
  if (hit) return hit;
  const db = await getDb();
  const row = (await db.activity.findUnique({ where: { id: activityId }, select: ACTIVITY_SELECT })) as ActivityRow | null;
  return row && toCached(row, [], []); // not planned from here
}
