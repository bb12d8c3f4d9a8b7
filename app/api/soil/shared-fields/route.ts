import { json, methods, route } from "@/lib/http/route";
import { listSharedFieldsEndpoint } from "@/lib/endpoints/field-sharing";
import { listSharedFields } from "@/lib/sharing/shared-fields";

// The fields shared with the caller; their own stay at GET /api/soil/fields.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listSharedFieldsEndpoint, async ({ user }) => json(await listSharedFields(user.id))),
});
