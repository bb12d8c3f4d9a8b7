"use server";

// Server actions of a field's Share page: the services and zod schemas of the field sharing API
// (/api/soil/fields/{id}/invitations, .../members) under the same role rules, so a forged form
// is refused here exactly as the API refuses it. {id} is the field's server id.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { safeParseInput } from "@/lib/http/text-input";
import { isProblem } from "@/lib/problems/error";
import { createFieldInvitation, revokeFieldInvitation } from "@/lib/sharing/invitations";
import { changeFieldMemberRole, removeFieldMember } from "@/lib/sharing/members";
import { transferField } from "@/lib/sharing/ownership";
import {
  changeFieldRoleSchema,
  createFieldInvitationSchema,
  invitationParamsSchema,
  memberUserParamsSchema,
  transferOwnershipSchema,
} from "@/lib/sharing/schemas";
import type { TransferError } from "@/lib/i18n/ownership";
import { soilIdParamsSchema } from "@/lib/soil/schemas";
import type { InviteState } from "@/components/sharing/invite-form";
import { fieldAccess } from "../../../access";

/** Every field's Share page: the path names the owner's client key, which these actions do not carry. */
const refresh = () => revalidatePath("/(farmers)/soil/fields/[fieldId]/share", "page");

/** Refusals a page answers by showing the page again: the record is gone, or the role too low. */
function refused(error: unknown): boolean {
  return isProblem(error, "not_found") || isProblem(error, "forbidden_role");
}

/** A new invitation to the field; its link and code are shown once, from this answer. */
export async function createFieldInvite(fieldId: string, _previous: InviteState, formData: FormData): Promise<InviteState> {
  const user = await requireUser();
  const params = safeParseInput(soilIdParamsSchema, { id: fieldId });
  const body = safeParseInput(createFieldInvitationSchema, { role: formData.get("role") });
  if (!params.success || !body.success) return { failed: true };
  try {
    const created = await createFieldInvitation(fieldAccess(user.id, "owner"), params.data.id, body.data, user.id);
    refresh();
    return { invitation: { link: created.link, code: created.code, expiresAt: created.expiresAt } };
  } catch (error) {
    if (refused(error)) return { failed: true };
    throw error;
  }
}

export async function revokeFieldInvite(fieldId: string, invitationId: string): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(invitationParamsSchema, { id: fieldId, invitationId });
  if (!params.success) return;
  try {
    await revokeFieldInvitation(fieldAccess(user.id, "owner"), params.data.id, params.data.invitationId);
  } catch (error) {
    // Used or revoked in another tab: the page shows what is left.
    if (!refused(error)) throw error;
  }
  refresh();
}

export async function setFieldMemberRole(fieldId: string, memberId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(memberUserParamsSchema, { id: fieldId, userId: memberId });
  const body = safeParseInput(changeFieldRoleSchema, { role: formData.get("role") });
  if (!params.success || !body.success) return;
  try {
    await changeFieldMemberRole(fieldAccess(user.id, "owner"), params.data.id, params.data.userId, body.data.role);
  } catch (error) {
    if (!refused(error)) throw error;
  }
  refresh();
}

export async function removeFieldMemberAction(fieldId: string, memberId: string): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(memberUserParamsSchema, { id: fieldId, userId: memberId });
  if (!params.success) return;
  try {
    await removeFieldMember(fieldAccess(user.id, "owner"), params.data.id, params.data.userId);
  } catch (error) {
    if (!refused(error)) throw error;
  }
  refresh();
}

/**
 * The owner hands the field over to a member, confirmed with the password (POST
 * /api/soil/fields/{id}/owner, the same service). A refusal comes back to this page as
 * ?transfer=<reason>&member=<id>; success opens the field among those shared with the old owner,
 * as it now is for them. `fieldKey` is only the page's address, never trusted for access.
 */
export async function makeFieldOwnerAction(fieldId: string, fieldKey: string, memberId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(memberUserParamsSchema, { id: fieldId, userId: memberId });
  if (!params.success) redirect("/soil");
  const sharePage = `/soil/fields/${encodeURIComponent(fieldKey)}/share`;
  const refusedWith = (reason: TransferError): never =>
    redirect(`${sharePage}?transfer=${reason}&member=${params.data!.userId}#make-owner-${params.data!.userId}`);
  const body = safeParseInput(transferOwnershipSchema, { userId: params.data!.userId, password: formData.get("password") ?? "" });
  if (!body.success) refusedWith("password_required");
  try {
    await transferField(fieldAccess(user.id, "owner"), params.data!.id, body.data!, user);
  } catch (error) {
    if (isProblem(error, "validation_failed")) refusedWith("wrong_password");
    if (isProblem(error, "rate_limited")) refusedWith("rate_limited");
    if (isProblem(error, "not_a_member")) refusedWith("not_a_member");
    if (!refused(error)) throw error;
    redirect("/soil");
  }
  revalidatePath("/", "layout");
  redirect(`/soil/shared/${params.data!.id}`);
}
