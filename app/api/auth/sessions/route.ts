import { methods, noContent, route } from "@/lib/http/route";
import { endOtherSessionsEndpoint, listSessionsEndpoint } from "@/lib/endpoints/auth";
import { endSessions, listSessions } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listSessionsEndpoint, ({ user }) => listSessions(user.id, user.sessionId)),
  DELETE: route(endOtherSessionsEndpoint, async ({ user }) => {
    await endSessions(user.id, { except: user.sessionId });
    return noContent();
  }),
});
