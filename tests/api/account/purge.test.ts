// The purge of expired data (lib/account/purge.ts): what goes after the retention period and what
// stays, the cascade through a deleted child's records, and that purges running at once (another
// server, cron) never both work: one holds the advisory lock, the others return at once.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { PURGE_LOCK, purgeExpiredData } from "@/lib/account/purge";
import { startPurgeSchedule, type PurgeSchedule } from "@/lib/account/purge-schedule";
import { RETENTION_DAYS } from "@/lib/account/retention";
import { createTestUser } from "@/tests/helpers/http";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** A child with one record in every table that hangs off a child. */
async function childWithRecords(userId: string, deletedAt: Date | null) {
  const db = await getDb();
  const activity = await db.activity.findFirstOrThrow({ select: { id: true } });
  const child = await db.child.create({
    data: {
      userId,
      name: "Sardor",
      birthDate: new Date("2024-05-01"),
      gender: "male",
      deletedAt,
      growthRecords: { create: { recordedAt: new Date("2024-05-01"), weight: 3.4 } },
      attempts: { create: { activityId: activity.id, day: new Date("2025-01-10") } },
      vaccinations: { create: { doseId: "bcg", givenOn: new Date("2024-05-03") } },
      milestoneAnswers: { create: { milestoneId: "m09-sits", answer: "yes", answeredOn: new Date("2025-02-01") } },
      calendarFeed: { create: { tokenHash: randomUUID() } },
    },
  });
  return child.id;
}

async function recordsOf(childId: string) {
  const db = await getDb();
  const where = { childId };
  return {
    child: await db.child.count({ where: { id: childId } }),
    growth: await db.growthRecord.count({ where }),
    attempts: await db.activityAttempt.count({ where }),
    vaccinations: await db.vaccination.count({ where }),
    milestones: await db.milestoneAnswer.count({ where }),
    feeds: await db.calendarFeed.count({ where }),
  };
}

const ALL = { child: 1, growth: 1, attempts: 1, vaccinations: 1, milestones: 1, feeds: 1 };
const NONE = { child: 0, growth: 0, attempts: 0, vaccinations: 0, milestones: 0, feeds: 0 };

async function soilAttempt(userId: string, status: string, createdAt: Date) {
  const db = await getDb();
  const field = await db.field.create({ data: { userId, fieldKey: randomUUID(), areaHa: 1, irrigationType: "ariqqa" } });
  const report = await db.soilReport.create({ data: { userId, fieldId: field.id, status, source: "rules_v1", context: {}, createdAt } });
  return report.id;
}

let schedule: PurgeSchedule | undefined;
afterEach(() => {
  schedule?.stop();
  schedule = undefined;
});

describe("the purge", () => {
  it(`removes children deleted more than ${RETENTION_DAYS} days ago with all their records, and keeps the rest`, async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const old = await childWithRecords(user.id, ago(RETENTION_DAYS + 1));
    const othersOld = await childWithRecords(other.id, ago(RETENTION_DAYS + 40));
    const recent = await childWithRecords(user.id, ago(RETENTION_DAYS - 1));
    const active = await childWithRecords(user.id, null);
    const failedOld = await soilAttempt(user.id, "failed", ago(RETENTION_DAYS + 1));
    const failedRecent = await soilAttempt(user.id, "failed", ago(1));
    const okOld = await soilAttempt(user.id, "ok", ago(400));
    const db = await getDb();
    const staleKey = await db.idempotencyKey.create({ data: { userId: user.id, key: randomUUID(), requestHash: "x", state: "completed", createdAt: ago(1.1) } });
    const freshKey = await db.idempotencyKey.create({ data: { userId: user.id, key: randomUUID(), requestHash: "x", state: "completed" } });

    const result = await purgeExpiredData();
    expect(result.ran).toBe(true);
    expect(result.children).toBeGreaterThanOrEqual(2);
    expect(result.soilAttempts).toBeGreaterThanOrEqual(1);
    expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);

    expect(await recordsOf(old)).toEqual(NONE);
    expect(await recordsOf(othersOld)).toEqual(NONE);
    expect(await recordsOf(recent)).toEqual(ALL);
    expect(await recordsOf(active)).toEqual(ALL);
    const reports = await db.soilReport.findMany({ where: { id: { in: [failedOld, failedRecent, okOld] } }, select: { id: true } });
    expect(reports.map((r) => r.id).sort()).toEqual([failedRecent, okOld].sort());
    const keys = await db.idempotencyKey.findMany({ where: { id: { in: [staleKey.id, freshKey.id] } }, select: { id: true } });
    expect(keys.map((k) => k.id)).toEqual([freshKey.id]);
    expect(await db.user.count({ where: { id: { in: [user.id, other.id] } } })).toBe(2);
  });

  it(`removes sessions ended or expired more than ${RETENTION_DAYS} days ago with their tokens, and throttle counts a day old`, async () => {
    const user = await createTestUser("Laylo");
    const db = await getDb();
    const live = await db.session.findFirstOrThrow({ where: { userId: user.id } });
    const endedLongAgo = await db.session.create({
      data: { userId: user.id, kind: "app", expiresAt: ago(RETENTION_DAYS - 5), endedAt: ago(RETENTION_DAYS + 1) },
    });
    await db.refreshToken.create({ data: { userId: user.id, familyId: endedLongAgo.id, tokenHash: randomUUID(), expiresAt: ago(1) } });
    const endedLately = await db.session.create({ data: { userId: user.id, kind: "browser", expiresAt: ago(2), endedAt: ago(2) } });
    const staleKey = `login:acct:${randomUUID()}@example.com`;
    const freshKey = `login:acct:${randomUUID()}@example.com`;
    await db.authFailure.create({ data: { key: staleKey, recent: 4, daily: 4, dailySince: ago(3), lastAt: ago(2) } });
    await db.authFailure.create({ data: { key: freshKey, recent: 4, daily: 4, dailySince: ago(0.5), lastAt: ago(0.1) } });

    expect(await purgeExpiredData()).toMatchObject({ ran: true });
    const left = await db.session.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(left.map((s) => s.id).sort()).toEqual([live.id, endedLately.id].sort());
    expect(await db.refreshToken.count({ where: { familyId: endedLongAgo.id } })).toBe(0);
    expect(await db.authFailure.count({ where: { key: staleKey } })).toBe(0);
    expect(await db.authFailure.count({ where: { key: freshKey } })).toBe(1);
  });

  it("runs by itself on the server's schedule", async () => {
    const user = await createTestUser();
    const old = await childWithRecords(user.id, ago(RETENTION_DAYS + 3));
    schedule = startPurgeSchedule({ firstDelayMs: 10, intervalMs: 60_000 });
    expect(startPurgeSchedule()).toBe(schedule); // one schedule per process
    for (let i = 0; i < 100 && (await recordsOf(old)).child === 1; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await recordsOf(old)).toEqual(NONE);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("purges at once on several servers", () => {
  const connect = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return client;
  };

  it("does nothing while another purge holds the lock", async () => {
    const user = await createTestUser();
    const old = await childWithRecords(user.id, ago(RETENTION_DAYS + 2));
    const other = await connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [PURGE_LOCK]);
      expect(await purgeExpiredData()).toMatchObject({ ran: false, children: 0 });
      expect(await recordsOf(old)).toEqual(ALL);
      await other.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [PURGE_LOCK]);
      expect((await purgeExpiredData()).ran).toBe(true);
      expect(await recordsOf(old)).toEqual(NONE);
    } finally {
      await other.end();
    }
  });

  it("`npm run db:purge` started while a purge is under way returns at once without purging", async () => {
    const user = await createTestUser();
    const old = await childWithRecords(user.id, ago(RETENTION_DAYS + 2));
    // Hold a row the first purge must delete, so it stays under way (holding its lock) for as long
    // as this test wants.
    const blocker = await connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("SELECT id FROM children WHERE id = $1 FOR UPDATE", [old]);
      const first = purgeExpiredData();
      await new Promise((resolve) => setTimeout(resolve, 500)); // the first purge takes the lock and waits on the row
      const second = await runPurgeCommand();
      expect(second.code).toBe(0);
      expect(JSON.parse(second.stdout)).toMatchObject({ ran: false, children: 0 });
      expect(await recordsOf(old)).toEqual(ALL);
      await blocker.query("ROLLBACK");
      expect(await first).toMatchObject({ ran: true });
      expect(await recordsOf(old)).toEqual(NONE);
    } finally {
      await blocker.end();
    }
  });
});

function runPurgeCommand(): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "db:purge"], { env: { ...process.env, LOG_LEVEL: "silent" } });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("exit", (code) => resolve({ code, stdout: stdout.trim() }));
  });
}
