import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { setVaccinationEndpoint } from "@/lib/endpoints/vaccinations";
import { setVaccination } from "@/lib/vaccinations/vaccinations";

const VARY = { Vary: "Accept-Language" };

// Mark one dose given on a date or not needed, or remove the mark (idempotent; docs/vaccinations.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: route(setVaccinationEndpoint, async ({ access, params, body, req }) =>
    json(
      await setVaccination(access, params.id, params.doseId, body, tashkentDate(), localeFromAcceptLanguage(req.headers.get("accept-language"))),
      { headers: VARY },
    ),
  ),
});
