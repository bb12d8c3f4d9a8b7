import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { getMilestones } from "@/lib/milestones/milestones";
import { milestonesQuerySchema } from "@/lib/milestones/schemas";

// Texts follow Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

// The milestone checklist (CDC/AAP 2022, WHO MGRS; docs/milestones.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, params: childIdParamsSchema, query: milestonesQuerySchema }, async ({ user, params, query, req }) =>
    json(
      await getMilestones(user.id, params.id, {
        window: query.window,
        locale: localeFromAcceptLanguage(req.headers.get("accept-language")),
      }),
      { headers: VARY },
    ),
  ),
});
