"use client";

// The life of one activity visit: the start is recorded once the page is open in the browser
// (an effect, so prefetching or rendering never counts as a start), completion sends the score
// and the seconds since the page opened. The start is awaited before completing, so a very
// quick finish cannot overtake it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { SessionActions, SessionResult } from "./session-result";
import type { ActivityStatus, Feedback } from "@/lib/activities/schemas";

/** What the parent said about an activity without a score (the complete body's optional fields). */
export type Said = { feedback?: Feedback | null; checklistDone?: boolean };

export type SaveState = "idle" | "saving" | "saved" | "failed";

export function useActivitySession(activityId: string, initialStatus: ActivityStatus, actions: SessionActions) {
  const [status, setStatus] = useState<ActivityStatus>(initialStatus);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [timeSpent, setTimeSpent] = useState<number | null>(null);
  const openedAt = useRef(0);
  const started = useRef<Promise<SessionResult | null>>(Promise.resolve(null));
  // The first actions stay: a refreshed page hands down a new object with the same actions, and
  // a new identity must not count as a new visit.
  const server = useRef(actions);

  const begin = useCallback(() => {
    openedAt.current = Date.now();
    started.current = server.current
      .start(activityId)
      .then((result) => {
        if (result.ok) setStatus(result.status);
        return result;
      })
      .catch(() => null); // completion retries the start on the server if this one was lost
  }, [activityId]);

  useEffect(() => {
    begin();
  }, [begin]);

  const complete = useCallback(
    async (score: number | null, said: Said = {}) => {
      setSaveState("saving");
      await started.current;
      const seconds = Math.min(86_400, Math.max(0, Math.round((Date.now() - openedAt.current) / 1000)));
      try {
        const result = await server.current.complete(activityId, { score, timeSpentSeconds: seconds, ...said });
        if (!result.ok) throw new Error(result.reason);
        setStatus("completed");
        setTimeSpent(seconds);
        setSaveState("saved");
      } catch {
        setSaveState("failed");
      }
    },
    [activityId],
  );

  const again = useCallback(() => {
    setSaveState("idle");
    setTimeSpent(null);
    begin();
  }, [begin]);

  return { status, saveState, timeSpent, complete, again };
}
