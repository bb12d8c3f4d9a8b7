import { methods, route } from "@/lib/http/route";
import { selectChild } from "@/lib/children/children";
import { childIdParamsSchema } from "@/lib/children/schemas";

// No body (docs/decisions/002-children-api.md): anything sent is ignored.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route({ auth: true, params: childIdParamsSchema }, async ({ user, params }) => selectChild(user.id, params.id)),
});
