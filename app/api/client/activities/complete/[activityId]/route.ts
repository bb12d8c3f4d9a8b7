import { methods, route } from "@/lib/http/route";
import { completeActivityEndpoint } from "@/lib/endpoints/activities";
import { completeActivity } from "@/lib/activities/progress";

// Complete (docs/decisions/001-activities-api.md, "Complete"): optional JSON body { score?,
// timeSpentSeconds?, feedback?, checklistDone?, completedAt? } (completedAt: the device's time of
// a complete sent later); safe to retry.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(completeActivityEndpoint, ({ access, params, query, body }) =>
    completeActivity(access, params.activityId, body, query.childId),
  ),
});
