import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { getVisitSummaryEndpoint } from "@/lib/endpoints/children";
import { getVisitSummary } from "@/lib/children/visit-summary";

// Texts follow Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

// The summary for a doctor's visit (docs/growth.md, "Summary for the doctor").
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getVisitSummaryEndpoint, async ({ access, params, req }) =>
    json(await getVisitSummary(access, params.id, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), { headers: VARY }),
  ),
});
