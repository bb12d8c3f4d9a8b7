import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { getDashboardEndpoint } from "@/lib/endpoints/activities";
import { loadDashboard } from "@/lib/activities/dashboard";

// Today's 3-5 recommended activities for the selected (or given) child (docs/daily-plan.md). The
// body stays a plain array; where the catalogue's ages end travels in two headers
// (docs/api-guide.md section 5).
// Texts follow Accept-Language (the plan does not), so caches must key on it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // The read of the child checks the session as well (auth: "joined").
  GET: route(getDashboardEndpoint, async ({ claims, access, query, req }) => {
    const locale = localeFromAcceptLanguage(req.headers.get("accept-language"));
    const dashboard = await loadDashboard(claims, query.childId, new Date(), locale, access);
    return json(dashboard.activities, {
      headers: {
        Vary: "Accept-Language",
        "Catalogue-Ends-At-Age-Months": String(dashboard.catalogueEndsAtAgeMonths),
        "Beyond-Catalogue": String(dashboard.beyondCatalogue),
      },
    });
  }),
});
