// Requests and answers of the sharing API (docs/api-guide.md, "Sharing"; docs/sharing.md).
import { z } from "zod";

export const childMemberRoleSchema = z.enum(["caregiver", "viewer"]).describe("caregiver records; viewer reads (docs/sharing.md).");

export const fieldMemberRoleSchema = z.enum(["worker", "viewer"]).describe("worker submits analyses and reads; viewer reads (docs/sharing.md).");

export const createInvitationSchema = z.object({ role: childMemberRoleSchema });
export const createFieldInvitationSchema = z.object({ role: fieldMemberRoleSchema });
export type CreateFieldInvitationInput = z.output<typeof createFieldInvitationSchema>;
export type CreateInvitationInput = z.output<typeof createInvitationSchema>;

export const changeRoleSchema = z.object({ role: childMemberRoleSchema });
export const changeFieldRoleSchema = z.object({ role: fieldMemberRoleSchema });

/** The link's token or the short code read aloud; exactly one. */
export const invitationSecretSchema = z
  .object({
    token: z.string().min(20).max(100).optional().describe("The token of the invitation link."),
    code: z.string().min(8).max(20).optional().describe('The short code, as typed ("K7QM-3XHD"; case, spaces and dashes do not matter).'),
  })
  .refine((value) => (value.token === undefined) !== (value.code === undefined), { message: "Send either token or code.", path: ["token"] });
export type InvitationSecret = z.output<typeof invitationSecretSchema>;

export const invitationCreatedSchema = z
  .object({
    id: z.uuid(),
    role: childMemberRoleSchema,
    token: z.string().describe("Shown once: only its hash is stored."),
    code: z.string().describe("Shown once: the short code to read aloud."),
    link: z.string().describe("The page that opens the invitation."),
    expiresAt: z.iso.datetime(),
  })
  .describe("A new invitation: share the link or read the code aloud. Valid 72 hours, single use.");

export const fieldInvitationCreatedSchema = invitationCreatedSchema
  .extend({ role: fieldMemberRoleSchema })
  .describe("A new invitation to a field: share the link or read the code aloud. Valid 72 hours, single use.");

export const invitationPreviewSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(["child", "field"]),
    targetName: z.string().describe("The child's name, or the field's (its client id when it has no name)."),
    inviterName: z.string().describe("Who invites."),
    role: z.enum(["caregiver", "viewer", "worker"]).describe("caregiver or viewer for a child; worker or viewer for a field."),
    status: z.enum(["open", "accepted", "declined", "revoked", "expired"]),
    expiresAt: z.iso.datetime(),
  })
  .describe("Who invites the caller to what, with which role, before they accept or decline.");

export const invitationAcceptedSchema = z
  .union([
    z.object({ childId: z.uuid(), role: childMemberRoleSchema }).describe("The caller is now a member of the child with this role."),
    z.object({ fieldId: z.uuid(), role: fieldMemberRoleSchema }).describe("The caller is now a member of the field (its server id) with this role."),
  ])
  .describe("The membership the invitation made.");

export const memberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(["owner", "caregiver", "viewer"]),
  since: z.iso.datetime(),
});

export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  role: childMemberRoleSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export const membersResponseSchema = z
  .object({ members: z.array(memberSchema), invitations: z.array(pendingInvitationSchema) })
  .describe("The owner first, then the members by when they joined; the open invitations.");

export const fieldMembersResponseSchema = z
  .object({
    members: z.array(memberSchema.extend({ role: z.enum(["owner", "worker", "viewer"]) })),
    invitations: z.array(pendingInvitationSchema.extend({ role: fieldMemberRoleSchema })),
  })
  .describe("The field's owner first, then the members by when they joined; the open invitations.");

export const sharedFieldSchema = z
  .object({
    id: z.uuid().describe("The field's server id: the {id} of the field's sharing and reports endpoints."),
    name: z.string().describe("The field's name, or the owner's client id of it when it has none (as the invitation preview names it)."),
    ownerName: z.string().describe("The owner's display name."),
    role: fieldMemberRoleSchema,
    reportCount: z.number().int(),
    lastReportAt: z.iso.datetime().nullable(),
  })
  .describe("A field someone shared with the caller.");

export const memberUserParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });
export const invitationParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });

/** Handing ownership over (docs/sharing.md): to whom, confirmed with the owner's password. */
export const transferOwnershipSchema = z.object({
  userId: z.uuid().describe("The member who becomes the owner: a current caregiver or viewer (child), worker or viewer (field)."),
  password: z.string().min(1).max(200).describe("The owner's own password: the old owner cannot undo a transfer."),
});
export type TransferOwnershipInput = z.output<typeof transferOwnershipSchema>;

export const childOwnershipTransferredSchema = z
  .object({
    childId: z.uuid(),
    ownerId: z.uuid().describe("The new owner."),
    yourRole: z.literal("caregiver").describe("What the caller is now."),
  })
  .describe("The child has a new owner; the caller is a caregiver of it. The caller's calendar feed of the child stopped and open invitations were revoked.");

export const fieldOwnershipTransferredSchema = z
  .object({
    fieldId: z.uuid(),
    ownerId: z.uuid().describe("The new owner."),
    fieldKey: z.string().describe("The field's client id under the new owner: the same, or with \"-2\" and so on when the new owner already had that key."),
    yourRole: z.literal("worker").describe("What the caller is now."),
  })
  .describe("The field has a new owner; the caller is a worker of it. Open invitations were revoked.");
