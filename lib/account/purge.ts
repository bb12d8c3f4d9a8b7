// The purge of data kept only for a while (docs/privacy.md, "How long data is kept"): children
// deleted more than RETENTION_DAYS ago, with everything recorded about them (growth, attempts,
// milestone answers, vaccinations, calendar feeds go with the row: ON DELETE CASCADE); soil
// analyses that failed or never finished, that long ago; sessions that ended or expired that long
// ago (their refresh tokens go with them); Idempotency-Keys past their 24 hours; the sign-in
// throttle's counts once they can no longer delay or stop anything (a day after the last failure).
//
// Any number of servers may run it at once (`npm run db:purge` from cron, and each server's daily
// timer, lib/account/purge-schedule.ts): a transaction-scoped advisory lock lets one do the work;
// the others see the lock taken and return at once. The lock ends with the transaction, so a
// crashed purge never leaves it held.
import "server-only";
import { getDb } from "@/lib/db/client";
import { REPORT_STATUS } from "@/lib/soil/constants";
import { IDEMPOTENCY_KEY_TTL_MS, RETENTION_DAYS } from "@/lib/account/retention";

/** The advisory lock's name; hashtextextended() turns it into the lock's 64-bit key. */
export const PURGE_LOCK = "oila-dala:purge";

export interface PurgeResult {
  /** false: another purge held the lock, this one did nothing. */
  ran: boolean;
  /** Rows deleted before this instant (deleted children, unfinished analyses). */
  cutoff: string;
  children: number;
  soilAttempts: number;
  idempotencyKeys: number;
  sessions: number;
  authFailures: number;
}

const DAY_MS = 86_400_000;

export async function purgeExpiredData(now: Date = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const result: PurgeResult = { ran: false, cutoff: cutoff.toISOString(), children: 0, soilAttempts: 0, idempotencyKeys: 0, sessions: 0, authFailures: 0 };
  const db = await getDb();
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(hashtextextended(${PURGE_LOCK}, 0)) AS locked`;
      if (!locked) return result;
      const children = await tx.child.deleteMany({ where: { deletedAt: { lt: cutoff } } });
      const attempts = await tx.soilReport.deleteMany({ where: { status: { not: REPORT_STATUS.ok }, createdAt: { lt: cutoff } } });
      const keys = await tx.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS) } } });
      const sessions = await tx.session.deleteMany({ where: { OR: [{ endedAt: { lt: cutoff } }, { expiresAt: { lt: cutoff } }] } });
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const failures = await tx.authFailure.deleteMany({ where: { lastAt: { lt: dayAgo }, dailySince: { lt: dayAgo } } });
      return {
        ...result,
        ran: true,
        children: children.count,
        soilAttempts: attempts.count,
        idempotencyKeys: keys.count,
        sessions: sessions.count,
        authFailures: failures.count,
      };
    },
    // A first purge on a large database may delete many rows; the default 5 s is for requests.
    { timeout: 10 * 60_000, maxWait: 30_000 },
  );
}
