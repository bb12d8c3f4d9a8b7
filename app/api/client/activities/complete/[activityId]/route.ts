import { methods, route } from "@/lib/http/route";
import { activityParamsSchema, childQuerySchema, completeBodySchema } from "@/lib/activities/schemas";
import { completeActivity } from "@/lib/activities/progress";

// Spec 4.11: optional JSON body { score?, timeSpentSeconds? }; safe to retry.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(
    { auth: true, params: activityParamsSchema, query: childQuerySchema, body: completeBodySchema },
    ({ user, params, query, body }) => completeActivity(user.id, params.activityId, body, query.childId),
  ),
});
