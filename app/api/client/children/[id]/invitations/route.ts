import { json, methods, route } from "@/lib/http/route";
import { createChildInvitationEndpoint } from "@/lib/endpoints/sharing";
import { createInvitation } from "@/lib/sharing/invitations";

// The owner invites someone to the child (docs/sharing.md). The token and code are shown once.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(createChildInvitationEndpoint, async ({ access, user, params, body }) =>
    json(await createInvitation(access, params.id, body, user.id), { status: 201 }),
  ),
});
