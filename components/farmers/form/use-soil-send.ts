"use client";

// The sending phases the farmer sees: compressing photos, uploading with a percentage, waiting
// for the analysis, opening the report, or why it stopped. Every send goes through the outbox
// (queue-submission.ts, lib/offline): offline it simply stays there and is sent when the
// connection returns; online it is sent at once, with XHR for the upload progress (upload.ts).
import { useCallback, useRef, useState } from "react";
import { requestBackgroundSync } from "@/lib/offline/browser";
import { sendNow } from "@/lib/offline/flush";
import { removeItem } from "@/lib/offline/outbox";
import { getItem } from "@/lib/offline/store";
import type { Reply } from "@/lib/offline/types";
import { queueSubmission, type Submission } from "./queue-submission";
import { xhrTransport } from "./upload";
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

function waitingReason(reply: Reply): QueuedReason {
  if (reply.kind === "network") return "network";
  if (reply.status === 429) return "quota";
  // 503: the analysis failed (analysis_unavailable) or the server is busy; either way "later".
  if (reply.status === 503 || reply.status === 502 || reply.status === 504) return "unavailable";
  return "failed";
}

async function sendQueued(itemId: string, onStatus: (status: SendStatus) => void, onStop: (stop: (() => void) | null) => void): Promise<SendOutcome> {
  const xhr = xhrTransport((progress) => onStatus(progress.phase === "upload" ? { stage: "uploading", percent: progress.percent } : { stage: "analysing" }));
  onStop(xhr.stop);
  const result = await sendNow(itemId, xhr.transport);
  onStop(null);
  if (xhr.stopped()) {
    await removeItem(itemId);
    return { kind: "stopped" };
  }
  // Not waiting any more: another tab or the service worker sent it meanwhile.
  const after = result ? result.item : ((await getItem(itemId)) ?? null);
  if (after?.kind === "soil-analyze" && after.state === "sent" && after.reportId) {
    // The farmer goes straight to the report: no "report ready" notice needed.
    await removeItem(itemId);
    return { kind: "ok", reportId: after.reportId };
  }
  if (!result) return after ? { kind: "queued", reason: "queued", itemId } : { kind: "stopped" };
  const { decision, reply } = result;
  if (decision.do === "attention" && reply.kind === "response") {
    // The form shows the server's field errors; the form itself still holds everything.
    await removeItem(itemId);
    const body = reply.body ?? {};
    return { kind: "invalid", problem: { status: reply.status, code: body.code as string | undefined, errors: body.errors as ApiProblem["errors"] } };
  }
  await requestBackgroundSync();
  if (decision.do === "signed-out") return { kind: "queued", reason: "signedOut", itemId };
  return { kind: "queued", reason: waitingReason(reply), itemId };
}

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
        const itemId = await queueSubmission({ ...submission, photos }, attachedId);
        if (!navigator.onLine) {
          await requestBackgroundSync();
          outcome = { kind: "queued", reason: "offline", itemId };
        } else outcome = await sendQueued(itemId, setStatus, (stop) => (stopRef.current = stop));
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
