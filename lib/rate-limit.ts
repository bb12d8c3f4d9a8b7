// Fixed-window counters in PostgreSQL, so limits hold across any number of app servers.
// One row per (key, window); an upsert counts atomically. Old windows are swept now and then.
import "server-only";
import { getDb } from "@/lib/db";
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

/**
 * The client's IP. Behind a proxy you run (TRUST_PROXY), the address that proxy appended last to
 * X-Forwarded-For. Otherwise Next's own view: it fills X-Forwarded-For with the socket address
 * when the client did not send one (a client that sends its own can dodge per-IP limits, which
 * is why sign-in is also limited per account).
 */
export function clientIp(req: Request): string {
  const forwarded = (req.headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  const ip = env().TRUST_PROXY > 0 ? forwarded.at(-1) : forwarded[0];
  return (ip ?? "unknown").slice(0, 64);
}

export const LIMITS = {
  registerPerIp: (ip: string): Limit => ({ key: `register:ip:${ip}`, max: env().RATE_LIMIT_REGISTER_PER_HOUR, windowSeconds: 3600 }),
  failedLoginPerAccount: (email: string): Limit => ({ key: `login:acct:${email}`, max: env().RATE_LIMIT_LOGIN_PER_15MIN, windowSeconds: 900 }),
  // An IP is shared by many people (mobile carriers, schools): allow more than for one account.
  failedLoginPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: env().RATE_LIMIT_LOGIN_PER_15MIN * 5, windowSeconds: 900 }),
};
