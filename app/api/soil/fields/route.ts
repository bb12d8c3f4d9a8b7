// GET /api/soil/fields: the user's saved fields with their last report date (the form's
// "pick a saved field").
import { json, methods, route } from "@/lib/http/route";
import { listFields } from "@/lib/soil";
import { listSoilFieldsEndpoint } from "@/lib/endpoints/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listSoilFieldsEndpoint, async ({ user }) => json(await listFields(user.id))),
});
