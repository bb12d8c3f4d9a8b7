// Putting a submission in the outbox and sending it at once (use-soil-send.ts). This code
// (the outbox's sending, the upload) is fetched when the farmer first touches the form, with
// the later steps, not with the page (docs/performance.md: the page's JavaScript budget); the
// service worker keeps it, so it is there offline too.
import { requestBackgroundSync } from "@/lib/offline/browser";
import { sendNow } from "@/lib/offline/flush";
import { removeItem } from "@/lib/offline/outbox";
import { getItem } from "@/lib/offline/store";
import type { Reply } from "@/lib/offline/types";
import { queueSubmission, type Submission } from "./queue-submission";
import { xhrTransport } from "./upload";
import type { QueuedReason, SendOutcome, SendStatus } from "./use-soil-send";
import type { ApiProblem } from "./validate";

function waitingReason(reply: Reply): QueuedReason {
  if (reply.kind === "network") return "network";
  if (reply.status === 429) return "quota";
  // 503: the analysis failed (analysis_unavailable) or the server is busy; either way "later".
  if (reply.status === 503 || reply.status === 502 || reply.status === 504) return "unavailable";
  return "failed";
}

export async function sendQueued(itemId: string, onStatus: (status: SendStatus) => void, onStop: (stop: (() => void) | null) => void): Promise<SendOutcome> {
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

/** Queues the submission (or reuses the form's unchanged queued request) and sends it unless offline. */
export async function deliver(
  submission: Submission,
  attachedId: string,
  onStatus: (status: SendStatus) => void,
  onStop: (stop: (() => void) | null) => void,
): Promise<SendOutcome> {
  const itemId = await queueSubmission(submission, attachedId);
  if (!navigator.onLine) {
    await requestBackgroundSync();
    return { kind: "queued", reason: "offline", itemId };
  }
  return sendQueued(itemId, onStatus, onStop);
}
