// GET /api/soil/reports/{id}: one of the user's stored reports; 404 for anyone else's.
import { z } from "zod";
import { json, methods, route } from "@/lib/http/route";
import { getReport } from "@/lib/soil";

const params = z.object({ id: z.uuid() });

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, params }, async ({ user, params }) => json(await getReport(user.id, params.id))),
});
