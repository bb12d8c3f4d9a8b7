// What a child needs to play today's plan without a signal: each activity's player page and
// every picture and sound it uses. /today hands this list to the service worker
// (components/pwa/warm-offline.tsx), which fetches what it does not hold yet.
import { getCatalogue } from "@/lib/activities/catalogue-cache";
import type { ActivityContent } from "@/lib/activities/content-schema";
import { assetUrl } from "@/lib/activities/media-url";

/** Asset IDs an activity's content refers to (main image and voice, round and option pictures). */
export function assetIdsOf(content: ActivityContent): string[] {
  const ids = new Set<string>();
  if ("steps" in content) {
    if (content.image) ids.add(content.image);
    if (content.audio) ids.add(content.audio);
  } else {
    for (const round of content.rounds) {
      if (round.media) ids.add(round.media);
      for (const option of round.options) if (option.image) ids.add(option.image);
    }
  }
  return [...ids];
}

/** Player pages and media of the given activities, pages first. */
export async function offlineUrlsFor(activityIds: readonly string[]): Promise<string[]> {
  const { activityById } = await getCatalogue();
  const pages: string[] = [];
  const media = new Set<string>();
  for (const id of activityIds) {
    const activity = activityById.get(id);
    if (!activity) continue;
    pages.push(`/activities/${id}`);
    for (const asset of assetIdsOf(activity.content)) media.add(assetUrl(asset));
  }
  return [...pages, ...media];
}
