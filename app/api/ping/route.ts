import { methods, route } from "@/lib/http/route";
import { pingEndpoint } from "@/lib/endpoints/system";

// The cheapest handler that still goes through our wrapper: a liveness probe for load balancers
// (no database) and the floor the benchmarks compare every endpoint against.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(pingEndpoint, async () => ({ ok: true })),
});
