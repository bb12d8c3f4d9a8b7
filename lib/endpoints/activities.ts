// Daily activities (docs/api-guide.md section 5; docs/decisions/001-activities-api.md) and the
// public media endpoint (docs/api-guide.md section 5, "Media").
import { activityHistoryExample } from "@/lib/openapi/activity-history-example";
import { activityParamsSchema, childQuerySchema, completeBodySchema, listQuerySchema, startBodySchema } from "@/lib/activities/schemas";
import {
  CATALOGUE_LANGUAGE_HEADER,
  VARY_CATALOGUE_LANGUAGE,
  jsonReply,
  listOf,
  operation,
  ref,
  type Operation,
} from "@/lib/openapi/operation";
import {
  activityDetailsExample,
  activityListExample,
  categoriesExample,
  completeExample,
  completeRequestExample,
  dashboardExample,
  startExample,
  startRequestExample,
} from "@/lib/openapi/examples";
import { childIdParamsSchema } from "@/lib/children/schemas";
import { historyQuerySchema } from "@/lib/activities/history-schemas";
import { mediaOperations } from "./media";

const TAG = "Activities";
const DEVICE_TIME_NOTE =
  "Offline play: a call queued on the phone may carry the device's time of the event (ISO 8601 with offset, e.g. " +
  "2025-06-10T14:15:00+05:00), at most 5 minutes ahead of the server clock and at most 7 days old, else 400 validation_failed " +
  "naming the field and nothing is recorded. A retry with the same time gets the same answer.";
const CHILD_NOTE = "The child is the selected one, or `childId` (another child of the user). No child at all: 409 child_required.";

export const getDashboardEndpoint = operation({
  method: "get",
  path: "/api/client/activities/dashboard",
  operationId: "getDashboard",
  summary: "Today's plan: 3-5 activities for the child",
  description:
    "Age-fit activities from different categories, the same list all day (Asia/Tashkent). For a baby born before 37 weeks " +
    "and under 24 months the age is the corrected age. Up to 6 months a tummy-time activity and under 24 months a movement " +
    "activity are in every day's plan. The headers say where the catalogue's ages end (6 years): past that the plan " +
    `repeats activities written for younger children. ${CHILD_NOTE}`,
  tag: TAG,
  auth: "joined",
  access: { child: "viewer" },
  query: childQuerySchema,
  headers: [CATALOGUE_LANGUAGE_HEADER],
  responses: {
    200: jsonReply("Today's activities with the child's status.", listOf("ActivitySummary"), dashboardExample, {
      ...VARY_CATALOGUE_LANGUAGE,
      "Catalogue-Ends-At-Age-Months": {
        description: "The oldest age the catalogue has activities for, in completed months (72: 6 years).",
        schema: { type: "integer", examples: [72] },
        required: true,
      },
      "Beyond-Catalogue": {
        description: "true when the child is older than Catalogue-Ends-At-Age-Months: tell the parent the activities are written for younger children.",
        schema: { type: "boolean" },
        required: true,
      },
    }),
  },
  problems: ["not_found", "child_required"],
});

export const listCategoriesEndpoint = operation({
  method: "get",
  path: "/api/client/activities/categories",
  operationId: "listCategories",
  summary: "Activity categories in display order",
  tag: TAG,
  auth: true,
  access: "account",
  headers: [CATALOGUE_LANGUAGE_HEADER],
  responses: { 200: jsonReply("Every category.", listOf("ActivityCategory"), categoriesExample, VARY_CATALOGUE_LANGUAGE) },
});

export const listActivitiesEndpoint = operation({
  method: "get",
  path: "/api/client/activities/all",
  operationId: "listActivities",
  summary: "Every activity that fits the child's age",
  description:
    "Optionally one category. Without any child the whole catalogue is listed (status not_started). " +
    "An unknown categoryId or childId is 404.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  query: listQuerySchema,
  headers: [CATALOGUE_LANGUAGE_HEADER],
  responses: { 200: jsonReply("The activities.", listOf("ActivityListItem"), activityListExample, VARY_CATALOGUE_LANGUAGE) },
  problems: ["not_found"],
});

export const getActivityEndpoint = operation({
  method: "get",
  path: "/api/client/activities/details/{activityId}",
  operationId: "getActivity",
  summary: "One activity with its content",
  description:
    "content follows type: InstructionalContent (steps) or InteractiveContent (game rounds). Asset IDs in content load from the media endpoint. " +
    "Its words follow Accept-Language; option values and answers do not, so a game is scored alike in every language. " +
    `The voice instruction (audio) is Uzbek speech and comes only with Uzbek content. ${CHILD_NOTE}`,
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "activity",
  params: activityParamsSchema,
  query: childQuerySchema,
  headers: [CATALOGUE_LANGUAGE_HEADER],
  responses: {
    200: jsonReply("The activity and the child's status today.", ref("ActivityDetails"), activityDetailsExample, VARY_CATALOGUE_LANGUAGE),
  },
  problems: ["not_found", "child_required"],
});

export const startActivityEndpoint = operation({
  method: "post",
  path: "/api/client/activities/start/{activityId}",
  operationId: "startActivity",
  summary: "Start an activity (not_started -> started)",
  description:
    "No body needed. Safe to retry: an attempt already open today is reused. Starting an activity completed today opens a new attempt " +
    "and the day's status stays completed.\n\n" +
    `${DEVICE_TIME_NOTE} Here \`startedAt\`: the attempt is recorded at it, on its Tashkent day (\"today\" above is that day). ${CHILD_NOTE}`,
  tag: TAG,
  auth: true,
  access: { child: "caregiver" },
  resource: "activity",
  params: activityParamsSchema,
  query: childQuerySchema,
  body: {
    schema: startBodySchema,
    example: startRequestExample,
    required: false,
    description: "Optional; startedAt: the device's time of a start sent later (offline play).",
  },
  responses: { 200: jsonReply("The open attempt.", ref("StartResult"), startExample) },
  problems: ["not_found", "child_required"],
});

export const completeActivityEndpoint = operation({
  method: "post",
  path: "/api/client/activities/complete/{activityId}",
  operationId: "completeActivity",
  summary: "Complete an activity (started -> completed)",
  description:
    "Optional body { score, timeSpentSeconds, feedback, checklistDone, completedAt }. Completes today's open attempt; a retry after success returns the same result. " +
    "Where there is no score, feedback (easy, just_right, hard) or a fully ticked checklist moves the category's level in later plans. " +
    "Never started today: 409 activity_not_started.\n\n" +
    `${DEVICE_TIME_NOTE} Here \`completedAt\`: the open attempt of its Tashkent day is completed at it (\"today\" above is that day); ` +
    `before that attempt's startedAt: 400 validation_failed (path completedAt). ${CHILD_NOTE}`,
  tag: TAG,
  auth: true,
  access: { child: "caregiver" },
  resource: "activity",
  params: activityParamsSchema,
  query: childQuerySchema,
  body: {
    schema: completeBodySchema,
    example: completeRequestExample,
    required: false,
    description:
      "Optional; score 0-100 (rounded), timeSpentSeconds 0-86400, feedback easy|just_right|hard, checklistDone boolean, completedAt the device's time.",
  },
  responses: { 200: jsonReply("The completed attempt.", ref("CompleteResult"), completeExample) },
  problems: ["not_found", "child_required", "activity_not_started"],
});

export const listActivityHistoryEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}/activity-history",
  operationId: "listActivityHistory",
  summary: "The child's recent activities and game scores, with who recorded each",
  description:
    "Every attempt of the child (started, or completed with its score), newest first by startedAt, any day and any activity. " +
    "Each names who recorded it (recordedBy: the person who completed it, or who started it while it is open; docs/sharing.md). " +
    "At most `limit` per page (default 20, at most 50); `nextCursor` is null on the last page, else send it back as `?before=` for older ones. " +
    "A malformed limit or cursor is 400 validation_failed. The owner and every member read it; anyone else, a removed member included, gets 404. " +
    "Titles follow Accept-Language.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params: childIdParamsSchema,
  query: historyQuerySchema,
  headers: [CATALOGUE_LANGUAGE_HEADER],
  responses: { 200: jsonReply("A page of the child's attempts.", ref("ActivityHistory"), activityHistoryExample, VARY_CATALOGUE_LANGUAGE) },
  problems: ["not_found"],
});

export const activityOperations: Operation[] = [
  getDashboardEndpoint,
  listCategoriesEndpoint,
  listActivitiesEndpoint,
  getActivityEndpoint,
  startActivityEndpoint,
  completeActivityEndpoint,
  listActivityHistoryEndpoint,
  ...mediaOperations,
];
