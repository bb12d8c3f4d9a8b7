import { methods, route } from "@/lib/http/route";
import { refreshRequestSchema } from "@/lib/auth/schemas";
import { rotateRefreshToken } from "@/lib/auth/tokens";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: refreshRequestSchema }, async ({ body }) => rotateRefreshToken(body.refreshToken)),
});
