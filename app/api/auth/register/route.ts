import { methods, route, json } from "@/lib/http/route";
import { registerEndpoint } from "@/lib/endpoints/auth";
import { registerUser } from "@/lib/auth/users";
import { clientIp } from "@/lib/http/client-ip";
import { consumeRegistration } from "@/lib/rate-limit";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(registerEndpoint, async ({ body, req }) => {
    await consumeRegistration(body.email, clientIp(req.headers));
    return json(await registerUser(body), { status: 201 });
  }),
});
