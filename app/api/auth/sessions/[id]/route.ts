import { methods, noContent, route } from "@/lib/http/route";
import * as api from "@/lib/api/auth";
import { endSession } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(api.endSession, async ({ user, params }) => {
    await endSession(user.id, params.id);
    return noContent();
  }),
});
