import { methods, route } from "@/lib/http/route";
import { tokenRequestSchema } from "@/lib/auth/schemas";
import { authenticate } from "@/lib/auth/users";
import { issueTokens } from "@/lib/auth/tokens";
import { unauthorized } from "@/lib/http/problem";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: tokenRequestSchema }, async ({ body }) => {
    const user = await authenticate(body.email, body.password);
    if (!user) throw unauthorized("The email or password is wrong.");
    return issueTokens(user);
  }),
});
