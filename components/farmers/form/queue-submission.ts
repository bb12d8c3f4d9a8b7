// Every analysis the farmer sends is first put in the device's outbox (lib/offline), so a lost
// connection never loses it. Pressing "send again" for the same form reuses the queued request
// and its Idempotency-Key: the server then answers a retry with the report it already made
// instead of making (and charging the quota for) a second one.
import { enqueue, removeItem, soilItem } from "@/lib/offline/outbox";
import { getItem } from "@/lib/offline/store";
import type { SoilAnalyzePayload } from "@/lib/offline/types";

export type Submission = { userId: string; json: Record<string, unknown>; photos: Blob[]; draft: unknown; fieldName: string };

function sameRequest(queued: SoilAnalyzePayload, json: Record<string, unknown>, photos: Blob[]): boolean {
  return (
    JSON.stringify(queued.json) === JSON.stringify(json) &&
    queued.photos.length === photos.length &&
    queued.photos.every((photo, index) => photo.size === photos[index].size && photo.type === photos[index].type)
  );
}

/** The id of the queued request for this submission: the form's earlier one if unchanged, else a new one. */
export async function queueSubmission(submission: Submission, attachedId: string): Promise<string> {
  if (attachedId) {
    const queued = await getItem(attachedId);
    const waiting = queued?.kind === "soil-analyze" && queued.payload && (queued.state === "queued" || queued.state === "sending");
    if (waiting && sameRequest(queued.payload!, submission.json, submission.photos)) return queued.id;
    // The farmer changed the form: the old request goes, the new one gets a key of its own.
    if (queued && queued.state !== "sent") await removeItem(queued.id);
  }
  const item = soilItem(submission.userId, { json: submission.json, photos: submission.photos, draft: submission.draft }, submission.fieldName);
  await enqueue(item);
  return item.id;
}
