"use server";

// A member leaves a shared field (DELETE /api/soil/fields/{id}/membership's service and rule) and
// goes back to the fields shared with them.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { safeParseInput } from "@/lib/http/text-input";
import { isProblem } from "@/lib/problems/error";
import { leaveField } from "@/lib/sharing/members";
import { soilIdParamsSchema } from "@/lib/soil/schemas";
import { fieldAccess } from "../access";

export async function leaveFieldAction(fieldId: string): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(soilIdParamsSchema, { id: fieldId });
  if (params.success) {
    try {
      await leaveField(fieldAccess(user.id, "viewer"), params.data.id);
    } catch (error) {
      // Already removed or left in another tab: the list shows what is left.
      if (!isProblem(error, "not_found") && !isProblem(error, "forbidden_role")) throw error;
    }
  }
  revalidatePath("/", "layout");
  redirect("/soil/shared");
}
