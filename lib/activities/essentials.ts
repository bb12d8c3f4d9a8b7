/**
 * Daily essentials: kinds of activity the plan includes every day at some ages, whatever the
 * rotation says (docs/daily-plan.md, rule 5a). Which catalogue activities count for each is
 * decided here and nowhere else.
 * - tummyTime, 0-6 months: WHO 2019 guidelines on physical activity, sedentary behaviour and
 *   sleep for children under 5: infants not yet mobile need at least 30 minutes a day in the
 *   prone position (tummy time), spread through the day while awake.
 * - motor, under 24 months: the same guideline asks for infants to be physically active several
 *   times a day, and movement is how toddlers learn; every activity of the movement category.
 */
import type { PlanEssential } from "./plan";

/** The movement category (prisma/catalogue/categories.json). */
export const MOTOR_CATEGORY_SLUG = "harakat";

/**
 * Tummy-time activities, by slug. Slugs never change (prisma/catalogue/README.md), so a list is
 * the most robust mark available without a catalogue field; essentials.test.ts fails when a
 * listed slug disappears, when a month of 0-6 has no tummy-time activity, or when a new
 * activity looks like tummy time but is missing here.
 */
export const TUMMY_TIME_SLUGS: ReadonlySet<string> = new Set(["harakat-qorin-bilan-yotish"]);

/** The essentials an activity counts for, from its slug and its category's slug. */
export function essentialsOf(activitySlug: string, categorySlug: string | undefined): PlanEssential[] {
  const out: PlanEssential[] = [];
  if (TUMMY_TIME_SLUGS.has(activitySlug)) out.push("tummyTime");
  if (categorySlug === MOTOR_CATEGORY_SLUG) out.push("motor");
  return out;
}
