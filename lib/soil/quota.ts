// Daily analysis quota per user (SOIL_DAILY_QUOTA per Tashkent day: docs/api-guide.md section 7,
// "Soil"). Every attempt counts — stored, failed and in-progress reports — because each one may
// have cost a model call. Exactness: `reserveQuota` runs inside the transaction that inserts the
// attempt's report row, under a per-user advisory lock, so two parallel requests at quota-1 cannot
// both pass.
import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/problems/error";
import { tashkentDate, tashkentDayStart } from "@/lib/time";

type Tx = Prisma.TransactionClient;

/** Whole seconds from `now` to the next Tashkent midnight (at least 1). */
export function secondsUntilTashkentMidnight(now: Date = new Date()): number {
  const start = tashkentDayStart(tashkentDate(now));
  const next = start.getTime() + 86_400_000; // Tashkent has no daylight saving time
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

async function usedToday(db: Tx, userId: string, now: Date): Promise<number> {
  return db.soilReport.count({ where: { userId, createdAt: { gte: tashkentDayStart(tashkentDate(now)) } } });
}

function refuse(now: Date): never {
  throw new AppError("rate_limited", { detail: "soil_quota", retryAfterSeconds: secondsUntilTashkentMidnight(now) });
}

/**
 * Cheap early check (no lock) for the route, so a user over quota is refused before the upload
 * (up to 80 MB) is read. Not exact under concurrent requests: reserveQuota is.
 */
export async function assertQuota(userId: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  if ((await usedToday(db, userId, now)) >= env().SOIL_DAILY_QUOTA) refuse(now);
}

/**
 * The exact check: call inside the transaction that creates the attempt's report row. The lock
 * is released at commit, after the row is visible to the next request's count.
 */
export async function reserveQuota(tx: Tx, userId: string, now: Date = new Date()): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`soil-quota:${userId}`}, 0))::text AS locked`;
  if ((await usedToday(tx, userId, now)) >= env().SOIL_DAILY_QUOTA) refuse(now);
}
