import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { listVaccinationsEndpoint } from "@/lib/endpoints/vaccinations";
import { listVaccinations } from "@/lib/vaccinations/vaccinations";

// vaccineName depends on Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

// The national vaccination calendar for one child (docs/vaccinations.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listVaccinationsEndpoint, async ({ access, params, req }) =>
    json(await listVaccinations(access, params.id, tashkentDate(), localeFromAcceptLanguage(req.headers.get("accept-language"))), {
      headers: VARY,
    }),
  ),
});
