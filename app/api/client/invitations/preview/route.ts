import { json, methods, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { previewInvitationEndpoint } from "@/lib/endpoints/sharing";
import { previewInvitation } from "@/lib/sharing/invitations";

// The token or code travels in the body, never in the path, so no log holds it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(previewInvitationEndpoint, async ({ user, body, req }) => json(await previewInvitation(body, user.id, clientIp(req.headers)))),
});
