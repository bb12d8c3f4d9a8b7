import { methods, noContent, route } from "@/lib/http/route";
import { leaveChildEndpoint } from "@/lib/endpoints/sharing";
import { leaveChild } from "@/lib/sharing/members";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(leaveChildEndpoint, async ({ access, params }) => {
    await leaveChild(access, params.id);
    return noContent();
  }),
});
