// Sends what the outbox holds. One function for every trigger: a page opening, the window's
// `online` event, the service worker's Background Sync (tag "outbox") and the soil form's own
// send. Rules (decide.ts): oldest first; the same Idempotency-Key on every try; a 2xx removes
// the request (a soil analysis leaves a small receipt for the "report ready" notice); a refusal
// the farmer can fix is kept as "attention"; anything else waits and is tried again.
import { notifyChanged } from "./channel";
import { decide, type Decision } from "./decide";
import { fetchReply, withoutDeviceTime } from "./request";
import { getItem, listItems, updateItem } from "./store";
import type { OutboxItem, Reply } from "./types";

export type Transport = (item: OutboxItem) => Promise<Reply>;
export type FlushResult = {
  sent: number;
  waiting: number;
  signedOut: boolean;
  busy: boolean;
  /** What became of each item tried, by id. */
  tried: Record<string, Decision["do"]>;
};

const LOCK_NAME = "oila-dala-outbox";

/** Soil analyses and activity records do not wait for each other; within a lane, order holds. */
const laneOf = (item: OutboxItem) => (item.kind === "soil-analyze" ? "soil" : "activities");
const pending = (item: OutboxItem) => item.state === "queued" || item.state === "sending";

type Locks = { request: <T>(name: string, options: { ifAvailable?: boolean }, run: (lock: unknown) => Promise<T>) => Promise<T> };
const locks = (): Locks | undefined => (globalThis.navigator as { locks?: Locks } | undefined)?.locks;

/**
 * Runs `run` while no other tab or worker sends from the outbox. With `ifAvailable`, returns
 * null at once when another one is sending (it will get to our items too).
 */
async function exclusive<T>(run: () => Promise<T>, ifAvailable: boolean): Promise<T | null> {
  const api = locks();
  if (!api) return run(); // old browsers: the idempotency key keeps a double send harmless
  return api.request(LOCK_NAME, { ifAvailable }, (lock) => (lock ? run() : Promise.resolve(null)));
}

/** Stores what one try taught us; returns the item as it now is (null once removed). */
async function record(item: OutboxItem, attempts: number, decision: Decision, reply: Reply, now: number): Promise<OutboxItem | null> {
  const result = await updateItem(item.id, (current) => {
    const base = { ...current, attempts };
    if (decision.do === "done") {
      if (current.kind !== "soil-analyze") return null;
      const body = reply.kind === "response" ? reply.body : null;
      const reportId = typeof body?.reportId === "string" ? body.reportId : undefined;
      return { ...current, attempts, state: "sent", payload: null, reportId, lastError: null };
    }
    if (decision.do === "attention") {
      // A parent cannot edit an activity record: a refused one is dropped (docs/offline.md).
      if (current.kind !== "soil-analyze") return null;
      return { ...base, state: "attention", lastError: decision.error };
    }
    if (decision.do === "signed-out") return { ...base, state: "queued", lastError: { status: 401, code: "unauthorized", message: null } };
    return { ...base, state: "queued", nextAttemptAt: now + decision.delayMs, lastError: decision.error };
  });
  notifyChanged();
  return result;
}

// What the last tries in this page decided, by item id. The page that queued an item asks for
// it after its own flush: another flush in the same page (the outbox flusher that starts after
// the page has loaded) may have taken the item first, and its result must not read as "still
// waiting" (an activity shown as not started although the server has recorded the start).
const decided = new Map<string, Decision["do"]>();
const DECIDED_KEPT = 50;

/** What a try in this page decided for the item, if one did (see `decided`). */
export function decidedFor(id: string): Decision["do"] | undefined {
  return decided.get(id);
}

/** One try of one item; the caller holds the lock. */
async function tryOnce(item: OutboxItem, transport: Transport, now: () => number) {
  const attempts = item.attempts + 1;
  await updateItem(item.id, (current) => ({ ...current, state: "sending" }));
  notifyChanged();
  let reply = await transport(item);
  // Opened before midnight and finished after it: the server wants today's start first.
  if (item.kind === "activity-complete" && reply.kind === "response" && reply.status === 409 && reply.body?.code === "activity_not_started") {
    const start: OutboxItem = { ...item, kind: "activity-start", payload: { activityId: item.payload.activityId, childId: item.payload.childId, startedAt: item.payload.completedAt } };
    const started = await transport(start);
    if (started.kind === "response" && started.status < 300) reply = await transport(item);
  }
  const atServerTime = withoutDeviceTime(item, reply);
  if (atServerTime) reply = await transport(atServerTime);
  const decision = decide(reply, attempts, Math.random());
  const after = await record(item, attempts, decision, reply, now());
  decided.set(item.id, decision.do);
  if (decided.size > DECIDED_KEPT) decided.delete(decided.keys().next().value!);
  return { decision, reply, item: after };
}

/** Sends one item now (the soil form's button), with the form's own transport for progress. */
export async function sendNow(id: string, transport: Transport = fetchReply, now = Date.now) {
  const outcome = await exclusive(async () => {
    const item = await getItem(id);
    return item && pending(item) ? tryOnce(item, transport, now) : null;
  }, false);
  return outcome;
}

type FlushOptions = {
  /** Ignore the back-off: the device has just come online, or the user asked. */
  force?: boolean;
  /** Wait for another tab's flush to end rather than leave the work to it. */
  wait?: boolean;
  now?: () => number;
};

/** Sends every pending item of the signed-in user; stops a lane at its first item that has to wait. */
export async function flushOutbox({ force = false, wait = false, now = Date.now }: FlushOptions = {}): Promise<FlushResult> {
  const result = await exclusive(async (): Promise<FlushResult> => {
    const items = (await listItems()).filter(pending);
    const outcome: FlushResult = { sent: 0, waiting: items.length, signedOut: false, busy: false, tried: {} };
    if (!items.length) return outcome;
    const userId = await signedInUser();
    if (userId === undefined) return outcome; // no connection
    if (userId === null) return { ...outcome, signedOut: true };
    const blocked = new Set<string>();
    for (const item of items) {
      // Another account's requests wait for that account (a shared phone).
      if (item.userId !== userId || blocked.has(laneOf(item))) continue;
      if (!force && item.nextAttemptAt > now()) {
        blocked.add(laneOf(item));
        continue;
      }
      const { decision } = await tryOnce(item, fetchReply, now);
      outcome.tried[item.id] = decision.do;
      if (decision.do === "done") outcome.sent++;
      if (decision.do === "signed-out") return { ...outcome, signedOut: true, waiting: await countPending() };
      if (decision.do === "retry") blocked.add(laneOf(item));
    }
    return { ...outcome, waiting: await countPending() };
  }, !wait);
  return result ?? { sent: 0, waiting: 0, signedOut: false, busy: true, tried: {} };
}

async function countPending(): Promise<number> {
  return (await listItems()).filter(pending).length;
}

/** The signed-in user's id; null when signed out; undefined when the server cannot be reached. */
async function signedInUser(): Promise<string | null | undefined> {
  try {
    const response = await fetch("/api/auth/me", { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === "string" ? body.id : undefined;
  } catch {
    return undefined;
  }
}
