import { methods, route } from "@/lib/http/route";
import { listCategories } from "@/lib/activities/browse";

// Spec 4.6: every category in display order; needs a signed-in user but no child.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ auth: true }, () => listCategories()),
});
