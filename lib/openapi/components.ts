// The named schemas of the document (components/schemas), each the zod schema the code uses.
// Requests are converted as zod *input* (what a client may send: defaults optional, no
// additionalProperties: false, since unknown fields are ignored); responses as zod *output*
// (what the server sends, closed objects). A name is either a request or a response schema,
// never both, so each has one meaning.
import { z } from "zod";
import { doseViewSchema, setVaccinationSchema, vaccinationsResponseSchema } from "@/lib/vaccinations/schemas";
import { calendarFeedSchema, rotateFeedSchema } from "@/lib/vaccinations/feed-links";
import {
  changePasswordSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerSchema,
  sessionSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userSchema,
} from "@/lib/auth/schemas";
import {
  activeChildResponseSchema,
  addGrowthRecordSchema,
  childDetailsSchema,
  childMetricsSchema,
  childSummarySchema,
  createChildSchema,
  growthRecordSchema,
  growthResponseSchema,
  updateChildSchema,
  zScoreSchema,
} from "@/lib/children/schemas";
import {
  milestoneAnswerSchema,
  milestoneItemSchema,
  milestonesResponseSchema,
  putMilestoneAnswerSchema,
} from "@/lib/milestones/schemas";
import {
  activityCategorySchema,
  activityDetailsSchema,
  activityListItemSchema,
  activityStatusSchema,
  activitySummarySchema,
  completeBodySchema,
  completeResponseSchema,
  startBodySchema,
  startResponseSchema,
} from "@/lib/activities/schemas";
import { historyItemSchema, historyResponseSchema } from "@/lib/activities/history-schemas";
import {
  activityContentSchema,
  gameOptionSchema,
  instructionalContentSchema,
  interactiveContentSchema,
  interactiveRoundSchema,
} from "@/lib/activities/content-schema";
import {
  labResultsSchema,
  lastCropSchema,
  locationSchema,
  soilPhysicalPropertiesSchema,
  soilSubmissionSchema,
} from "@/lib/soil/submission-schema";
import type { DatabaseHealth } from "@/lib/health";
import { deleteAccountSchema } from "@/lib/account/schemas";
import { toComponentSchemas, type JsonSchema } from "./json-schema";
import { fieldErrorSchema, problemSchema } from "./problems";
import { deletionPreviewSchema } from "@/lib/account/schemas";
import { soilAnalyzeJsonSchema, soilFieldSchema, soilReportSchema } from "@/lib/soil/schemas";
import { savePricesSchema } from "@/lib/soil/plan/schemas";
import { planResponseSchema, pricesResponseSchema } from "@/lib/soil/plan/response-schema";
import { visitSummaryMilestonesSchema, visitSummarySchema } from "@/lib/children/visit-summary-schemas";
import {
  changeFieldRoleSchema,
  changeRoleSchema,
  createFieldInvitationSchema,
  createInvitationSchema,
  fieldInvitationCreatedSchema,
  fieldMembersResponseSchema,
  sharedFieldSchema,
  invitationAcceptedSchema,
  invitationCreatedSchema,
  invitationPreviewSchema,
  invitationSecretSchema,
  membersResponseSchema,
  transferOwnershipSchema,
  childOwnershipTransferredSchema,
  fieldOwnershipTransferredSchema,
} from "@/lib/sharing/schemas";

export const healthSchema = z
  .object({
    status: z.enum(["ok", "unavailable", "draining"]).describe("draining: the server is stopping (a deploy); it finishes its requests and takes no new ones."),
    database: z.object({
      ok: z.boolean(),
      kind: z.enum(["postgresql", "embedded"]),
      latencyMs: z.number().int().nullable().describe("Round trip in ms, null when the database did not answer."),
    }),
  })
  .describe("Readiness: the app and its database.");
const healthFits: z.output<typeof healthSchema>["database"] extends DatabaseHealth ? true : false = true;
void healthFits;

export const pingSchema = z.object({ ok: z.literal(true) }).describe("Liveness: the app answers (no database).");

export const REQUEST_SCHEMAS = {
  RegisterRequest: registerSchema,
  TokenRequest: tokenRequestSchema,
  RefreshRequest: refreshRequestSchema,
  LogoutRequest: logoutRequestSchema,
  ChangePasswordRequest: changePasswordSchema,
  DeleteAccountRequest: deleteAccountSchema,
  CreateChildRequest: createChildSchema,
  UpdateChildRequest: updateChildSchema,
  AddGrowthRecordRequest: addGrowthRecordSchema,
  SetVaccinationRequest: setVaccinationSchema,
  RotateCalendarFeedRequest: rotateFeedSchema,
  PutMilestoneAnswerRequest: putMilestoneAnswerSchema,
  StartActivityRequest: startBodySchema,
  CompleteActivityRequest: completeBodySchema,
  SoilSubmission: soilSubmissionSchema,
  SoilAnalyzeRequest: soilAnalyzeJsonSchema,
  Location: locationSchema,
  LastCrop: lastCropSchema,
  LabResults: labResultsSchema,
  SoilPhysicalProperties: soilPhysicalPropertiesSchema,
  SaveFertiliserPricesRequest: savePricesSchema,
  CreateInvitationRequest: createInvitationSchema,
  ChangeMemberRoleRequest: changeRoleSchema,
  CreateFieldInvitationRequest: createFieldInvitationSchema,
  ChangeFieldMemberRoleRequest: changeFieldRoleSchema,
  InvitationSecretRequest: invitationSecretSchema,
  TransferOwnershipRequest: transferOwnershipSchema,
} as const;

export const RESPONSE_SCHEMAS = {
  Problem: problemSchema,
  FieldError: fieldErrorSchema,
  User: userSchema,
  TokenPair: tokenResponseSchema,
  Session: sessionSchema,
  ChildSummary: childSummarySchema,
  ChildMetrics: childMetricsSchema,
  ChildDetails: childDetailsSchema,
  ActiveChild: activeChildResponseSchema,
  GrowthRecord: growthRecordSchema,
  Growth: growthResponseSchema,
  ZScore: zScoreSchema,
  VisitSummary: visitSummarySchema,
  VisitSummaryMilestones: visitSummaryMilestonesSchema,
  Vaccinations: vaccinationsResponseSchema,
  VaccinationDose: doseViewSchema,
  CalendarFeed: calendarFeedSchema,
  Milestones: milestonesResponseSchema,
  MilestoneItem: milestoneItemSchema,
  MilestoneAnswer: milestoneAnswerSchema,
  ActivityStatus: activityStatusSchema,
  ActivitySummary: activitySummarySchema,
  ActivityCategory: activityCategorySchema,
  ActivityListItem: activityListItemSchema,
  ActivityDetails: activityDetailsSchema,
  ActivityContent: activityContentSchema,
  InstructionalContent: instructionalContentSchema,
  InteractiveContent: interactiveContentSchema,
  InteractiveRound: interactiveRoundSchema,
  GameOption: gameOptionSchema,
  StartResult: startResponseSchema,
  CompleteResult: completeResponseSchema,
  ActivityHistory: historyResponseSchema,
  ActivityHistoryItem: historyItemSchema,
  SoilReport: soilReportSchema,
  SoilField: soilFieldSchema,
  FertiliserPlan: planResponseSchema,
  FertiliserPrices: pricesResponseSchema,
  Health: healthSchema,
  Ping: pingSchema,
  InvitationCreated: invitationCreatedSchema,
  InvitationPreview: invitationPreviewSchema,
  InvitationAccepted: invitationAcceptedSchema,
  ChildMembers: membersResponseSchema,
  MemberRole: changeRoleSchema.extend({ userId: z.uuid() }).describe("A member and their role."),
  FieldInvitationCreated: fieldInvitationCreatedSchema,
  FieldMembers: fieldMembersResponseSchema,
  FieldMemberRole: changeFieldRoleSchema.extend({ userId: z.uuid() }).describe("A field member and their role."),
  SharedField: sharedFieldSchema,
  ChildOwnershipTransferred: childOwnershipTransferredSchema,
  FieldOwnershipTransferred: fieldOwnershipTransferredSchema,
  AccountDeletionPreview: deletionPreviewSchema,
} as const;

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS;
export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
export type SchemaName = RequestSchemaName | ResponseSchemaName;

export function componentSchemas(): Record<string, JsonSchema> {
  return { ...toComponentSchemas(REQUEST_SCHEMAS, "input"), ...toComponentSchemas(RESPONSE_SCHEMAS, "output") };
}
