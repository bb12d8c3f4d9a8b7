import { methods, noContent, route } from "@/lib/http/route";
import * as api from "@/lib/api/auth";
import { endSessions, listSessions } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(api.listSessions, ({ user }) => listSessions(user.id, user.sessionId)),
  DELETE: route(api.endOtherSessions, async ({ user }) => {
    await endSessions(user.id, { except: user.sessionId });
    return noContent();
  }),
});
