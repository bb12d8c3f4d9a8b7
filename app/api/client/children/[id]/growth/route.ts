import { json, methods, route } from "@/lib/http/route";
import { addGrowthRecord, listGrowth } from "@/lib/children/growth";
import { addGrowthRecordSchema, childIdParamsSchema } from "@/lib/children/schemas";

// Growth monitoring with WHO z-scores (beyond the spec; docs/decisions).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, params: childIdParamsSchema }, async ({ user, params }) => listGrowth(user.id, params.id)),
  POST: route({ auth: true, params: childIdParamsSchema, body: addGrowthRecordSchema }, async ({ user, params, body }) =>
    json(await addGrowthRecord(user.id, params.id, body), { status: 201 }),
  ),
});
