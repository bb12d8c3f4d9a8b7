import { methods, noContent, route } from "@/lib/http/route";
import { signOutEndpoint } from "@/lib/endpoints/auth";
import { revokeRefreshToken } from "@/lib/auth/tokens";

// Mobile sign-out: revokes the refresh token and its whole family. The access token expires on
// its own within 15 minutes.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(signOutEndpoint, async ({ body }) => {
    await revokeRefreshToken(body.refreshToken);
    return noContent();
  }),
});
