"use server";

// The invitation page's actions (docs/sharing.md, "Invitations"): read a typed code, accept,
// decline, for a child or a field. The same services and schema as POST /api/client/invitations/{preview,accept,decline};
// the token or code travels in the form's POST body, and a code guess counts against the same
// limits as the API's.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/page-user";
import { clientIp } from "@/lib/http/client-ip";
import { safeParseInput } from "@/lib/http/text-input";
import { isProblem } from "@/lib/problems/error";
import { acceptInvitation, declineInvitation, previewInvitation } from "@/lib/sharing/invitations";
import { invitationSecretSchema, type InvitationSecret } from "@/lib/sharing/schemas";
import type { InvitationPreview, InvitationState } from "@/components/sharing/invitation-view";

/** The secret a form carries: the link's token, or the code typed on /invite. */
function secretOf(formData: FormData): InvitationSecret | null {
  const token = formData.get("token");
  const code = formData.get("code");
  const parsed = safeParseInput(invitationSecretSchema, typeof token === "string" && token ? { token } : { code: typeof code === "string" ? code : "" });
  return parsed.success ? parsed.data : null;
}

/** The refusals a person can meet here, as the page's messages; anything else is a real failure. */
function refusal(error: unknown): InvitationState {
  if (isProblem(error, "not_found")) return { problem: "notFound" };
  if (isProblem(error, "rate_limited")) return { problem: "rateLimited" };
  if (isProblem(error, "invitation_closed")) return { problem: "closed" };
  if (isProblem(error, "invitation_not_for_you")) return { problem: "notForYou" };
  throw error;
}

const ip = async () => clientIp(await headers());

/** The preview of a typed code: who invites to what with which role. */
export async function previewByCode(_previous: InvitationState, formData: FormData): Promise<InvitationState> {
  const user = await requireUser();
  const secret = secretOf(formData);
  if (!secret?.code) return { problem: "notFound" };
  try {
    const preview: InvitationPreview = await previewInvitation(secret, user.id, await ip());
    return { preview, code: secret.code };
  } catch (error) {
    return refusal(error);
  }
}

export async function acceptInvite(previous: InvitationState, formData: FormData): Promise<InvitationState> {
  const user = await requireUser();
  const secret = secretOf(formData);
  if (!secret) return { ...previous, problem: "notFound" };
  let accepted: Awaited<ReturnType<typeof acceptInvitation>>;
  try {
    accepted = await acceptInvitation(secret, user.id, await ip());
  } catch (error) {
    return { ...previous, ...refusal(error) };
  }
  revalidatePath("/", "layout");
  // A shared field opens on its page among the fields shared with the member (app/(farmers)/soil/shared).
  redirect("childId" in accepted ? `/children/${accepted.childId}` : `/soil/shared/${accepted.fieldId}`);
}

export async function declineInvite(previous: InvitationState, formData: FormData): Promise<InvitationState> {
  const user = await requireUser();
  const secret = secretOf(formData);
  if (!secret) return { ...previous, problem: "notFound" };
  try {
    await declineInvitation(secret, user.id, await ip());
    return { ...previous, problem: undefined, declined: true };
  } catch (error) {
    return { ...previous, ...refusal(error) };
  }
}
