import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { listCategories } from "@/lib/activities/browse";
import { listCategoriesEndpoint } from "@/lib/endpoints/activities";

// Every category in display order (docs/decisions/001-activities-api.md, "Lists"); needs a
// signed-in user but no child. Titles follow Accept-Language, so caches must key on it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listCategoriesEndpoint, async ({ req }) =>
    json(await listCategories(localeFromAcceptLanguage(req.headers.get("accept-language"))), {
      headers: { Vary: "Accept-Language" },
    }),
  ),
});
