import { methods, route } from "@/lib/http/route";
import { selectChild } from "@/lib/children/children";
import { selectChildEndpoint } from "@/lib/endpoints/children";

// No body (docs/decisions/002-children-api.md): anything sent is ignored.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route(selectChildEndpoint, async ({ access, params }) => selectChild(access, params.id)),
});
