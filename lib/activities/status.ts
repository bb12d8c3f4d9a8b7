/**
 * A child's status per activity for one Asia/Tashkent day (docs/api-guide.md section 7,
 * "Activities"): completed if an attempt of that day was completed, else started if one was
 * started, else not_started. An attempt belongs to the day it was started on
 * (activity_attempts.day).
 */
import type { ActivityStatus } from "./schemas";

export interface AttemptState {
  activityId: string;
  completedAt: Date | null;
}

/** Status of one activity from that day's attempts of it. */
export function dayStatus(attempts: { completedAt: Date | null }[]): ActivityStatus {
  if (attempts.length === 0) return "not_started";
  return attempts.some((a) => a.completedAt !== null) ? "completed" : "started";
}

/** Status of every activity touched in the given (same-day) attempts; absent means not_started. */
export function statusByActivity(attempts: AttemptState[]): Map<string, ActivityStatus> {
  const out = new Map<string, ActivityStatus>();
  for (const a of attempts) {
    if (a.completedAt !== null) out.set(a.activityId, "completed");
    else if (!out.has(a.activityId)) out.set(a.activityId, "started");
  }
  return out;
}
