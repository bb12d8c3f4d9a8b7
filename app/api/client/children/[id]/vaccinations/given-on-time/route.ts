import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { markVaccinationsOnTimeEndpoint } from "@/lib/endpoints/vaccinations";
import { markGivenOnTime } from "@/lib/vaccinations/vaccinations";

// "All vaccines so far were given on time" in one step (docs/vaccinations.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(markVaccinationsOnTimeEndpoint, async ({ access, params, req }) =>
    json(await markGivenOnTime(access, params.id, tashkentDate(), localeFromAcceptLanguage(req.headers.get("accept-language"))), {
      headers: { Vary: "Accept-Language" },
    }),
  ),
});
