import { methods, route } from "@/lib/http/route";
import { childQuerySchema } from "@/lib/activities/schemas";
import { getDashboard } from "@/lib/activities/dashboard";

// Spec 4.5: today's 3-5 recommended activities for the selected (or given) child.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true, query: childQuerySchema }, ({ user, query }) => getDashboard(user.id, query.childId)),
});
