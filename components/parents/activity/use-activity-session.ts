"use client";

// The life of one activity visit: the start is recorded once the page is open in the browser
// (an effect, so prefetching or rendering never counts as a start), completion sends the score
// and the seconds since the page opened. Both go through the device's outbox (lib/offline)
// with the device's own times, so a game played with no signal is recorded once, in order,
// when the connection returns; the child sees the result at once either way.
import { useCallback, useEffect, useRef, useState } from "react";
import { requestBackgroundSync } from "@/lib/offline/browser";
import { watchOutbox } from "@/lib/offline/channel";
import { decidedFor, flushOutbox } from "@/lib/offline/flush";
import { decide } from "@/lib/offline/decide";
import { fetchReply } from "@/lib/offline/request";
import { activityCompleteItem, activityStartItem, enqueue } from "@/lib/offline/outbox";
import { getItem } from "@/lib/offline/store";
import type { OutboxItem } from "@/lib/offline/types";
import type { ActivityStatus, Feedback } from "@/lib/activities/schemas";

/** What the parent said about an activity without a score (the complete body's optional fields). */
export type Said = { feedback?: Feedback | null; checklistDone?: boolean };

/** queued: kept on the device, to be recorded when the connection returns. */
export type SaveState = "idle" | "saving" | "saved" | "queued" | "failed";

/** Queues the item and sends the outbox in order (older waiting items first); what became of it. */
async function record(item: OutboxItem): Promise<"done" | "waiting" | "refused"> {
  try {
    await enqueue(item);
  } catch {
    // No IndexedDB here (blocked storage): send it directly, as a page without an outbox would.
    const decision = decide(await fetchReply(item), 1).do;
    return decision === "done" ? "done" : decision === "attention" ? "refused" : "waiting";
  }
  if (!navigator.onLine) {
    await requestBackgroundSync();
    return "waiting";
  }
  const result = await flushOutbox({ force: true, wait: true });
  // Another flush of this page may have sent it while this one waited for the lock.
  const outcome = result.tried[item.id] ?? decidedFor(item.id);
  if (outcome === "done") return "done";
  if (outcome === "attention") return "refused";
  await requestBackgroundSync();
  return "waiting";
}

export function useActivitySession(activityId: string, childId: string, initialStatus: ActivityStatus, userId: string) {
  const [status, setStatus] = useState<ActivityStatus>(initialStatus);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [timeSpent, setTimeSpent] = useState<number | null>(null);
  const openedAt = useRef(0);
  const started = useRef<Promise<unknown>>(Promise.resolve());
  const waitingId = useRef<string | null>(null);

  const begin = useCallback(() => {
    openedAt.current = Date.now();
    const item = activityStartItem(userId, { activityId, childId, startedAt: new Date(openedAt.current).toISOString() });
    started.current = record(item)
      .then((outcome) => outcome === "done" && setStatus((current) => (current === "completed" ? current : "started")))
      .catch(() => undefined); // IndexedDB unavailable: completion still tries (and starts on the server)
  }, [activityId, childId, userId]);

  useEffect(() => {
    begin();
  }, [begin]);

  // A result kept on the device is shown as saved once the outbox has sent it.
  useEffect(
    () =>
      watchOutbox(async () => {
        const id = waitingId.current;
        if (id && !(await getItem(id))) {
          waitingId.current = null;
          setSaveState((current) => (current === "queued" ? "saved" : current));
        }
      }),
    [],
  );

  const complete = useCallback(
    async (score: number | null, said: Said = {}) => {
      setSaveState("saving");
      await started.current;
      const seconds = Math.min(86_400, Math.max(0, Math.round((Date.now() - openedAt.current) / 1000)));
      const item = activityCompleteItem(userId, { activityId, childId, completedAt: new Date().toISOString(), score, timeSpentSeconds: seconds, ...said });
      let outcome: Awaited<ReturnType<typeof record>>;
      try {
        outcome = await record(item);
      } catch {
        outcome = "refused";
      }
      if (outcome === "refused") return setSaveState("failed");
      setStatus("completed");
      setTimeSpent(seconds);
      waitingId.current = outcome === "waiting" ? item.id : null;
      setSaveState(outcome === "done" ? "saved" : "queued");
    },
    [activityId, childId, userId],
  );

  const again = useCallback(() => {
    setSaveState("idle");
    setTimeSpent(null);
    begin();
  }, [begin]);

  return { status, saveState, timeSpent, complete, again };
}
