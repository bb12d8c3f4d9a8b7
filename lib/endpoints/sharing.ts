// Sharing a child (docs/sharing.md; docs/api-guide.md, "Sharing"): invitations, acceptance by the
// link's token or the short code, members and roles, leaving.
import { childIdParamsSchema } from "@/lib/children/schemas";
import { jsonReply, operation, ref } from "@/lib/openapi/operation";
import {
  changeRoleSchema,
  createInvitationSchema,
  invitationParamsSchema,
  invitationSecretSchema,
  memberUserParamsSchema,
  transferOwnershipSchema,
} from "@/lib/sharing/schemas";
import { EXAMPLE_IDS } from "@/lib/openapi/examples";

const TAG = "Sharing";
const GRANDMOTHER = "7d3f5a2e-8c41-4b6a-9e0d-2f1c3b4a5d6e";
const INVITATION = "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b";
const TOKEN = "q8V0uJ3w7tYk2sN5bH9mXc4eR1aZ6pLfGdKoT0iWnUy";
const ROLE_DESCRIPTION = "caregiver: sees everything and records measurements, milestones, vaccinations and activities; viewer: reads only.";

export const createChildInvitationEndpoint = operation({
  method: "post",
  path: "/api/client/children/{id}/invitations",
  operationId: "createChildInvitation",
  summary: "Invite someone to the child",
  description:
    `The owner only (a member gets 403 forbidden_role). ${ROLE_DESCRIPTION} ` +
    "The answer carries the link's token (256 random bits) and a short code to read aloud; both are shown once (only their hashes are stored). " +
    "Valid 72 hours, single use, revocable until used.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: childIdParamsSchema,
  body: { schema: createInvitationSchema, example: { role: "caregiver" } },
  responses: {
    201: jsonReply("The invitation.", ref("InvitationCreated"), {
      id: INVITATION,
      role: "caregiver",
      token: TOKEN,
      code: "K7QM-3XHD",
      link: `https://oila.example.uz/invite/${TOKEN}`,
      expiresAt: "2026-12-01T09:00:00.000Z",
    }),
  },
  problems: ["not_found", "forbidden_role"],
});

export const revokeChildInvitationEndpoint = operation({
  method: "delete",
  path: "/api/client/children/{id}/invitations/{invitationId}",
  operationId: "revokeChildInvitation",
  summary: "Withdraw an invitation not used yet",
  description: "The owner only. The link and the code stop working at once; an invitation already used, or unknown, is 404.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: invitationParamsSchema,
  paramExamples: { invitationId: INVITATION },
  responses: { 204: { description: "Revoked." } },
  problems: ["not_found", "forbidden_role"],
});

export const listChildMembersEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}/members",
  operationId: "listChildMembers",
  summary: "The people of a child and the open invitations",
  description: "The owner only. The owner first, then the members by when they joined.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: childIdParamsSchema,
  responses: {
    200: jsonReply("Members and open invitations.", ref("ChildMembers"), {
      members: [
        { userId: EXAMPLE_IDS.user, name: "Dilnoza", role: "owner", since: "2025-03-14T08:00:00.000Z" },
        { userId: GRANDMOTHER, name: "Buvi", role: "caregiver", since: "2026-11-20T10:30:00.000Z" },
      ],
      invitations: [{ id: INVITATION, role: "viewer", createdAt: "2026-11-28T09:00:00.000Z", expiresAt: "2026-12-01T09:00:00.000Z" }],
    }),
  },
  problems: ["not_found", "forbidden_role"],
});

export const changeChildMemberRoleEndpoint = operation({
  method: "patch",
  path: "/api/client/children/{id}/members/{userId}",
  operationId: "changeChildMemberRole",
  summary: "Change a member's role",
  description: "The owner only; a member cannot change a role, their own included (403).",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: memberUserParamsSchema,
  paramExamples: { userId: GRANDMOTHER },
  body: { schema: changeRoleSchema, example: { role: "viewer" } },
  responses: { 200: jsonReply("The member's new role.", ref("MemberRole"), { userId: GRANDMOTHER, role: "viewer" }) },
  problems: ["not_found", "forbidden_role"],
});

export const removeChildMemberEndpoint = operation({
  method: "delete",
  path: "/api/client/children/{id}/members/{userId}",
  operationId: "removeChildMember",
  summary: "Remove a member",
  description: "The owner only. Takes effect on the member's next request: every endpoint, page, photo and feed answers them as a stranger (404). Their records stay with the child.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: memberUserParamsSchema,
  paramExamples: { userId: GRANDMOTHER },
  responses: { 204: { description: "Removed." } },
  problems: ["not_found", "forbidden_role"],
});

export const leaveChildEndpoint = operation({
  method: "delete",
  path: "/api/client/children/{id}/membership",
  operationId: "leaveChild",
  summary: "Leave a shared child",
  description: "A member (any role) stops sharing the child. The owner has no membership to leave (404): they delete the child instead.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params: childIdParamsSchema,
  responses: { 204: { description: "Left." } },
  problems: ["not_found"],
});

export const transferChildOwnershipEndpoint = operation({
  method: "post",
  path: "/api/client/children/{id}/owner",
  operationId: "transferChildOwnership",
  summary: "Hand the child over to a member",
  description:
    "The owner only (a member gets 403 forbidden_role), confirmed with the owner's password: the old owner cannot undo it. " +
    "`userId` must be a current member (caregiver or viewer) of this child; anyone else is 409 not_a_member. In one transaction the member " +
    "becomes the owner, the caller becomes a caregiver, the open invitations are revoked and the caller's calendar feed of the child stops " +
    "(the new owner can make their own). Records keep who recorded them. Afterwards deleting the caller's account no longer deletes the child. " +
    "A wrong password is a 400 with an error on `password` (detail wrong_password); every refusal changes nothing.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params: childIdParamsSchema,
  body: { schema: transferOwnershipSchema, example: { userId: GRANDMOTHER, password: "bolajon2025" } },
  responses: {
    200: jsonReply("The new owner; the caller is now a caregiver.", ref("ChildOwnershipTransferred"), {
      childId: EXAMPLE_IDS.madina,
      ownerId: GRANDMOTHER,
      yourRole: "caregiver",
    }),
  },
  problems: ["not_found", "forbidden_role", "not_a_member", "rate_limited"],
});

const secretBody = { schema: invitationSecretSchema, example: { code: "K7QM-3XHD" } };
const SECRET_PROBLEMS = ["not_found", "rate_limited"] as const;

export const previewInvitationEndpoint = operation({
  method: "post",
  path: "/api/client/invitations/preview",
  operationId: "previewInvitation",
  summary: "Who invites me to what",
  description:
    "Send the link's token or the typed code (a POST, so neither lands in a log). Guesses of a code are limited to 10 per person per 15 minutes (429 after). " +
    "Unknown token or code: 404. The answer says whether the invitation is still open.",
  tag: TAG,
  auth: true,
  access: "account",
  body: secretBody,
  responses: {
    200: jsonReply("The invitation.", ref("InvitationPreview"), {
      id: INVITATION,
      kind: "child",
      targetName: "Madina",
      inviterName: "Dilnoza",
      role: "caregiver",
      status: "open",
      expiresAt: "2026-12-01T09:00:00.000Z",
    }),
  },
  problems: [...SECRET_PROBLEMS],
});

export const acceptInvitationEndpoint = operation({
  method: "post",
  path: "/api/client/invitations/accept",
  operationId: "acceptInvitation",
  summary: "Accept an invitation",
  description:
    "The caller becomes a member with the invitation's role. Used, declined, revoked or expired: 409 invitation_closed. " +
    "The creator, the owner or someone already a member: 409 invitation_not_for_you (a role is never raised this way).",
  tag: TAG,
  auth: true,
  access: "account",
  body: secretBody,
  responses: { 200: jsonReply("The membership.", ref("InvitationAccepted"), { childId: EXAMPLE_IDS.madina, role: "caregiver" }) },
  problems: [...SECRET_PROBLEMS, "invitation_closed", "invitation_not_for_you"],
});

export const declineInvitationEndpoint = operation({
  method: "post",
  path: "/api/client/invitations/decline",
  operationId: "declineInvitation",
  summary: "Decline an invitation",
  description: "The invitation can no longer be used. Already used, declined, revoked or expired: 409 invitation_closed.",
  tag: TAG,
  auth: true,
  access: "account",
  body: secretBody,
  responses: { 204: { description: "Declined." } },
  problems: [...SECRET_PROBLEMS, "invitation_closed"],
});

export const sharingOperations = [
  createChildInvitationEndpoint,
  revokeChildInvitationEndpoint,
  listChildMembersEndpoint,
  changeChildMemberRoleEndpoint,
  removeChildMemberEndpoint,
  leaveChildEndpoint,
  transferChildOwnershipEndpoint,
  previewInvitationEndpoint,
  acceptInvitationEndpoint,
  declineInvitationEndpoint,
];
