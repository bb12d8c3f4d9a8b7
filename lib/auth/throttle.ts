// Slowing down password guessing without locking the owner out (docs/security.md, "Password
// guessing"; OWASP Authentication Cheat Sheet, "Login Throttling" and "Slow Down Online Guessing
// Attacks with Device Cookies"). Failures are counted per subject: the account, the client's
// address, a device that signed in before, or a session confirming its password. Past a free
// number of failures each further try must wait a delay that doubles with every failure, up to a
// cap; a daily ceiling stops brute force for good. A try that comes too early is refused with
// 429 and Retry-After before the password is looked at, so it tells the guesser nothing.
//
// Every try is counted before the password is checked, inside a transaction that locks the
// subjects' rows, so a burst of parallel tries cannot all slip through the same free slot; a
// successful try gives its count back.
import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/problems/error";

export interface Policy {
  /** Failures allowed without any delay. */
  free: number;
  /** The doubling delay stops growing here (seconds). */
  maxDelaySeconds: number;
  /** Quiet time after which the failures no longer count towards the delay (seconds). */
  quietSeconds: number;
  /** Failures in a day after which every try waits for the day to end. */
  dailyCeiling: number;
}

export interface Subject {
  /** "<purpose>:<kind>:<subject>", e.g. "login:acct:dilnoza@example.com" (the account deletion
   * finds a user's rows by the subject at the end). */
  key: string;
  policy: Policy;
}

const DAY_MS = 86_400_000;
const TRANSACTION_TIMING = { maxWait: 10_000, timeout: 20_000 };

/** The numbers, and why, are in docs/security.md; each is a starting point to tune from logs. */
export const POLICIES = {
  /** Tries from devices the account has not signed in on before. */
  account: (): Policy => ({ free: env().RATE_LIMIT_LOGIN_PER_15MIN, maxDelaySeconds: 300, quietSeconds: 900, dailyCeiling: 100 }),
  /** One address is shared by many people (mobile carriers, schools), so it gets more. */
  address: (): Policy => ({ free: env().RATE_LIMIT_LOGIN_PER_15MIN * 5, maxDelaySeconds: 60, quietSeconds: 900, dailyCeiling: 1000 }),
  /** A device that signed in before; past `free` failures it is treated like any other. */
  device: (): Policy => ({ free: env().RATE_LIMIT_LOGIN_PER_15MIN, maxDelaySeconds: 300, quietSeconds: 900, dailyCeiling: 100 }),
  /** A signed-in session confirming its password (password change, account deletion). */
  session: (): Policy => ({ free: 5, maxDelaySeconds: 300, quietSeconds: 900, dailyCeiling: 20 }),
} satisfies Record<string, () => Policy>;

export const subjects = {
  account: (email: string): Subject => ({ key: `login:acct:${email}`, policy: POLICIES.account() }),
  address: (ip: string): Subject => ({ key: `login:ip:${ip}`, policy: POLICIES.address() }),
  device: (deviceId: string): Subject => ({ key: `login:dev:${deviceId}`, policy: POLICIES.device() }),
  session: (sessionId: string): Subject => ({ key: `password:sess:${sessionId}`, policy: POLICIES.session() }),
};

interface Counts {
  recent: number;
  daily: number;
  dailySince: Date;
  lastAt: Date;
}

/** The counts as they stand at `now`: a quiet period clears `recent`, a new day `daily`. */
export function currentCounts(row: Counts | null, policy: Policy, now: Date): Counts {
  if (!row) return { recent: 0, daily: 0, dailySince: now, lastAt: new Date(0) };
  const quiet = now.getTime() - row.lastAt.getTime() >= policy.quietSeconds * 1000;
  const newDay = now.getTime() - row.dailySince.getTime() >= DAY_MS;
  return {
    recent: quiet ? 0 : row.recent,
    daily: newDay ? 0 : row.daily,
    dailySince: newDay ? now : row.dailySince,
    lastAt: row.lastAt,
  };
}

/** Seconds the next try must still wait (0: it may go ahead). */
export function waitSeconds(counts: Counts, policy: Policy, now: Date): number {
  const ceiling = counts.daily >= policy.dailyCeiling ? counts.dailySince.getTime() + DAY_MS - now.getTime() : 0;
  const over = counts.recent - policy.free;
  const delay = over >= 0 ? Math.min(2 ** over, policy.maxDelaySeconds) * 1000 - (now.getTime() - counts.lastAt.getTime()) : 0;
  return Math.max(0, Math.ceil(Math.max(ceiling, delay) / 1000));
}

/** Whether a subject may try now (used to decide if a device is still trusted). */
export async function mayTry(subject: Subject): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.$queryRaw<(Counts & { now: Date })[]>`
    SELECT recent, daily, daily_since AS "dailySince", last_at AS "lastAt", clock_timestamp() AS now FROM auth_failures WHERE key = ${subject.key}`;
  if (!row) return true;
  return waitSeconds(currentCounts(row, subject.policy, row.now), subject.policy, row.now) === 0;
}

/** Counts one try for every subject, or refuses it with 429 (nothing counted) when one must wait. */
async function reserve(list: Subject[]): Promise<void> {
  const db = await getDb();
  const sorted = [...list].sort((a, b) => a.key.localeCompare(b.key)); // one lock order: no deadlock
  await db.$transaction(async (tx) => {
    let wait = 0;
    const updates: Array<{ key: string; counts: Counts }> = [];
    for (const subject of sorted) {
      // Creates the row if needed and locks it until the transaction ends. The time is read after
      // the lock is granted (clock_timestamp(), not the transaction's start): a try that waited
      // for another must see that one's failure as past, not future.
      const [row] = await tx.$queryRaw<(Counts & { now: Date })[]>`
        INSERT INTO auth_failures AS f (key, recent, daily, daily_since, last_at) VALUES (${subject.key}, 0, 0, clock_timestamp(), 'epoch')
        ON CONFLICT (key) DO UPDATE SET key = f.key
        RETURNING recent, daily, daily_since AS "dailySince", last_at AS "lastAt", clock_timestamp() AS now`;
      const counts = currentCounts(row, subject.policy, row.now);
      wait = Math.max(wait, waitSeconds(counts, subject.policy, row.now));
      updates.push({ key: subject.key, counts: { ...counts, recent: counts.recent + 1, daily: counts.daily + 1, lastAt: row.now } });
    }
    if (wait > 0) throw new AppError("rate_limited", { retryAfterSeconds: wait, detail: list.some((s) => s.key.startsWith("login:")) ? "sign_in" : undefined });
    for (const { key, counts } of updates) {
      await tx.$executeRaw`
        UPDATE auth_failures SET recent = ${counts.recent}, daily = ${counts.daily}, daily_since = ${counts.dailySince}, last_at = ${counts.lastAt}
        WHERE key = ${key}`;
    }
    // A burst of tries on one account queues on its row: give the queue time, as the statements
    // themselves are short.
  }, TRANSACTION_TIMING);
}

/** Gives back the try a success counted. */
async function refund(list: Subject[]): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE auth_failures SET recent = greatest(recent - 1, 0), daily = greatest(daily - 1, 0)
    WHERE key = ANY(${list.map((subject) => subject.key)})`;
}

/**
 * Takes one failure off a subject's recent count: a new neighbour's success on an address shared
 * by many people (lib/auth/sign-in.ts). The daily ceiling is not touched.
 */
export async function forgiveOne(subject: Subject): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`UPDATE auth_failures SET recent = greatest(recent - 1, 0) WHERE key = ${subject.key}`;
}

/**
 * Runs a password check under the subjects' throttle: 429 when a subject must wait, else the
 * check's result; a failure (null or false) stays counted, a success does not.
 */
export async function throttled<T>(list: Subject[], check: () => Promise<T>): Promise<T> {
  await reserve(list);
  const result = await check();
  if (result) await refund(list);
  return result;
}
