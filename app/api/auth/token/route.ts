import { methods, route } from "@/lib/http/route";
import * as api from "@/lib/api/auth";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { issueTokens } from "@/lib/auth/tokens";
import { AppError } from "@/lib/problems/error";
import { clientIp } from "@/lib/rate-limit";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(api.signIn, async ({ body, req }) => {
    const user = await signInWithPassword(body.email, body.password, clientIp(req));
    if (!user) throw new AppError("unauthorized", { detail: "wrong_credentials" });
    return issueTokens(user);
  }),
});
