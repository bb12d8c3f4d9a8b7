import { methods, route } from "@/lib/http/route";
import { refreshTokensEndpoint } from "@/lib/endpoints/auth";
import { rotateRefreshToken } from "@/lib/auth/tokens";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(refreshTokensEndpoint, async ({ body }) => rotateRefreshToken(body.refreshToken)),
});
