"use server";

// Server actions of the members page: the services and zod schemas of the sharing API
// (/api/client/children/{id}/invitations, .../members, .../membership) under the same role
// rules, so a forged form is refused here exactly as the API refuses it.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { isProblem } from "@/lib/problems/error";
import { createInvitation, revokeInvitation } from "@/lib/sharing/invitations";
import { changeMemberRole, leaveChild, removeMember } from "@/lib/sharing/members";
import { transferChild } from "@/lib/sharing/ownership";
import { changeRoleSchema, createInvitationSchema, invitationParamsSchema, memberUserParamsSchema, transferOwnershipSchema } from "@/lib/sharing/schemas";
import type { TransferError } from "@/lib/i18n/ownership";
import { safeParseInput } from "@/lib/http/text-input";
import { childAccess } from "../../access";
import type { InviteState } from "@/components/sharing/invite-form";


const page = (childId: string) => `/children/${childId}/members`;

/** Refusals a page answers by showing the page again: the record is gone, or the role too low. */
function refused(error: unknown): boolean {
  return isProblem(error, "not_found") || isProblem(error, "forbidden_role");
}

/** A new invitation; its link and code are shown once, from this answer. */
export async function createInvite(childId: string, _previous: InviteState, formData: FormData): Promise<InviteState> {
  const user = await requireUser();
  const params = safeParseInput(childIdParamsSchema, { id: childId });
  const body = safeParseInput(createInvitationSchema, { role: formData.get("role") });
  if (!params.success || !body.success) return { failed: true };
  try {
    const created = await createInvitation(childAccess(user.id, "owner"), params.data.id, body.data, user.id);
    revalidatePath(page(childId));
    return { invitation: { link: created.link, code: created.code, expiresAt: created.expiresAt } };
  } catch (error) {
    if (refused(error)) return { failed: true };
    throw error;
  }
}

export async function revokeInvite(childId: string, invitationId: string): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(invitationParamsSchema, { id: childId, invitationId });
  if (!params.success) return;
  try {
    await revokeInvitation(childAccess(user.id, "owner"), params.data.id, params.data.invitationId);
  } catch (error) {
    // Used or revoked in another tab: the page shows what is left.
    if (!refused(error)) throw error;
  }
  revalidatePath(page(childId));
}

export async function setMemberRole(childId: string, memberId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(memberUserParamsSchema, { id: childId, userId: memberId });
  const body = safeParseInput(changeRoleSchema, { role: formData.get("role") });
  if (!params.success || !body.success) return;
  try {
    await changeMemberRole(childAccess(user.id, "owner"), params.data.id, params.data.userId, body.data.role);
  } catch (error) {
    if (!refused(error)) throw error;
  }
  revalidatePath(page(childId));
}

export async function removeMemberAction(childId: string, memberId: string): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(memberUserParamsSchema, { id: childId, userId: memberId });
  if (!params.success) return;
  try {
    await removeMember(childAccess(user.id, "owner"), params.data.id, params.data.userId);
  } catch (error) {
    if (!refused(error)) throw error;
  }
  revalidatePath(page(childId));
}

/** A member stops sharing the child and goes back to their list. */
export async function leaveAction(childId: string): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(childIdParamsSchema, { id: childId });
  if (params.success) {
    try {
      await leaveChild(childAccess(user.id, "viewer"), params.data.id);
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  revalidatePath("/", "layout");
  redirect("/children");
}

/**
 * The owner hands the child over to a member, confirmed with the password (POST
 * /api/client/children/{id}/owner, the same service). A refusal comes back as
 * ?transfer=<reason>&member=<id> (never the password); success shows the page as the caregiver
 * the old owner now is.
 */
export async function makeOwnerAction(childId: string, memberId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(memberUserParamsSchema, { id: childId, userId: memberId });
  if (!params.success) redirect("/children");
  const refusedWith = (reason: TransferError): never =>
    redirect(`${page(params.data!.id)}?transfer=${reason}&member=${params.data!.userId}#make-owner-${params.data!.userId}`);
  const body = safeParseInput(transferOwnershipSchema, { userId: params.data!.userId, password: formData.get("password") ?? "" });
  if (!body.success) refusedWith("password_required");
  try {
    await transferChild(childAccess(user.id, "owner"), params.data!.id, body.data!, user);
  } catch (error) {
    if (isProblem(error, "validation_failed")) refusedWith("wrong_password");
    if (isProblem(error, "rate_limited")) refusedWith("rate_limited");
    if (isProblem(error, "not_a_member")) refusedWith("not_a_member");
    if (!refused(error)) throw error;
    redirect(page(params.data!.id)); // gone, or no longer the owner: the page shows what is
  }
  revalidatePath("/", "layout");
  redirect(`${page(params.data!.id)}?handed=1`);
}
