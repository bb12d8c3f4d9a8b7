import { methods, route } from "@/lib/http/route";
import * as api from "@/lib/api/auth";
import { rotateRefreshToken } from "@/lib/auth/tokens";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(api.refreshTokens, async ({ body }) => rotateRefreshToken(body.refreshToken)),
});
