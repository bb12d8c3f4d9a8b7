// Which milestones each catalogue activity practises (practice.json, by activity slug; slugs
// never change, prisma/catalogue/README.md). Kept beside the milestones rather than in the
// activity JSON so the catalogue's content and this mapping can be reviewed separately. A
// "not yet" on a mapped milestone raises the activity in the daily plan (docs/daily-plan.md).
import raw from "@/lib/milestones/practice.json";

const PRACTICE: Readonly<Record<string, readonly string[]>> = raw;

/** The milestone ids an activity practises (none when unmapped). */
export function practisedBy(activitySlug: string): string[] {
  return [...(PRACTICE[activitySlug] ?? [])];
}

export function practiceMap(): Readonly<Record<string, readonly string[]>> {
  return PRACTICE;
}
