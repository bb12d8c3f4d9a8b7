import { methods, route } from "@/lib/http/route";
import { getMeEndpoint } from "@/lib/endpoints/auth";

// Who the token or session belongs to: lets a client check its sign-in cheaply.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getMeEndpoint, async ({ user }) => ({ id: user.id, email: user.email, name: user.name })),
});
