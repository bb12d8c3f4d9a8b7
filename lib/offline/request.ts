// The HTTP request of each queued item and how its answer is read. fetch only (the service
// worker has no XMLHttpRequest); the session cookie goes with it as with any same-site request.
import type { OutboxItem, Reply } from "./types";

export function requestOf(item: OutboxItem): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Accept: "application/json", "Idempotency-Key": item.idempotencyKey };
  if (item.kind === "soil-analyze") {
    if (!item.payload) throw new Error("requestOf: a sent item has no payload left");
    return { url: "/api/soil/analyze", init: { method: "POST", headers, body: soilForm(item.payload.json, item.payload.photos) } };
  }
  const json = { ...headers, "Content-Type": "application/json" };
  const path = `${encodeURIComponent(item.payload.activityId)}?childId=${encodeURIComponent(item.payload.childId)}`;
  if (item.kind === "activity-start") {
    return { url: `/api/client/activities/start/${path}`, init: { method: "POST", headers: json, body: JSON.stringify({ startedAt: item.payload.startedAt }) } };
  }
  const { completedAt, score, timeSpentSeconds, feedback, checklistDone } = item.payload;
  const body = JSON.stringify({ completedAt, score, timeSpentSeconds, feedback, checklistDone });
  return { url: `/api/client/activities/complete/${path}`, init: { method: "POST", headers: json, body } };
}

/**
 * A phone whose clock is far off (beyond the server's bounds: docs/api-guide.md, "Playing
 * offline: device times") gets 400 on startedAt / completedAt. The same record without the device time, so the
 * server records it at its own time: a child's result is worth more than the minute it was made.
 * Null when the reply is anything else.
 */
export function withoutDeviceTime(item: OutboxItem, reply: Reply): OutboxItem | null {
  if (item.kind === "soil-analyze" || reply.kind !== "response" || reply.status !== 400) return null;
  const errors = Array.isArray(reply.body?.errors) ? (reply.body.errors as { path?: unknown }[]) : [];
  const refused = (field: string) => errors.some((error) => error.path === field);
  if (item.kind === "activity-start") {
    return refused("startedAt") && item.payload.startedAt !== undefined ? { ...item, payload: { ...item.payload, startedAt: undefined } } : null;
  }
  return refused("completedAt") && item.payload.completedAt !== undefined ? { ...item, payload: { ...item.payload, completedAt: undefined } } : null;
}

/** The multipart body of POST /api/soil/analyze: a `payload` JSON part and one `photos` part per photo. */
export function soilForm(json: Record<string, unknown>, photos: Blob[]): FormData {
  const form = new FormData();
  form.append("payload", new Blob([JSON.stringify(json)], { type: "application/json" }));
  photos.forEach((photo, index) => form.append("photos", photo, `photo-${index + 1}.jpg`));
  return form;
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}

export function parseBody(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function fetchReply(item: OutboxItem): Promise<Reply> {
  const { url, init } = requestOf(item);
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: "same-origin", cache: "no-store" });
  } catch {
    return { kind: "network" };
  }
  // A service worker's offline answer is not the server's: treat it as no connection.
  if (response.type === "error") return { kind: "network" };
  const text = await response.text().catch(() => "");
  return { kind: "response", status: response.status, body: parseBody(text), retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")) };
}
