import { methods, noContent, route } from "@/lib/http/route";
import { revokeChildInvitationEndpoint } from "@/lib/endpoints/sharing";
import { revokeInvitation } from "@/lib/sharing/invitations";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(revokeChildInvitationEndpoint, async ({ access, params }) => {
    await revokeInvitation(access, params.id, params.invitationId);
    return noContent();
  }),
});
