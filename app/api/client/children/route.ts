import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { createChild, listChildren } from "@/lib/children/children";
import { createChildEndpoint, listChildrenEndpoint } from "@/lib/endpoints/children";

// ageLabel depends on Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // The list's one statement checks the session as well (auth: "joined").
  GET: route(listChildrenEndpoint, async ({ claims, req }) =>
    json(await listChildren(claims, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), {
      headers: VARY,
    }),
  ),
  POST: route(createChildEndpoint, async ({ user, body, req }) =>
    json(await createChild(user.id, body, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), {
      status: 201,
      headers: VARY,
    }),
  ),
});
