import { json, methods, route } from "@/lib/http/route";
import { listFieldMembersEndpoint } from "@/lib/endpoints/field-sharing";
import { listFieldMembers } from "@/lib/sharing/members";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listFieldMembersEndpoint, async ({ access, params }) => json(await listFieldMembers(access, params.id))),
});
