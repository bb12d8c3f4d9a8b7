// Sends the analysis to POST /api/soil/analyze as multipart (a `payload` JSON part and one
// `photos` part per photo; CONTRACT 7.1) with XMLHttpRequest rather than fetch: only XHR
// reports upload progress, which a farmer on a slow connection needs to see. The session
// cookie authenticates the request. Every outcome is a value, never a throw.
import type { ApiProblem } from "./validate";

export type SendOutcome =
  | { kind: "ok"; reportId: string }
  | { kind: "invalid"; problem: ApiProblem }
  | { kind: "unavailable" }
  | { kind: "quota" }
  | { kind: "signedOut" }
  | { kind: "network" }
  | { kind: "stopped" }
  | { kind: "failed" };

export type SendProgress = { phase: "upload"; percent: number } | { phase: "analysing" };

export type SendHandle = { done: Promise<SendOutcome>; stop: () => void };

/** Generous: a few MB over a 2G link, plus the analysis itself (SOIL_AI_TIMEOUT_MS). */
const TIMEOUT_MS = 5 * 60_000;

function outcomeOf(xhr: XMLHttpRequest): SendOutcome {
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = null;
  }
  const status = xhr.status;
  if (status === 200 && typeof body?.reportId === "string") return { kind: "ok", reportId: body.reportId };
  if (status === 400 || status === 413 || status === 415) {
    return { kind: "invalid", problem: { status, code: body?.code as string | undefined, errors: body?.errors as ApiProblem["errors"] } };
  }
  if (status === 401) return { kind: "signedOut" };
  if (status === 429) return { kind: "quota" };
  // 503: the analysis failed (analysis_unavailable) or the server is busy; either way "later".
  if (status === 503 || status === 502 || status === 504) return { kind: "unavailable" };
  return { kind: "failed" };
}

export function sendAnalysis(payload: unknown, photos: Blob[], onProgress: (progress: SendProgress) => void): SendHandle {
  const form = new FormData();
  form.append("payload", new Blob([JSON.stringify(payload)], { type: "application/json" }));
  photos.forEach((photo, index) => form.append("photos", photo, `photo-${index + 1}.jpg`));

  const xhr = new XMLHttpRequest();
  const done = new Promise<SendOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: "upload", percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
    };
    // The body has left the phone: what remains is the server's work.
    xhr.upload.onload = () => onProgress({ phase: "analysing" });
    xhr.onload = () => resolve(outcomeOf(xhr));
    xhr.onerror = () => resolve({ kind: "network" });
    xhr.ontimeout = () => resolve({ kind: "network" });
    xhr.onabort = () => resolve({ kind: "stopped" });
  });
  xhr.open("POST", "/api/soil/analyze");
  xhr.timeout = TIMEOUT_MS;
  xhr.setRequestHeader("Accept", "application/json");
  xhr.send(form);
  onProgress({ phase: "upload", percent: 0 });
  return { done, stop: () => xhr.abort() };
}
