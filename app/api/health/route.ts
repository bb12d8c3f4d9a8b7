import { methods, json, plainRoute } from "@/lib/http/route";
import { getHealthEndpoint } from "@/lib/endpoints/system";
import { checkDatabase } from "@/lib/health";
import { isDraining } from "@/lib/server/state";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // Outside route(): its 503 has the same body shape as its 200, not problem details.
  // A server stopping (SIGTERM, scripts/server.mjs) says "draining" first, so a load balancer
  // that checks health sends its new requests elsewhere while it finishes what it has.
  GET: plainRoute(getHealthEndpoint, async () => {
    const database = await checkDatabase();
    if (isDraining()) return json({ status: "draining", database }, { status: 503 });
    return json({ status: database.ok ? "ok" : "unavailable", database }, { status: database.ok ? 200 : 503 });
  }),
});
