// GET /api/soil/reports/{id}: one of the user's stored reports; 404 for anyone else's.
import { json, methods, route } from "@/lib/http/route";
import { getReport } from "@/lib/soil";
import { getSoilReportEndpoint } from "@/lib/endpoints/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getSoilReportEndpoint, async ({ access, params }) => json(await getReport(access, params.id))),
});
