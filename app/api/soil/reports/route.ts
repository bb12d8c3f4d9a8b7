// GET /api/soil/reports?fieldId=&limit= : the user's stored reports, newest first
// (docs/decisions/003-soil-api.md, "Endpoints").
import { z } from "zod";
import { json, methods, route } from "@/lib/http/route";
import { listReports, MAX_REPORT_LIMIT } from "@/lib/soil";

const query = z.object({
  fieldId: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REPORT_LIMIT).optional(),
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, query }, async ({ user, query }) => json(await listReports(user.id, query))),
});
