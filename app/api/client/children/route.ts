import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { createChild, listChildren } from "@/lib/children/children";
import { createChildSchema } from "@/lib/children/schemas";

// ageLabel depends on Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true }, async ({ user, req }) =>
    json(await listChildren(user.id, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), {
      headers: VARY,
    }),
  ),
  POST: route({ auth: true, body: createChildSchema }, async ({ user, body, req }) =>
    json(await createChild(user.id, body, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }), {
      status: 201,
      headers: VARY,
    }),
  ),
});
