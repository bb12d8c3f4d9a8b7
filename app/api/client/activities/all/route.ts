import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { listActivitiesEndpoint } from "@/lib/endpoints/activities";
import { listActivities } from "@/lib/activities/browse";

// The age-fit activities (whole catalogue without a child), optionally one category
// (docs/decisions/001-activities-api.md, "Lists"). Titles follow Accept-Language, so caches must
// key on it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listActivitiesEndpoint, async ({ access, query, req }) =>
    json(await listActivities(access, { ...query, locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), {
      headers: { Vary: "Accept-Language" },
    }),
  ),
});
