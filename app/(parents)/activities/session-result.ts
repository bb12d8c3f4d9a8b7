// What the activity server actions answer. Plain data, never a thrown error: production hides
// the message of errors thrown by server actions, and the page needs to know what happened.
import type { ActivityStatus } from "@/lib/activities/schemas";

export type SessionResult =
  | { ok: true; status: ActivityStatus; score?: number | null; timeSpentSeconds?: number | null }
  | { ok: false; reason: "child_required" | "not_found" | "invalid" };
