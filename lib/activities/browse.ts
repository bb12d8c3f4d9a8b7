/**
 * Browsing the catalogue (spec 4.6-4.8): categories, the age-fit list with the child's status,
 * and one activity's details. The catalogue comes from the process cache (catalogue-cache.ts);
 * only the child and its attempts of today are read per call, in one query (child.ts). Every
 * response is mapped field by field.
 */
import { notFound } from "@/lib/http/problem";
import { tashkentDate } from "@/lib/time";
import { childAgeMonths, findChild, resolveChild } from "./child";
import { findActivity, getCatalogue } from "./catalogue-cache";
import type { ActivityCategoryOut, ActivityDetails, ActivityListItem } from "./schemas";
import { statusByActivity } from "./status";

/** Every category in display order. Needs no child. */
export async function listCategories(): Promise<ActivityCategoryOut[]> {
  const { categories } = await getCatalogue();
  return categories.map((c) => ({ id: c.id, slug: c.slug, title: c.title, icon: c.icon }));
}

/**
 * Activities that fit the child's age (the whole catalogue when the user has no child yet),
 * optionally of one category, in a stable order: category order, min age, title.
 */
export async function listActivities(
  userId: string,
  options: { childId?: string; categoryId?: string } = {},
  now = new Date(),
): Promise<ActivityListItem[]> {
  const day = tashkentDate(now);
  const [child, catalogue] = await Promise.all([findChild(userId, { childId: options.childId, day }), getCatalogue()]);
  if (options.categoryId && !catalogue.categoryById.has(options.categoryId)) {
    throw notFound("The category does not exist.");
  }
  const age = child ? childAgeMonths(child, day) : undefined;
  const statuses = statusByActivity(child?.attempts ?? []);
  return catalogue.activities
    .filter((a) => !options.categoryId || a.categoryId === options.categoryId)
    .filter((a) => age === undefined || (a.minAgeMonths <= age && age <= a.maxAgeMonths))
    .map((a) => ({
      id: a.id,
      title: a.title,
      categoryTitle: catalogue.categoryById.get(a.categoryId)?.title ?? "",
      status: statuses.get(a.id) ?? "not_started",
    }));
}

/**
 * One activity with its content and the child's status today. Any activity can be opened,
 * whatever the child's age: a parent may look ahead or back.
 */
export async function getActivityDetails(
  userId: string,
  activityId: string,
  childId?: string,
  now = new Date(),
): Promise<ActivityDetails> {
  const day = tashkentDate(now);
  const [child, activity] = await Promise.all([resolveChild(userId, { childId, day, activityId }), findActivity(activityId)]);
  if (!activity) throw notFound("The activity does not exist.");
  const statuses = statusByActivity(child.attempts);
  return {
    id: activity.id,
    title: activity.title,
    description: activity.description,
    durationMinutes: activity.durationMinutes,
    type: activity.type,
    difficulty: activity.difficulty,
    content: activity.content,
    status: statuses.get(activity.id) ?? "not_started",
    categoryId: activity.categoryId,
    minAgeMonths: activity.minAgeMonths,
    maxAgeMonths: activity.maxAgeMonths,
    skill: activity.skill,
  };
}
