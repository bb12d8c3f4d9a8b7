import { methods, noContent, route } from "@/lib/http/route";
import { revokeFieldInvitationEndpoint } from "@/lib/endpoints/field-sharing";
import { revokeFieldInvitation } from "@/lib/sharing/invitations";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(revokeFieldInvitationEndpoint, async ({ access, params }) => {
    await revokeFieldInvitation(access, params.id, params.invitationId);
    return noContent();
  }),
});
