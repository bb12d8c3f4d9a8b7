import { methods, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/activities/schemas";
import { listActivities } from "@/lib/activities/browse";

// Spec 4.7: the age-fit activities (whole catalogue without a child), optionally one category.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, query: listQuerySchema }, ({ user, query }) => listActivities(user.id, query)),
});
