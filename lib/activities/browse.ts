/**
 * Browsing the catalogue (docs/decisions/001-activities-api.md): categories, the age-fit list with
 * the child's status, and one activity's details. The catalogue comes from the process cache
 * (catalogue-cache.ts); only the child and its attempts of today are read per call, in one query
 * (child.ts). Every response is mapped field by field. Texts come in the caller's language (Uzbek
 * by default).
 */
import "server-only";
import { accessOf, whoId, type Who } from "@/lib/sharing/access";
import { AppError } from "@/lib/problems/error";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { childAgeMonths, findChild, resolveChild } from "./child";
import { findActivity, getCatalogue, textOf } from "./catalogue-cache";
import type { ActivityCategoryOut, ActivityDetails, ActivityListItem } from "./schemas";
import { statusByActivity } from "./status";

/** Every category in display order. Needs no child. */
export async function listCategories(locale: Locale = DEFAULT_LOCALE): Promise<ActivityCategoryOut[]> {
  const { categories } = await getCatalogue();
  return categories.map((c) => ({ id: c.id, slug: c.slug, title: c.titles[locale], icon: c.icon }));
}

/**
 * Activities that fit the child's age (the whole catalogue when the user has no child yet),
 * optionally of one category, in a stable order: category order, min age, title.
 */
export async function listActivities(
  who: Who,
  options: { childId?: string; categoryId?: string; locale?: Locale } = {},
  now = new Date(),
): Promise<ActivityListItem[]> {
  const day = tashkentDate(now);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const [child, catalogue] = await Promise.all([findChild(whoId(who), { childId: options.childId, day, access: accessOf(who) }), getCatalogue()]);
  if (options.categoryId && !catalogue.categoryById.has(options.categoryId)) {
    throw new AppError("not_found", { detail: "category" });
  }
  const age = child ? childAgeMonths(child, day) : undefined;
  const statuses = statusByActivity(child?.attempts ?? []);
  return catalogue.activities
    .filter((a) => !options.categoryId || a.categoryId === options.categoryId)
    .filter((a) => age === undefined || (a.minAgeMonths <= age && age <= a.maxAgeMonths))
    .map((a) => ({
      id: a.id,
      title: textOf(a, locale).title,
      categoryTitle: catalogue.categoryById.get(a.categoryId)?.titles[locale] ?? "",
      status: statuses.get(a.id) ?? "not_started",
    }));
}

/**
 * One activity with its content and the child's status today. Any activity can be opened,
 * whatever the child's age: a parent may look ahead or back.
 */
export async function getActivityDetails(
  who: Who,
  activityId: string,
  childId?: string,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<ActivityDetails> {
  const day = tashkentDate(now);
  const [child, activity] = await Promise.all([resolveChild(whoId(who), { childId, day, activityId, access: accessOf(who) }), findActivity(activityId)]);
  if (!activity) throw new AppError("not_found", { detail: "activity" });
  const statuses = statusByActivity(child.attempts);
  const text = textOf(activity, locale);
  return {
    id: activity.id,
    title: text.title,
    description: text.description,
    durationMinutes: activity.durationMinutes,
    type: activity.type,
    difficulty: activity.difficulty,
    content: text.content,
    status: statuses.get(activity.id) ?? "not_started",
    categoryId: activity.categoryId,
    minAgeMonths: activity.minAgeMonths,
    maxAgeMonths: activity.maxAgeMonths,
    skill: text.skill,
  };
}
