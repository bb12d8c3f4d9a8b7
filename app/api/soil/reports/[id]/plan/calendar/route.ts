import { methods, route } from "@/lib/http/route";
import { getSoilReportPlanCalendarEndpoint } from "@/lib/endpoints/soil";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { planCalendar } from "@/lib/soil/plan/plan-calendar";
import { reportPlan } from "@/lib/soil/plan/service";

// The plan's application windows as an .ics file, with the user's own sign-in (docs/api-guide.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getSoilReportPlanCalendarEndpoint, async ({ access, params, query, req }) => {
    const { plan, context, fieldName } = await reportPlan(access, params.id, query.crop, { areaHa: query.area });
    const text = planCalendar(plan, { reportId: params.id, fieldName: fieldName ?? context.fieldId }, localeFromAcceptLanguage(req.headers.get("accept-language")));
    return new Response(text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="ogitlash-rejasi-${query.crop}.ics"`,
        "Cache-Control": "private, no-store",
      },
    });
  }),
});
