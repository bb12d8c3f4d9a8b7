import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { listActivityHistory } from "@/lib/activities/history";
import { listActivityHistoryEndpoint } from "@/lib/endpoints/activities";

// The titles follow Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

// A child's recent activities and game scores with who recorded each (docs/sharing.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listActivityHistoryEndpoint, async ({ access, params, query, req }) =>
    json(
      await listActivityHistory(access, params.id, {
        limit: query.limit,
        before: query.before,
        locale: localeFromAcceptLanguage(req.headers.get("accept-language")),
      }),
      { headers: VARY },
    ),
  ),
});
