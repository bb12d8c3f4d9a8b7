import { json, methods, noContent, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { deleteChild, getChild, updateChild } from "@/lib/children/children";
import { deleteChildEndpoint, getChildEndpoint, updateChildEndpoint } from "@/lib/endpoints/children";

// ageLabel depends on Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getChildEndpoint, async ({ access, params, req }) =>
    json(await getChild(access, params.id, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), {
      headers: VARY,
    }),
  ),
  PATCH: route(updateChildEndpoint, async ({ access, params, body, req }) =>
    json(
      await updateChild(access, params.id, body, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }),
      { headers: VARY },
    ),
  ),
  DELETE: route(deleteChildEndpoint, async ({ access, params }) => {
    await deleteChild(access, params.id);
    return noContent();
  }),
});
