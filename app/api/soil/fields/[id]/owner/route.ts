import { json, methods, route } from "@/lib/http/route";
import { transferFieldOwnershipEndpoint } from "@/lib/endpoints/field-sharing";
import { transferField } from "@/lib/sharing/ownership";

// The owner hands the field over to a member, confirmed with their password (docs/sharing.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(transferFieldOwnershipEndpoint, async ({ access, params, body, user }) => json(await transferField(access, params.id, body, user))),
});
