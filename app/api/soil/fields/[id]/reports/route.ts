import { json, methods, route } from "@/lib/http/route";
import { listFieldReportsEndpoint } from "@/lib/endpoints/field-sharing";
import { listFieldReports } from "@/lib/sharing/shared-fields";

// A field's reports for its owner and every member, each saying who submitted it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listFieldReportsEndpoint, async ({ access, params }) => json(await listFieldReports(access, params.id))),
});
