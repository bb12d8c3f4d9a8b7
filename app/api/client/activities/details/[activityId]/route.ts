import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { getActivityEndpoint } from "@/lib/endpoints/activities";
import { getActivityDetails } from "@/lib/activities/browse";

// One activity with its content and the child's status today (docs/decisions/001-activities-api.md,
// "Details").
// Texts follow Accept-Language (values and answers do not), so caches must key on it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getActivityEndpoint, async ({ access, params, query, req }) =>
    json(
      await getActivityDetails(
        access,
        params.activityId,
        query.childId,
        new Date(),
        localeFromAcceptLanguage(req.headers.get("accept-language")),
      ),
      { headers: { Vary: "Accept-Language" } },
    ),
  ),
});
