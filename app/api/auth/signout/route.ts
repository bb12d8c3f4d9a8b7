import { NextResponse } from "next/server";
import { methods, route } from "@/lib/http/route";
import { browserSignOutEndpoint } from "@/lib/endpoints/auth";
import { cookieSpec, sessionCookieName } from "@/lib/auth/cookies";
import { userFromHeaders } from "@/lib/auth/current-user";
import { endSessions } from "@/lib/auth/sessions";

// The web app's sign-out form posts here (it works without JavaScript). The session ends for
// every server at once; the browser drops the cookie and empties its HTTP cache of this site, so
// nothing the last person saw can be read back from the cache on a shared phone
// (docs/security.md, "A shared phone"). The service worker's caches are emptied by the page
// before it posts (components/sign-out-button.tsx).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(browserSignOutEndpoint, async ({ req }) => {
    const user = await userFromHeaders(req.headers);
    if (user) await endSessions(user.id, { only: user.sessionId });
    const response = new NextResponse(null, {
      status: 303,
      headers: { Location: "/login", "Clear-Site-Data": '"cache"', "Cache-Control": "no-store" },
    });
    const expired = cookieSpec(sessionCookieName(), "", 0);
    response.cookies.set(expired.name, expired.value, expired.options);
    return response;
  }),
});
