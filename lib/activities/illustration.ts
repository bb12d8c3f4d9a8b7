// The one picture that stands for an activity on a card: an instructional activity's main image,
// else a game's first round picture, else its first option picture (the catalogue draws one for
// most activities, prisma/catalogue/assets). Null when it has none: the card shows an emoji.
// Read from the cached catalogue, so a page asks no extra query for it.
import "server-only";
import { getCatalogue } from "./catalogue-cache";
import type { ActivityContent } from "./content-schema";

export function illustrationOf(content: ActivityContent): string | null {
  if ("steps" in content) return content.image ?? null;
  for (const round of content.rounds) if (round.media) return round.media;
  for (const round of content.rounds) for (const option of round.options) if (option.image) return option.image;
  return null;
}

/** Asset id of each activity's illustration, by activity id (activities without one left out). */
export async function illustrationsFor(activityIds: readonly string[]): Promise<Map<string, string>> {
  const { activityById } = await getCatalogue();
  const found = new Map<string, string>();
  for (const id of activityIds) {
    const activity = activityById.get(id);
    const image = activity ? illustrationOf(activity.content) : null;
    if (image) found.set(id, image);
  }
  return found;
}
