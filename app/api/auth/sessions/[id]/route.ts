import { methods, noContent, route } from "@/lib/http/route";
import { endSessionEndpoint } from "@/lib/endpoints/auth";
import { endSession } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(endSessionEndpoint, async ({ user, params }) => {
    await endSession(user.id, params.id);
    return noContent();
  }),
});
