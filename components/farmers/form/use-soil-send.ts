"use client";

// The sending phases the farmer sees: compressing photos, uploading with a percentage, waiting
// for the analysis, opening the report, or why it stopped. Every send goes through the outbox
// (queue-submission.ts, lib/offline): offline it simply stays there and is sent when the
// connection returns; online it is sent at once, with XHR for the upload progress (upload.ts).
import { useCallback, useRef, useState } from "react";
// The sending code (send-queued.ts) is a chunk of its own; the form fetches it early (preload).
import { loadSender } from "./lazy-parts";
import type { Submission } from "./queue-submission";
import type { ApiProblem } from "./validate";

/** Why the request is waiting in the outbox (it is sent again by itself, or by "send again"). */
export type QueuedReason = "offline" | "network" | "unavailable" | "quota" | "signedOut" | "failed" | "queued";

export type SendOutcome =
  | { kind: "ok"; reportId: string }
  | { kind: "invalid"; problem: ApiProblem }
  | { kind: "queued"; reason: QueuedReason; itemId: string }
  | { kind: "stopped" };

export type SendStatus =
  | { stage: "idle" }
  | { stage: "compressing"; done: number; total: number }
  | { stage: "uploading"; percent: number }
  | { stage: "analysing" }
  | { stage: "opening" }
  | { stage: "stopped"; reason: QueuedReason | "stopped" };

export function useSoilSend() {
  const [status, setStatus] = useState<SendStatus>({ stage: "idle" });
  const stopRef = useRef<(() => void) | null>(null);
  const stoppedEarly = useRef(false);

  const send = useCallback(
    async (submission: Omit<Submission, "photos">, attachedId: string, compress: (onEach: (done: number) => void) => Promise<Blob[]>, count: number) => {
      stoppedEarly.current = false;
      setStatus({ stage: "compressing", done: 0, total: count });
      const photos = count ? await compress((done) => setStatus({ stage: "compressing", done, total: count })) : [];
      let outcome: SendOutcome;
      if (stoppedEarly.current) outcome = { kind: "stopped" };
      else {
        // Not fetched (offline before the form was ever touched online): nothing was queued,
        // and the form keeps the draft and its photos for "send again".
        const sender = await loadSender().catch(() => null);
        if (!sender) outcome = { kind: "stopped" };
        else outcome = await sender.deliver({ ...submission, photos }, attachedId, setStatus, (stop) => (stopRef.current = stop));
      }
      if (outcome.kind === "ok") setStatus({ stage: "opening" });
      else if (outcome.kind === "invalid") setStatus({ stage: "idle" });
      else setStatus({ stage: "stopped", reason: outcome.kind === "queued" ? outcome.reason : "stopped" });
      return outcome;
    },
    [],
  );

  const stop = useCallback(() => {
    stoppedEarly.current = true;
    stopRef.current?.();
  }, []);

  /** Shows a queued request's state without sending (a restored form). */
  const showQueued = useCallback((reason: QueuedReason) => setStatus({ stage: "stopped", reason }), []);

  const busy = status.stage === "compressing" || status.stage === "uploading" || status.stage === "analysing" || status.stage === "opening";
  return { status, busy, send, stop, showQueued, resetStatus: () => setStatus({ stage: "idle" }) };
}
