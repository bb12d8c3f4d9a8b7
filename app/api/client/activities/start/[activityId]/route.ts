import { methods, route } from "@/lib/http/route";
import { startActivityEndpoint } from "@/lib/endpoints/activities";
import { startActivity } from "@/lib/activities/progress";

// Start (docs/decisions/001-activities-api.md, "Start"): no body needed; an optional JSON body
// { startedAt? } carries the device's time of a start sent later (offline play). Safe to retry.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(startActivityEndpoint, ({ access, params, query, body }) =>
    startActivity(access, params.activityId, query.childId, new Date(), body),
  ),
});
