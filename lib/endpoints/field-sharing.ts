// Sharing a field (docs/sharing.md; docs/api-guide.md, "Sharing"): the owner invites a worker or
// a viewer, sees and manages the members; a member leaves, lists the fields shared with them and
// reads a shared field's reports. Acceptance uses the same preview/accept/decline endpoints as a
// child's invitation (lib/endpoints/sharing.ts). Fertiliser prices stay personal.
import { jsonReply, listOf, operation, ref } from "@/lib/openapi/operation";
import { changeFieldRoleSchema, createFieldInvitationSchema, transferOwnershipSchema } from "@/lib/sharing/schemas";
import { soilIdParamsSchema } from "@/lib/soil/schemas";
import { soilFieldExample, soilReportExample, EXAMPLE_IDS } from "@/lib/openapi/examples";
import { z } from "zod";

const TAG = "Sharing";
const FIELD = soilFieldExample.id;
const SON = "2c4e6a8b-0d1f-4a3c-8e5b-7d9f1a3c5e7b";
const INVITATION = "3d5f7a9b-1c2e-4d4f-9a6b-8c0d2e4f6a8c";
const TOKEN = "Zp4Lw8Qe2Rt6Yu0Io3Pa7Sd1Fg5Hj9Kl2Zx6Cv0Bn4M";
const ROLE_DESCRIPTION = "worker: submits soil analyses for the field (POST /api/soil/analyze with sharedFieldId) and reads its reports, plans and history; viewer: reads them.";

const fieldParams = soilIdParamsSchema;
const fieldMemberParams = z.object({ id: z.uuid(), userId: z.uuid() });
const fieldInvitationParams = z.object({ id: z.uuid(), invitationId: z.uuid() });

export const createFieldInvitationEndpoint = operation({
  method: "post",
  path: "/api/soil/fields/{id}/invitations",
  operationId: "createFieldInvitation",
  summary: "Invite someone to the field",
  description:
    `The field's owner only (a member gets 403 forbidden_role); {id} is the field's server id (\`id\` in GET /api/soil/fields). ${ROLE_DESCRIPTION} ` +
    "The link's token and the short code are shown once; valid 72 hours, single use, revocable until used. Accepted with POST /api/client/invitations/accept.",
  tag: TAG,
  auth: true,
  access: { field: "owner" },
  resource: "field",
  params: fieldParams,
  paramExamples: { id: FIELD },
  body: { schema: createFieldInvitationSchema, example: { role: "worker" } },
  responses: {
    201: jsonReply("The invitation.", ref("FieldInvitationCreated"), {
      id: INVITATION,
      role: "worker",
      token: TOKEN,
      code: "M4TR-9QXE",
      link: `https://oila.example.uz/invite/${TOKEN}`,
      expiresAt: "2026-12-01T09:00:00.000Z",
    }),
  },
  problems: ["not_found", "forbidden_role"],
});

export const revokeFieldInvitationEndpoint = operation({
  method: "delete",
  path: "/api/soil/fields/{id}/invitations/{invitationId}",
  operationId: "revokeFieldInvitation",
  summary: "Withdraw a field invitation not used yet",
  description: "The field's owner only. An invitation already used, or unknown, is 404.",
  tag: TAG,
  auth: true,
  access: { field: "owner" },
  resource: "field",
  params: fieldInvitationParams,
  paramExamples: { id: FIELD, invitationId: INVITATION },
  responses: { 204: { description: "Revoked." } },
  problems: ["not_found", "forbidden_role"],
});

export const listFieldMembersEndpoint = operation({
  method: "get",
  path: "/api/soil/fields/{id}/members",
  operationId: "listFieldMembers",
  summary: "The people of a field and the open invitations",
  description: "The field's owner only. The owner first, then the members by when they joined.",
  tag: TAG,
  auth: true,
  access: { field: "owner" },
  resource: "field",
  params: fieldParams,
  paramExamples: { id: FIELD },
  responses: {
    200: jsonReply("Members and open invitations.", ref("FieldMembers"), {
      members: [
        { userId: EXAMPLE_IDS.user, name: "Rustam", role: "owner", since: "2025-03-14T08:00:00.000Z" },
        { userId: SON, name: "Sardor", role: "worker", since: "2026-11-20T10:30:00.000Z" },
      ],
      invitations: [{ id: INVITATION, role: "viewer", createdAt: "2026-11-28T09:00:00.000Z", expiresAt: "2026-12-01T09:00:00.000Z" }],
    }),
  },
  problems: ["not_found", "forbidden_role"],
});

export const changeFieldMemberRoleEndpoint = operation({
  method: "patch",
  path: "/api/soil/fields/{id}/members/{userId}",
  operationId: "changeFieldMemberRole",
  summary: "Change a field member's role",
  description: "The field's owner only; a member cannot change a role, their own included (403).",
  tag: TAG,
  auth: true,
  access: { field: "owner" },
  resource: "field",
  params: fieldMemberParams,
  paramExamples: { id: FIELD, userId: SON },
  body: { schema: changeFieldRoleSchema, example: { role: "viewer" } },
  responses: { 200: jsonReply("The member's new role.", ref("FieldMemberRole"), { userId: SON, role: "viewer" }) },
  problems: ["not_found", "forbidden_role"],
});

export const removeFieldMemberEndpoint = operation({
  method: "delete",
  path: "/api/soil/fields/{id}/members/{userId}",
  operationId: "removeFieldMember",
  summary: "Remove a field member",
  description: "The field's owner only. Takes effect on the member's next request: the field's reports, plans and photos answer them 404.",
  tag: TAG,
  auth: true,
  access: { field: "owner" },
  resource: "field",
  params: fieldMemberParams,
  paramExamples: { id: FIELD, userId: SON },
  responses: { 204: { description: "Removed." } },
  problems: ["not_found", "forbidden_role"],
});

export const leaveFieldEndpoint = operation({
  method: "delete",
  path: "/api/soil/fields/{id}/membership",
  operationId: "leaveField",
  summary: "Leave a shared field",
  description: "A member (any role) stops sharing the field. The owner has no membership to leave (404).",
  tag: TAG,
  auth: true,
  access: { field: "viewer" },
  resource: "field",
  params: fieldParams,
  paramExamples: { id: FIELD },
  responses: { 204: { description: "Left." } },
  problems: ["not_found"],
});

export const transferFieldOwnershipEndpoint = operation({
  method: "post",
  path: "/api/soil/fields/{id}/owner",
  operationId: "transferFieldOwnership",
  summary: "Hand the field over to a member",
  description:
    "The field's owner only (a member gets 403 forbidden_role), confirmed with the owner's password: the old owner cannot undo it. " +
    "`userId` must be a current member (worker or viewer) of this field; anyone else is 409 not_a_member. In one transaction the member " +
    "becomes the owner, the caller becomes a worker and the open invitations are revoked. The field keeps its client id (`fieldKey`) unless the " +
    "new owner already has one of that id, then it gets \"-2\" (or the next free number). Reports keep who submitted them; fertiliser prices stay personal. " +
    "A wrong password is a 400 with an error on `password` (detail wrong_password); every refusal changes nothing.",
  tag: TAG,
  auth: true,
  access: { field: "owner" },
  resource: "field",
  params: fieldParams,
  paramExamples: { id: FIELD },
  body: { schema: transferOwnershipSchema, example: { userId: SON, password: "bolajon2025" } },
  responses: {
    200: jsonReply("The new owner; the caller is now a worker.", ref("FieldOwnershipTransferred"), {
      fieldId: FIELD,
      ownerId: SON,
      fieldKey: soilFieldExample.fieldId,
      yourRole: "worker",
    }),
  },
  problems: ["not_found", "forbidden_role", "not_a_member", "rate_limited"],
});

export const listFieldReportsEndpoint = operation({
  method: "get",
  path: "/api/soil/fields/{id}/reports",
  operationId: "listFieldReports",
  summary: "A field's reports, for its owner and members",
  description:
    "Newest first, up to 50, each with recordedBy (who submitted it: the owner, or a worker through POST /api/soil/analyze with " +
    "sharedFieldId). Every member reads them; someone else gets 404.",
  tag: TAG,
  auth: true,
  access: { field: "viewer" },
  resource: "field",
  params: fieldParams,
  paramExamples: { id: FIELD },
  responses: {
    200: jsonReply("The field's reports.", listOf("SoilReport"), [{ ...soilReportExample, recordedBy: { name: "Sardor", you: false } }]),
  },
  problems: ["not_found"],
});

export const listSharedFieldsEndpoint = operation({
  method: "get",
  path: "/api/soil/shared-fields",
  operationId: "listSharedFields",
  summary: "The fields shared with me",
  description: "Only fields someone shared with the caller, with the caller's role; never the owner's other fields. The caller's own fields: GET /api/soil/fields.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: {
    200: jsonReply("The shared fields.", listOf("SharedField"), [
      { id: FIELD, name: "Ariq bo'yidagi dala", ownerName: "Rustam", role: "worker", reportCount: 1, lastReportAt: "2025-06-10T10:00:00.000Z" },
    ]),
  },
});

export const fieldSharingOperations = [
  createFieldInvitationEndpoint,
  revokeFieldInvitationEndpoint,
  listFieldMembersEndpoint,
  changeFieldMemberRoleEndpoint,
  removeFieldMemberEndpoint,
  leaveFieldEndpoint,
  transferFieldOwnershipEndpoint,
  listFieldReportsEndpoint,
  listSharedFieldsEndpoint,
];
