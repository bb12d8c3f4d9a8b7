// Sends a queued analysis (lib/offline) to POST /api/soil/analyze with XMLHttpRequest rather
// than fetch: only XHR reports upload progress, which a farmer on a slow connection needs to
// see. The request itself (multipart body, Idempotency-Key) is the outbox's own, so a send
// from the form and a later send from the outbox are the same request. Never throws.
import type { Transport } from "@/lib/offline/flush";
import { parseBody, requestOf, retryAfterSeconds } from "@/lib/offline/request";
import type { Reply } from "@/lib/offline/types";

export type SendProgress = { phase: "upload"; percent: number } | { phase: "analysing" };

/** Generous: a few MB over a 2G link, plus the analysis itself (SOIL_AI_TIMEOUT_MS). */
const TIMEOUT_MS = 5 * 60_000;

/** A transport with progress; `stop()` aborts it, and `stopped()` tells the caller it did. */
export function xhrTransport(onProgress: (progress: SendProgress) => void) {
  let current: XMLHttpRequest | null = null;
  let stopped = false;
  const transport: Transport = (item) =>
    new Promise<Reply>((resolve) => {
      const { url, init } = requestOf(item);
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ phase: "upload", percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
      };
      // The body has left the phone: what remains is the server's work.
      xhr.upload.onload = () => onProgress({ phase: "analysing" });
      xhr.onload = () =>
        resolve({ kind: "response", status: xhr.status, body: parseBody(xhr.responseText), retryAfterSeconds: retryAfterSeconds(xhr.getResponseHeader("Retry-After")) });
      xhr.onerror = () => resolve({ kind: "network" });
      xhr.ontimeout = () => resolve({ kind: "network" });
      xhr.onabort = () => resolve({ kind: "network" });
      xhr.open(init.method ?? "POST", url);
      xhr.timeout = TIMEOUT_MS;
      for (const [name, value] of Object.entries(init.headers as Record<string, string>)) xhr.setRequestHeader(name, value);
      xhr.send(init.body as XMLHttpRequestBodyInit);
      onProgress({ phase: "upload", percent: 0 });
    });
  return {
    transport,
    stop: () => {
      stopped = true;
      current?.abort();
    },
    stopped: () => stopped,
  };
}
