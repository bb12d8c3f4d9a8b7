import { json, methods, noContent, route } from "@/lib/http/route";
import { changeChildMemberRoleEndpoint, removeChildMemberEndpoint } from "@/lib/endpoints/sharing";
import { changeMemberRole, removeMember } from "@/lib/sharing/members";

// The owner changes a member's role or removes them; removal holds from the member's next request.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route(changeChildMemberRoleEndpoint, async ({ access, params, body }) =>
    json(await changeMemberRole(access, params.id, params.userId, body.role)),
  ),
  DELETE: route(removeChildMemberEndpoint, async ({ access, params }) => {
    await removeMember(access, params.id, params.userId);
    return noContent();
  }),
});
