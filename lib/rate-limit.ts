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
  /** The problem's detail when the limit is reached: what the person can do about it. */
  variant?: RateLimitedVariant;
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

type RateLimitedVariant = "register_address" | "register_email";

const rateLimited = (limit: Limit) =>
  new AppError("rate_limited", { retryAfterSeconds: windowOf(limit.windowSeconds).retryAfter, detail: limit.variant });

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

const HOUR = 3600;

/**
 * Registrations of one e-mail address in an hour. Strict: a person registers once, a second try
 * answers "e-mail taken", and more only tell a stranger whether the address has an account.
 */
export const REGISTER_PER_EMAIL_PER_HOUR = 3;

/** The per-address registration limit grows with the neighbours seen, up to this many times its base. */
export const REGISTER_ADDRESS_GROWTH_CAP = 10;

export const LIMITS = {
  registerPerEmail: (email: string): Limit => ({
    key: `register:email:${email.toLowerCase()}`,
    max: REGISTER_PER_EMAIL_PER_HOUR,
    windowSeconds: HOUR,
    variant: "register_email",
  }),
  /**
   * Generous and adaptive (docs/security.md, "Many people behind one address"): the base
   * (RATE_LIMIT_REGISTER_PER_HOUR) plus one for every account that signed in from the address
   * this hour, up to REGISTER_ADDRESS_GROWTH_CAP times the base.
   */
  registerPerAddress: (ip: string, neighbours: number): Limit => {
    const base = env().RATE_LIMIT_REGISTER_PER_HOUR;
    return { key: `register:ip:${ip}`, max: Math.min(base + neighbours, base * REGISTER_ADDRESS_GROWTH_CAP), windowSeconds: HOUR, variant: "register_address" };
  },
};

/**
 * Notes that an account signed in from an address this hour. True the first time in the hour
 * (a new neighbour: the address's limits grow by one), false after. The pair's row ends with the
 * user's id, so deleting the account deletes it (lib/account/delete.ts); the sweep above removes
 * it two days later in any case.
 */
export async function noteNeighbour(ip: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const { start } = windowOf(HOUR);
  const inserted = await db.$executeRaw`
    INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${`seen:ip:${ip}:user:${userId}`}, ${start}, 1)
    ON CONFLICT (key, window_start) DO NOTHING`;
  if (inserted === 0) return false;
  await recordHit(neighboursOf(ip));
  return true;
}

const neighboursOf = (ip: string): Limit => ({ key: `neighbours:ip:${ip}`, max: Number.MAX_SAFE_INTEGER, windowSeconds: HOUR });

/** How many accounts signed in from the address this hour. */
export const countNeighbours = (ip: string): Promise<number> => countHits(neighboursOf(ip));

/** Counts a registration against the e-mail's and the address's limits (429 when one is passed). */
export async function consumeRegistration(email: string, ip: string): Promise<void> {
  await consume(LIMITS.registerPerEmail(email));
  await consume(LIMITS.registerPerAddress(ip, await countNeighbours(ip)));
}
