import { json, methods, route } from "@/lib/http/route";
import { answerMilestone } from "@/lib/milestones/milestones";
import { answerMilestoneEndpoint } from "@/lib/endpoints/milestones";

// One answer of the milestone checklist; PUT is idempotent (docs/milestones.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: route(answerMilestoneEndpoint, async ({ access, params, body }) =>
    json(await answerMilestone(access, params.id, params.milestoneId, body)),
  ),
});
