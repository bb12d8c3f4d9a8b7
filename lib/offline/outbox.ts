// Putting requests in the outbox and taking them out again: what pages call. Every change is
// announced (channel.ts) so lists, notices and other tabs follow.
import { notifyChanged } from "./channel";
import { clearOutbox, deleteItem, putItem } from "./store";
import type { ActivityCompletePayload, ActivityStartPayload, OutboxItem, SoilAnalyzePayload } from "./types";

type Common = Pick<OutboxItem, "id" | "userId" | "idempotencyKey" | "createdAt" | "attempts" | "nextAttemptAt" | "state" | "lastError">;

function common(userId: string, now: number): Common {
  // One key per press of the button: the server replays its first answer for every retry.
  const key = crypto.randomUUID();
  return { id: key, userId, idempotencyKey: key, createdAt: now, attempts: 0, nextAttemptAt: now, state: "queued", lastError: null };
}

export function soilItem(userId: string, payload: SoilAnalyzePayload, fieldName: string, now = Date.now()): OutboxItem {
  return { ...common(userId, now), kind: "soil-analyze", payload, summary: { fieldName, photoCount: payload.photos.length } };
}

export function activityStartItem(userId: string, payload: ActivityStartPayload, now = Date.now()): OutboxItem {
  return { ...common(userId, now), kind: "activity-start", payload };
}

export function activityCompleteItem(userId: string, payload: ActivityCompletePayload, now = Date.now()): OutboxItem {
  return { ...common(userId, now), kind: "activity-complete", payload };
}

export async function enqueue(item: OutboxItem): Promise<void> {
  await putItem(item);
  notifyChanged();
}

export async function removeItem(id: string): Promise<void> {
  await deleteItem(id);
  notifyChanged();
}

/** Sign-out: the queued requests, their photos and the receipts leave the device. */
export async function clearOfflineData(): Promise<void> {
  await clearOutbox();
  notifyChanged();
}
