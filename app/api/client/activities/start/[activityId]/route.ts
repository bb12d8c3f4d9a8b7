import { methods, route } from "@/lib/http/route";
import { activityParamsSchema, childQuerySchema } from "@/lib/activities/schemas";
import { startActivity } from "@/lib/activities/progress";

// Spec 4.10: no body (any body is ignored); safe to retry.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ auth: true, params: activityParamsSchema, query: childQuerySchema }, ({ user, params, query }) =>
    startActivity(user.id, params.activityId, query.childId),
  ),
});
