import { methods, route, json } from "@/lib/http/route";
import { registerSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/users";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: registerSchema }, async ({ body }) => json(await registerUser(body), { status: 201 })),
});
