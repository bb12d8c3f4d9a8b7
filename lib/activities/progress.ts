/**
 * Starting and completing activities (spec 3, 4.10-4.11, CONTRACT section 5). Every attempt is
 * a row of activity_attempts, kept as history; its `day` is the Tashkent day it was started.
 * Both calls are safe to retry, also in parallel:
 * - start reuses the open attempt of the day. Two parallel starts both try to insert; the
 *   partial unique index activity_attempts_one_open lets one win, the other re-reads it.
 * - complete closes the open attempt with a conditional update (completed_at IS NULL), so two
 *   parallel completes cannot both write; the loser, like any later retry, answers with the
 *   stored result.
 */
import { getDb } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/problems/error";
import { dateOnly, tashkentDate } from "@/lib/time";
import { findActivity } from "./catalogue-cache";
import { resolveChild, type ActivityChild, type DayAttempt } from "./child";
import type { CompleteInput, CompleteResult, StartResult } from "./schemas";

type Attempt = Omit<DayAttempt, "activityId">;

const ATTEMPT_SELECT = { id: true, startedAt: true, completedAt: true, score: true, timeSpentSeconds: true } as const;

/** The child with its attempts of this activity today; 404 for an unknown activity. */
async function childAndActivity(userId: string, activityId: string, day: string, childId?: string): Promise<ActivityChild> {
  const [child, activity] = await Promise.all([resolveChild(userId, { childId, day, activityId }), findActivity(activityId)]);
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
  userId: string,
  activityId: string,
  childId?: string,
  now = new Date(),
): Promise<StartResult> {
  const day = tashkentDate(now);
  const child = await childAndActivity(userId, activityId, day, childId);
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
    const open = today.find((a) => a.completedAt === null);
    if (open) return answer(open, completedToday);
    try {
      const created = await db.activityAttempt.create({
        data: { childId: child.id, activityId, day: dateOnly(day), startedAt: now },
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
  userId: string,
  activityId: string,
  input: CompleteInput,
  childId?: string,
  now = new Date(),
): Promise<CompleteResult> {
  const day = tashkentDate(now);
  const child = await childAndActivity(userId, activityId, day, childId);
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
  const open = today.find((a) => a.completedAt === null);
  if (open) {
    const data = { completedAt: now, score: input.score, timeSpentSeconds: input.timeSpentSeconds };
    // What the parent said goes with the attempt (the plan's difficulty rule reads it), not the answer.
    const recorded = { ...data, feedback: input.feedback ?? null, checklistDone: input.checklistDone ?? null };
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
