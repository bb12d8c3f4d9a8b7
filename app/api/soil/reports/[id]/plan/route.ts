import { json, methods, route } from "@/lib/http/route";
import { getSoilReportPlanEndpoint } from "@/lib/endpoints/soil";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { reportPlanResponse } from "@/lib/soil/plan/service";

// A fertiliser plan for the report's field and a crop (docs/api-guide.md, "Fertiliser plan").
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getSoilReportPlanEndpoint, async ({ access, params, query, req }) => {
    const plan = await reportPlanResponse(access, params.id, query, localeFromAcceptLanguage(req.headers.get("accept-language")));
    return json(plan, { headers: { Vary: "Accept-Language" } });
  }),
});
