import { json, methods, route } from "@/lib/http/route";
import { transferChildOwnershipEndpoint } from "@/lib/endpoints/sharing";
import { transferChild } from "@/lib/sharing/ownership";

// The owner hands the child over to a member, confirmed with their password (docs/sharing.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(transferChildOwnershipEndpoint, async ({ access, params, body, user }) => json(await transferChild(access, params.id, body, user))),
});
