import { json, methods, route } from "@/lib/http/route";
import { createFieldInvitationEndpoint } from "@/lib/endpoints/field-sharing";
import { createFieldInvitation } from "@/lib/sharing/invitations";

// The field's owner invites a worker or a viewer (docs/sharing.md). The token and code are shown once.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(createFieldInvitationEndpoint, async ({ access, user, params, body }) =>
    json(await createFieldInvitation(access, params.id, body, user.id), { status: 201 }),
  ),
});
