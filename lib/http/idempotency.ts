// Idempotency-Key (docs/api-guide.md, "Retrying an analysis"). A client that may send one
// request several times (a phone's outbox retrying after a lost answer) makes a UUID once per
// request and sends it with every try. The first try runs; later tries with the same key get
// the first answer again, byte for byte, with `Idempotent-Replayed: true`.
//
// Keys live in PostgreSQL (idempotency_keys, unique per user and key), so they hold across any
// number of app servers. Two tries at once are decided by that unique index: both insert, one
// wins and runs, the other reads the winner's row (409 request_in_progress while it runs).
// Only a successful (2xx) answer is kept: a 4xx created nothing and a 5xx (503
// analysis_unavailable) should be retried, so both release the key and the next try runs.
// The work records its answer as the key's in its own last transaction (RecordAnswer), so a
// server that dies right after storing the work never leaves a key that would run it again.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb, type Db } from "@/lib/db/client";
import { errorFields, log } from "@/lib/log";
import { IDEMPOTENCY_KEY_TTL_MS } from "@/lib/account/retention";
import { AppError } from "@/lib/problems/error";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** Retry-After of 409 request_in_progress: an analysis usually takes a few seconds. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 5;

const IN_PROGRESS = "in_progress";
const COMPLETED = "completed";

/** The request's key in lower case, null without the header; 400 validation_failed when it is not a UUID. */
export function readIdempotencyKey(req: Request): string | null {
  const value = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (value === null) return null;
  // Any version: the key only has to be unique, and z.guid accepts every well-formed UUID.
  const parsed = z.guid().safeParse(value.trim());
  if (!parsed.success) {
    throw new AppError("validation_failed", {
      detail: "idempotency_key",
      errors: [{ path: `header.${IDEMPOTENCY_KEY_HEADER}`, message: "Must be a UUID, e.g. 0b7e4a52-3c1d-4f7a-9e2b-5d6c7a8b9c0d." }],
    });
  }
  return parsed.data.toLowerCase();
}

export interface IdempotentCall {
  userId: string;
  key: string;
  /** What the request asks for; the same key with another hash is 422 idempotency_key_reused. */
  requestHash: string;
  /** A row still in progress after this long belongs to a crashed request: the key is free again. */
  abandonAfterMs: number;
  now?: Date;
}

type StoredKey = { requestHash: string; state: string; responseStatus: number | null; responseBody: string | null };

/** True when the user has a live (unexpired) row for the key: a retry, not a new request. */
export async function isKnownKey(userId: string, key: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const row = await db.idempotencyKey.findFirst({
    where: { userId, key, createdAt: { gte: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS) } },
    select: { id: true },
  });
  return row !== null;
}

/** Inserts the in-progress row (returns its id) or returns the row another try holds. */
async function claimKey(call: IdempotentCall, now: Date): Promise<{ id: string } | { stored: StoredKey }> {
  const { userId, key, requestHash } = call;
  const db = await getDb();
  // Expired keys count as absent: clear the user's old rows here (no scheduled job needed),
  // and this key's row if its request crashed before it could finish or release it.
  await db.idempotencyKey.deleteMany({
    where: {
      userId,
      OR: [
        { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS) } },
        { key, state: IN_PROGRESS, createdAt: { lt: new Date(now.getTime() - call.abandonAfterMs) } },
      ],
    },
  });
  // A lost race means a row exists; it may be released (deleted) before we read it, so retry.
  for (let round = 0; round < 3; round++) {
    const id = randomUUID();
    // INSERT ... ON CONFLICT DO NOTHING: the unique (user_id, key) index picks one winner.
    const { count } = await db.idempotencyKey.createMany({
      data: [{ id, userId, key, requestHash, state: IN_PROGRESS, createdAt: now }],
      skipDuplicates: true,
    });
    if (count === 1) return { id };
    const stored = await db.idempotencyKey.findUnique({
      where: { userId_key: { userId, key } },
      select: { requestHash: true, state: true, responseStatus: true, responseBody: true },
    });
    if (stored) return { stored };
  }
  throw new Error("claimKey: the key kept changing under concurrent requests");
}

function replay(stored: StoredKey): Response {
  return new Response(stored.responseBody, {
    status: stored.responseStatus ?? 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "private, no-store",
      [REPLAYED_HEADER]: "true",
    },
  });
}

/** Frees the key so the next try runs; a failure here only delays that until the row is abandoned. */
async function releaseKey(id: string): Promise<void> {
  const db = await getDb();
  await db.idempotencyKey.deleteMany({ where: { id, state: IN_PROGRESS } }).catch((error: unknown) => {
    log("warn", "idempotency key not released", errorFields(error));
  });
}

async function storeAnswer(id: string, response: Response): Promise<void> {
  const db = await getDb();
  const body = await response.clone().text();
  try {
    await db.idempotencyKey.updateMany({
      where: { id, state: IN_PROGRESS },
      data: { state: COMPLETED, responseStatus: response.status, responseBody: body },
    });
  } catch (error) {
    // The work is done: answer it. A retry then waits for the row to be abandoned and runs again.
    log("error", "idempotency key not stored", errorFields(error));
  }
}

/**
 * The write that keeps a successful answer as the key's: the work puts it into the transaction
 * that stores its result, so the result and the completed key commit together. `body` must be
 * the answer's text exactly as it will be sent (JSON.stringify of what json() is given).
 */
export type RecordAnswer = (db: Db, status: number, body: string) => ReturnType<Db["idempotencyKey"]["updateMany"]>;

/**
 * Runs `run` once per (user, key): the first call runs it, a later call with the same request
 * gets the stored answer, a call while it runs gets 409 request_in_progress, a call with
 * another request gets 422 idempotency_key_reused. `run` should commit recordAnswer's write with
 * its own result; a 2xx answer whose run did not is stored here, after it.
 */
export async function runOnce(call: IdempotentCall, run: (recordAnswer: RecordAnswer) => Promise<Response>): Promise<Response> {
  const now = call.now ?? new Date();
  const claim = await claimKey(call, now);
  if ("stored" in claim) {
    const { stored } = claim;
    if (stored.requestHash !== call.requestHash) throw new AppError("idempotency_key_reused");
    if (stored.state !== COMPLETED) throw new AppError("request_in_progress", { retryAfterSeconds: IN_PROGRESS_RETRY_AFTER_SECONDS });
    return replay(stored);
  }
  let recorded = false;
  const recordAnswer: RecordAnswer = (db, status, body) => {
    recorded = true;
    return db.idempotencyKey.updateMany({
      where: { id: claim.id, state: IN_PROGRESS },
      data: { state: COMPLETED, responseStatus: status, responseBody: body },
    });
  };
  let response: Response;
  try {
    response = await run(recordAnswer);
  } catch (error) {
    // A completed key stays (its work committed); only an in-progress one is released.
    await releaseKey(claim.id);
    throw error;
  }
  const ok = response.status >= 200 && response.status < 300;
  if (ok && !recorded) await storeAnswer(claim.id, response);
  else if (!ok) await releaseKey(claim.id);
  return response;
}
