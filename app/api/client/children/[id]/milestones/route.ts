import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { getMilestonesEndpoint } from "@/lib/endpoints/milestones";
import { getMilestones } from "@/lib/milestones/milestones";

// Texts follow Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

// The milestone checklist (CDC/AAP 2022, WHO MGRS; docs/milestones.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getMilestonesEndpoint, async ({ access, params, query, req }) =>
    json(
      await getMilestones(access, params.id, {
        window: query.window,
        locale: localeFromAcceptLanguage(req.headers.get("accept-language")),
      }),
      { headers: VARY },
    ),
  ),
});
