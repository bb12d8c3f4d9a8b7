import { json, methods, noContent, route } from "@/lib/http/route";
import { changeFieldMemberRoleEndpoint, removeFieldMemberEndpoint } from "@/lib/endpoints/field-sharing";
import { changeFieldMemberRole, removeFieldMember } from "@/lib/sharing/members";

// The field's owner changes a member's role or removes them; removal holds from the member's next request.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route(changeFieldMemberRoleEndpoint, async ({ access, params, body }) =>
    json(await changeFieldMemberRole(access, params.id, params.userId, body.role)),
  ),
  DELETE: route(removeFieldMemberEndpoint, async ({ access, params }) => {
    await removeFieldMember(access, params.id, params.userId);
    return noContent();
  }),
});
