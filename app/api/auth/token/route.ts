import { methods, route } from "@/lib/http/route";
import { signInEndpoint } from "@/lib/endpoints/auth";
import { deviceFromRefreshToken } from "@/lib/auth/device";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { issueTokens } from "@/lib/auth/tokens";
import { clientIp } from "@/lib/http/client-ip";
import { AppError } from "@/lib/problems/error";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(signInEndpoint, async ({ body, req }) => {
    const deviceId = await deviceFromRefreshToken(body.refreshToken, body.email);
    const user = await signInWithPassword({ email: body.email, password: body.password, ip: clientIp(req.headers), deviceId });
    if (!user) throw new AppError("unauthorized", { detail: "wrong_credentials" });
    return issueTokens(user, req.headers.get("user-agent"));
  }),
});
