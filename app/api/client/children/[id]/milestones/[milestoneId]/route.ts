import { json, methods, route } from "@/lib/http/route";
import { answerMilestone } from "@/lib/milestones/milestones";
import * as api from "@/lib/api/milestones";

// One answer of the milestone checklist; PUT is idempotent (docs/milestones.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: route(api.answerMilestone, async ({ user, params, body }) =>
    json(await answerMilestone(user.id, params.id, params.milestoneId, body)),
  ),
});
