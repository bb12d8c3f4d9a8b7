import { methods, noContent, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { declineInvitationEndpoint } from "@/lib/endpoints/sharing";
import { declineInvitation } from "@/lib/sharing/invitations";

// The token or code travels in the body, never in the path, so no log holds it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(declineInvitationEndpoint, async ({ user, body, req }) => {
    await declineInvitation(body, user.id, clientIp(req.headers));
    return noContent();
  }),
});
