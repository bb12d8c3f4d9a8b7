// Fixed-window counters in PostgreSQL, so limits hold across any number of app servers.
// One row per (key, window); an upsert counts atomically. Old windows are swept now and then.
// (Password tries have their own throttle with growing delays: lib/auth/throttle.ts.)
import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/problems/error";

export interface Limit {
  /** What is counted, e.g. "register:ip:1.2.3.4". */
  key: string;
  max: number;
  windowSeconds: number;
}

function windowOf(windowSeconds: number, now = Date.now()) {
  const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return { start: new Date(start * 1000), retryAfter: start + windowSeconds - now / 1000 };
}

/** How many hits the current window already has. */
export async function countHits(limit: Limit): Promise<number> {
  const db = await getDb();
  const { start } = windowOf(limit.windowSeconds);
  const row = await db.rateLimitHit.findUnique({ where: { key_windowStart: { key: limit.key, windowStart: start } } });
  return row?.count ?? 0;
}

/** Counts one hit. */
export async function recordHit(limit: Limit): Promise<number> {
  const db = await getDb();
  const { start } = windowOf(limit.windowSeconds);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${limit.key}, ${start}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
    RETURNING count`;
  if (Math.random() < 0.01) {
    await db.rateLimitHit.deleteMany({ where: { windowStart: { lt: new Date(Date.now() - 2 * 86_400_000) } } });
  }
  return Number(rows[0].count);
}

const rateLimited = (limit: Limit) =>
  new AppError("rate_limited", { retryAfterSeconds: windowOf(limit.windowSeconds).retryAfter });

/** 429 when the window is already full; otherwise nothing. */
export async function assertUnderLimit(...limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    if ((await countHits(limit)) >= limit.max) throw rateLimited(limit);
  }
}

/** Counts a hit and answers 429 once the limit is passed. */
export async function consume(limit: Limit): Promise<void> {
  if ((await recordHit(limit)) > limit.max) throw rateLimited(limit);
}

export const LIMITS = {
  registerPerIp: (ip: string): Limit => ({ key: `register:ip:${ip}`, max: env().RATE_LIMIT_REGISTER_PER_HOUR, windowSeconds: 3600 }),
};
