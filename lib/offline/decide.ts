// What to do with a queued request after one try: pure rules, so they can be tested without a
// browser. The outbox never drops a farmer's data on its own: a refusal the farmer can fix
// becomes "attention"; anything that may pass later is tried again with a growing pause.
import type { OutboxError, Reply } from "./types";

export type Decision =
  /** 2xx: the server has it. */
  | { do: "done" }
  /** Try again later, not before `delayMs`. */
  | { do: "retry"; delayMs: number; error: OutboxError | null }
  /** The server refused it as it is: keep it for the user to edit or delete. */
  | { do: "attention"; error: OutboxError }
  /** No session (401): keep it and wait for the user to sign in again. */
  | { do: "signed-out" };

export const FIRST_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 30 * 60_000;
/** The daily analysis quota (429) without a Retry-After: try again in an hour. */
export const QUOTA_DELAY_MS = 60 * 60_000;

/** 5 s, 10 s, 20 s ... up to 30 min; `random` (0..1) spreads phones that reconnect together. */
export function backoffMs(attempts: number, random = 0.5): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random * 0.5));
}

export function errorOf(reply: Reply): OutboxError | null {
  if (reply.kind === "network") return null;
  const text = (key: string) => (typeof reply.body?.[key] === "string" ? (reply.body[key] as string) : null);
  return { status: reply.status, code: text("code"), message: text("detail") ?? text("message") };
}

/** `attempts` counts this try (1 after the first). */
export function decide(reply: Reply, attempts: number, random = 0.5): Decision {
  const wait = backoffMs(attempts, random);
  if (reply.kind === "network") return { do: "retry", delayMs: wait, error: null };
  const { status } = reply;
  const error = errorOf(reply)!;
  const after = reply.retryAfterSeconds === null ? 0 : reply.retryAfterSeconds * 1000;
  if (status >= 200 && status < 300) return { do: "done" };
  if (status === 401) return { do: "signed-out" };
  // The same key is still being worked on (another tab, or a retry that overtook the first try).
  if (status === 409 && error.code === "request_in_progress") return { do: "retry", delayMs: Math.max(after, FIRST_DELAY_MS), error };
  if (status === 429) return { do: "retry", delayMs: after || QUOTA_DELAY_MS, error };
  if (status === 408 || status >= 500) return { do: "retry", delayMs: Math.max(after, wait), error };
  return { do: "attention", error };
}
