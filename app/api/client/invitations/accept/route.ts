import { json, methods, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { acceptInvitationEndpoint } from "@/lib/endpoints/sharing";
import { acceptInvitation } from "@/lib/sharing/invitations";

// The token or code travels in the body, never in the path, so no log holds it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(acceptInvitationEndpoint, async ({ user, body, req }) => json(await acceptInvitation(body, user.id, clientIp(req.headers)))),
});
