import { methods, json, plainRoute } from "@/lib/http/route";
import { getHealthEndpoint } from "@/lib/endpoints/system";
import { checkDatabase } from "@/lib/health";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // Outside route(): its 503 has the same body shape as its 200, not problem details.
  GET: plainRoute(getHealthEndpoint, async () => {
    const database = await checkDatabase();
    return json({ status: database.ok ? "ok" : "unavailable", database }, { status: database.ok ? 200 : 503 });
  }),
});
