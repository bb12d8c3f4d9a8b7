// GET /api/soil/reports?fieldId=&limit= : the user's stored reports, newest first
// (docs/decisions/003-soil-api.md, "Endpoints").
import { json, methods, route } from "@/lib/http/route";
import { listReports } from "@/lib/soil";
import { listSoilReportsEndpoint } from "@/lib/endpoints/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listSoilReportsEndpoint, async ({ user, query }) => json(await listReports(user.id, query))),
});
