"use server";

// The sessions page's forms (they post, and work without JavaScript): the same services as
// DELETE /api/auth/sessions and DELETE /api/auth/sessions/{id}.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { endSession, endSessions } from "@/lib/auth/sessions";
import { idParams } from "@/lib/id-params";
import { isProblem } from "@/lib/problems/error";
import { safeParseInput } from "@/lib/http/text-input";

const sessionIdSchema = idParams("id");

/** Ends one session of the user; an unknown or foreign id changes nothing. */
export async function endOneSession(formData: FormData): Promise<void> {
  const user = await requireUser();
  const parsed = safeParseInput(sessionIdSchema, { id: formData.get("sessionId") });
  if (parsed.success) {
    try {
      await endSession(user.id, parsed.data.id);
    } catch (error) {
      if (!isProblem(error, "not_found")) throw error;
    }
  }
  revalidatePath("/account/sessions");
  redirect(parsed.success && parsed.data.id === user.sessionId ? "/login" : "/account/sessions");
}

/** Ends every session but this one ("sign out everywhere else"). */
export async function endOtherSessions(): Promise<void> {
  const user = await requireUser();
  await endSessions(user.id, { except: user.sessionId });
  revalidatePath("/account/sessions");
  redirect("/account/sessions?ended=1");
}
