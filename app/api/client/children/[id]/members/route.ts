import { json, methods, route } from "@/lib/http/route";
import { listChildMembersEndpoint } from "@/lib/endpoints/sharing";
import { listMembers } from "@/lib/sharing/members";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listChildMembersEndpoint, async ({ access, params }) => json(await listMembers(access, params.id))),
});
