import { methods, route } from "@/lib/http/route";
import { selectChild } from "@/lib/children/children";
import * as api from "@/lib/api/children";

// No body (docs/decisions/002-children-api.md): anything sent is ignored.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route(api.selectChild, async ({ user, params }) => selectChild(user.id, params.id)),
});
