"use server";

// Start and completion of an activity from the activity page, through the same services as
// POST /api/client/activities/start|complete. Called from the browser after the page has
// really opened, never while rendering: a prefetch or a crawler must not record a start.
import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/page-user";
import { completeActivity, startActivity } from "@/lib/activities/progress";
import { completeBodySchema, idSchema } from "@/lib/activities/schemas";
import { isProblem } from "@/lib/problems/error";
import type { SessionResult } from "./session-result";

function failure(error: unknown): SessionResult {
  if (isProblem(error, "child_required")) return { ok: false, reason: "child_required" };
  if (isProblem(error, "not_found")) return { ok: false, reason: "not_found" };
  throw error;
}

export async function startActivityNow(activityId: string): Promise<SessionResult> {
  const user = await requireUser();
  if (!idSchema.safeParse(activityId).success) return { ok: false, reason: "invalid" };
  try {
    const started = await startActivity(user.id, activityId);
    return { ok: true, status: started.status };
  } catch (error) {
    return failure(error);
  }
}

/** Completes with the score (percent of rounds right on the first try) and seconds spent. */
export async function completeActivityNow(activityId: string, body: unknown): Promise<SessionResult> {
  const user = await requireUser();
  const parsed = completeBodySchema.safeParse(body);
  if (!idSchema.safeParse(activityId).success || !parsed.success) return { ok: false, reason: "invalid" };
  try {
    let result;
    try {
      result = await completeActivity(user.id, activityId, parsed.data);
    } catch (error) {
      // Opened before midnight and finished after it: the attempt belongs to yesterday, so
      // start today's and complete that rather than lose the child's result.
      if (!isProblem(error, "activity_not_started")) throw error;
      await startActivity(user.id, activityId);
      result = await completeActivity(user.id, activityId, parsed.data);
    }
    // Today's plan and the lists show the new status on the next visit.
    revalidatePath("/", "layout");
    return { ok: true, status: result.status, score: result.score, timeSpentSeconds: result.timeSpentSeconds };
  } catch (error) {
    return failure(error);
  }
}
