import { methods, noContent, route } from "@/lib/http/route";
import { leaveFieldEndpoint } from "@/lib/endpoints/field-sharing";
import { leaveField } from "@/lib/sharing/members";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(leaveFieldEndpoint, async ({ access, params }) => {
    await leaveField(access, params.id);
    return noContent();
  }),
});
