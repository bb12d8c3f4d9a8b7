import { methods, route } from "@/lib/http/route";
import { activityParamsSchema, childQuerySchema } from "@/lib/activities/schemas";
import { getActivityDetails } from "@/lib/activities/browse";

// Spec 4.8: one activity with its content and the child's status today.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, params: activityParamsSchema, query: childQuerySchema }, ({ user, params, query }) =>
    getActivityDetails(user.id, params.activityId, query.childId),
  ),
});
