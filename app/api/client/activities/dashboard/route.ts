import { json, methods, route } from "@/lib/http/route";
import { childQuerySchema } from "@/lib/activities/schemas";
import { loadDashboard } from "@/lib/activities/dashboard";

// Spec 4.5: today's 3-5 recommended activities for the selected (or given) child. The body stays
// the spec's array; where the catalogue's ages end travels in two headers (docs/api-guide.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, query: childQuerySchema }, async ({ user, query }) => {
    const dashboard = await loadDashboard(user.id, query.childId);
    return json(dashboard.activities, {
      headers: {
        "Catalogue-Ends-At-Age-Months": String(dashboard.catalogueEndsAtAgeMonths),
        "Beyond-Catalogue": String(dashboard.beyondCatalogue),
      },
    });
  }),
});
