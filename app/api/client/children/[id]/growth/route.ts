import { json, methods, route } from "@/lib/http/route";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { addGrowthRecord, listGrowth } from "@/lib/children/growth";
import { addGrowthRecordEndpoint, listGrowthEndpoint } from "@/lib/endpoints/children";

// correctedAgeLabel depends on Accept-Language, so caches must key on it.
const VARY = { Vary: "Accept-Language" };

// Growth monitoring with WHO (and INTERGROWTH-21st preterm) z-scores (beyond the contract in docs/spec/README.md; docs/growth.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listGrowthEndpoint, async ({ access, params, req }) =>
    json(await listGrowth(access, params.id, localeFromAcceptLanguage(req.headers.get("accept-language"))), { headers: VARY }),
  ),
  POST: route(addGrowthRecordEndpoint, async ({ access, params, body, req }) =>
    json(await addGrowthRecord(access, params.id, body, tashkentDate(), localeFromAcceptLanguage(req.headers.get("accept-language"))), {
      status: 201,
      headers: VARY,
    }),
  ),
});
