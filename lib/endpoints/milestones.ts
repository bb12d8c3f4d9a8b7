// The milestone checklist of a child (issue 19; docs/milestones.md): CDC/AAP 2022 check ages
// and WHO motor windows, the parent's answers, and the calm "talk to your doctor" note.
import { childIdParamsSchema } from "@/lib/children/schemas";
import { milestoneParamsSchema, milestonesQuerySchema, putMilestoneAnswerSchema } from "@/lib/milestones/schemas";
import { LANGUAGE_HEADER, jsonReply, ref, operation, type HeaderSpec, type Operation } from "@/lib/openapi/operation";

const TAG = "Milestones";
const CHILD_ID = "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80";

const MILESTONE_LANGUAGE_HEADER = {
  ...LANGUAGE_HEADER,
  description: "Language of the milestone texts and the advice message: uz (default), ru or en; region subtags are ignored.",
};
const VARY_MILESTONE_LANGUAGE: Record<string, HeaderSpec> = {
  Vary: { description: "Accept-Language: the texts depend on it.", schema: { type: "string" } },
};

const milestonesExample = {
  childId: CHILD_ID,
  ageMonths: 10,
  correctedAge: false,
  correctionEnded: null,
  currentWindow: 9,
  window: 9,
  earlyForWindow: false,
  previousWindow: 6,
  nextWindow: 12,
  items: [
    {
      id: "m09-sits",
      kind: "milestone",
      domain: "movement",
      text: "Qo'llariga tayanmasdan, boshini tik tutib o'zi o'tiradi.",
      optional: false,
      whoWindow: { fromMonths: 3.8, toMonths: 9.2 },
      answer: { answer: "yes", date: "2026-11-20" },
    },
    {
      id: "s09-turns-to-name",
      kind: "sign",
      domain: null,
      text: "Ismini aytib chaqirganingizda sizga qaraydi.",
      optional: false,
      whoWindow: null,
      answer: null,
    },
  ],
  next: [
    {
      id: "m12-games",
      kind: "milestone",
      domain: "social",
      text: "Siz bilan \"chapak-chapak\" kabi oddiy o'yinlarni o'ynaydi.",
      optional: false,
      whoWindow: null,
      answer: null,
    },
  ],
  advice: { talkToDoctor: false, reasons: [], message: null },
};

export const getMilestonesEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}/milestones",
  operationId: "getMilestones",
  summary: "The milestone checklist for the child's age",
  description:
    "The window is the latest CDC/AAP check age (2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60 months) the child has reached, 2 for younger babies; " +
    "a baby born before 37 weeks is placed by corrected age until 24 months. items: the window's milestones then its act-early signs, with the parent's answers; " +
    "next: the following window's milestones. every question is asked so that yes is the good answer; advice.talkToDoctor is true when an act-early sign is answered not_yet (no) or a milestone of an earlier window is still not_yet; " +
    "the message is calm and says children develop at different paces. ?window shows another check window.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params: childIdParamsSchema,
  query: milestonesQuerySchema,
  headers: [MILESTONE_LANGUAGE_HEADER],
  responses: { 200: jsonReply("The checklist.", ref("Milestones"), milestonesExample, VARY_MILESTONE_LANGUAGE) },
  problems: ["not_found"],
});

export const answerMilestoneEndpoint = operation({
  method: "put",
  path: "/api/client/children/{id}/milestones/{milestoneId}",
  operationId: "answerMilestone",
  summary: "Answer one milestone or act-early sign",
  description:
    "Idempotent: the answer replaces the previous one, and the same request twice leaves the same state. date defaults to today (Asia/Tashkent); " +
    "not before birth, not in the future (400 validation_failed on date). An id not in the catalogue is 404.",
  tag: TAG,
  auth: true,
  access: { child: "caregiver" },
  resource: "child",
  paramExamples: { milestoneId: "m09-sits" },
  params: milestoneParamsSchema,
  body: { schema: putMilestoneAnswerSchema, example: { answer: "not_yet", date: "2026-11-20" } },
  responses: {
    200: jsonReply("The stored answer.", ref("MilestoneAnswer"), { milestoneId: "m09-sits", answer: "not_yet", date: "2026-11-20" }),
  },
  problems: ["not_found"],
});

export const milestoneOperations: Operation[] = [getMilestonesEndpoint, answerMilestoneEndpoint];
