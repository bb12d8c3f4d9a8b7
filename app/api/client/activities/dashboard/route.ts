import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { childQuerySchema } from "@/lib/activities/schemas";
import { getDashboard } from "@/lib/activities/dashboard";

// Spec 4.5: today's 3-5 recommended activities for the selected (or given) child.
// Texts follow Accept-Language (the plan does not), so caches must key on it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, query: childQuerySchema }, async ({ user, query, req }) =>
    json(await getDashboard(user.id, query.childId, new Date(), localeFromAcceptLanguage(req.headers.get("accept-language"))), {
      headers: { Vary: "Accept-Language" },
    }),
  ),
});
