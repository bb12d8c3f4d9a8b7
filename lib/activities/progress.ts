/**
 * Starting and completing activities (docs/api-guide.md section 7, "Activities";
 * docs/decisions/001-activities-api.md). Every attempt is a row of activity_attempts, kept as
 * history; its `day` is the Tashkent day it was started. Both calls are safe to retry, also in
 * parallel:
 * - start reuses the open attempt of the day. Two parallel starts both try to insert; the
 *   partial unique index activity_attempts_one_open lets one win, the other re-reads it.
 * - complete closes the open attempt with a conditional update (completed_at IS NULL), so two
 *   parallel completes cannot both write; the loser, like any later retry, answers with the
 *   stored result.
 * Offline play (device-time.ts): a start or complete may carry the device's time. The attempt
 * is then recorded at that time and its day is that time's Tashkent day, so a start and a
 * complete made yesterday evening and sent this morning count for yesterday. A retry sent with
 * the same device time finds the attempt it made by that time and answers with it.
 */
import "server-only";
import { accessOf, whoId, type Who } from "@/lib/sharing/access";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/problems/error";
import { dateOnly, tashkentDate } from "@/lib/time";
import { findActivity } from "./catalogue-cache";
import { resolveChild, type ActivityChild, type DayAttempt } from "./child";
import { assertDeviceTime } from "./device-time";
import type { CompleteInput, CompleteResult, StartInput, StartResult } from "./schemas";

type Attempt = Omit<DayAttempt, "activityId">;

const ATTEMPT_SELECT = { id: true, startedAt: true, completedAt: true, score: true, timeSpentSeconds: true } as const;

/** The child with its attempts of this activity today; 404 for an unknown activity. */
async function childAndActivity(who: Who, activityId: string, day: string, childId?: string): Promise<ActivityChild> {
  const query = { childId, day, activityId, access: accessOf(who) };
  const [child, activity] = await Promise.all([resolveChild(whoId(who), query), findActivity(activityId)]);
  if (!activity) throw new AppError("not_found", { detail: "activity" });
  return child;
}

/** The child's attempts of one activity on one day, read again after a lost race. */
async function attemptsOfDay(childId: string, activityId: string, day: string): Promise<Attempt[]> {
  const db = await getDb();
  return db.activityAttempt.findMany({
    where: { childId, activityId, day: dateOnly(day) },
    select: ATTEMPT_SELECT,
  });
}

export async function startActivity(
  who: Who,
  activityId: string,
  childId?: string,
  now = new Date(),
  input: StartInput = {},
): Promise<StartResult> {
  const deviceTime = input.startedAt ?? null;
  if (deviceTime) assertDeviceTime("startedAt", deviceTime, now);
  const startedAt = deviceTime ?? now;
  const day = tashkentDate(startedAt);
  const child = await childAndActivity(who, activityId, day, childId);
  const db = await getDb();
  const answer = (attempt: { id: string; startedAt: Date }, completedToday: boolean): StartResult => ({
    activityId,
    childId: child.id,
    attemptId: attempt.id,
    status: completedToday ? "completed" : "started",
    startedAt: attempt.startedAt.toISOString(),
  });

  // Two rounds are enough: a lost insert race means an open attempt now exists. The third
  // covers that attempt being completed between our insert and our re-read.
  for (let round = 0; round < 3; round++) {
    const today: Attempt[] = round === 0 ? child.attempts : await attemptsOfDay(child.id, activityId, day);
    const completedToday = today.some((a) => a.completedAt !== null);
    // A retry of a device-timed start: its attempt, even if completed since (no second attempt).
    const same = deviceTime && today.find((a) => a.startedAt.getTime() === deviceTime.getTime());
    if (same) return answer(same, completedToday);
    const open = today.find((a) => a.completedAt === null);
    if (open) return answer(open, completedToday);
    try {
      const created = await db.activityAttempt.create({
        data: { childId: child.id, activityId, day: dateOnly(day), startedAt, recordedBy: whoId(who) },
        select: { id: true, startedAt: true },
      });
      return answer(created, completedToday);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("startActivity: the open attempt kept changing under concurrent calls");
}

export async function completeActivity(
  who: Who,
  activityId: string,
  input: CompleteInput,
  childId?: string,
  now = new Date(),
): Promise<CompleteResult> {
  const deviceTime = input.completedAt ?? null;
  if (deviceTime) assertDeviceTime("completedAt", deviceTime, now);
  const day = tashkentDate(deviceTime ?? now);
  const child = await childAndActivity(who, activityId, day, childId);
  const db = await getDb();
  const answer = (attempt: Attempt): CompleteResult => ({
    activityId,
    childId: child.id,
    attemptId: attempt.id,
    status: "completed",
    score: attempt.score,
    timeSpentSeconds: attempt.timeSpentSeconds,
    completedAt: attempt.completedAt!.toISOString(),
  });

  const today = child.attempts;
  // A retry of a device-timed complete: the attempt it closed, even if a new one is open now.
  const same = deviceTime && today.find((a) => a.completedAt?.getTime() === deviceTime.getTime());
  if (same) return answer(same);
  const open = today.find((a) => a.completedAt === null);
  if (open) {
    if (deviceTime && deviceTime < open.startedAt) {
      throw new AppError("validation_failed", { errors: [
        { path: "completedAt", message: `completedAt is before the attempt's startedAt (${open.startedAt.toISOString()}).` },
      ] });
    }
    // Without a device time: now, but never before the start (a device clock a little ahead).
    const completedAt = deviceTime ?? (open.startedAt > now ? open.startedAt : now);
    const data = { completedAt, score: input.score, timeSpentSeconds: input.timeSpentSeconds };
    // What the parent said goes with the attempt (the plan's difficulty rule reads it), not the answer.
    const recorded = { ...data, feedback: input.feedback ?? null, checklistDone: input.checklistDone ?? null, recordedBy: whoId(who) };
    const { count } = await db.activityAttempt.updateMany({ where: { id: open.id, completedAt: null }, data: recorded });
    if (count === 1) return answer({ ...open, ...data });
    // A parallel complete closed it first: answer with what that call stored.
    const stored = await db.activityAttempt.findUniqueOrThrow({ where: { id: open.id }, select: ATTEMPT_SELECT });
    return answer(stored);
  }
  // A retry after success: the latest attempt completed today, unchanged.
  const done = today
    .filter((a) => a.completedAt !== null)
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())[0];
  if (done) return answer(done);
  throw new AppError("activity_not_started");
}
