// What the activity server actions (app/(parents)/activities/actions.ts) answer. Plain data, never a thrown error: production hides
// the message of errors thrown by server actions, and the page needs to know what happened.
import type { ActivityStatus } from "@/lib/activities/schemas";

export type SessionResult =
  | { ok: true; status: ActivityStatus; score?: number | null; timeSpentSeconds?: number | null }
  | { ok: false; reason: "child_required" | "not_found" | "invalid" };

/** Those server actions, which the page hands to the players as a prop. */
export interface SessionActions {
  start(activityId: string): Promise<SessionResult>;
  complete(activityId: string, body: unknown): Promise<SessionResult>;
}
