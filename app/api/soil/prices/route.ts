import { methods, route } from "@/lib/http/route";
import { getSoilPricesEndpoint, putSoilPricesEndpoint } from "@/lib/endpoints/soil";
import { pricesResponseShape } from "@/lib/soil/plan/prices-shape";
import { readPrices, savePrices } from "@/lib/soil/plan/prices-store";

// The user's fertiliser prices per 50 kg bag (docs/api-guide.md, "Fertiliser plan").
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getSoilPricesEndpoint, async ({ user }) => pricesResponseShape(await readPrices(user.id))),
  PUT: route(putSoilPricesEndpoint, async ({ user, body }) => pricesResponseShape(await savePrices(user.id, body))),
});
