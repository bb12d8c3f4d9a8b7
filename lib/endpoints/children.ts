// Child profiles (docs/api-guide.md section 4; docs/decisions/002-children-api.md), growth
// records and the summary for a doctor's visit (our extensions).
import { addGrowthRecordSchema, childIdParamsSchema, createChildSchema, updateChildSchema } from "@/lib/children/schemas";
import { visitSummaryExample } from "@/lib/endpoints/visit-summary-example";
import { LANGUAGE_HEADER, VARY_LANGUAGE, jsonReply, listOf, operation, ref, type Operation } from "@/lib/openapi/operation";
import {
  EXAMPLE_IDS,
  childDetailsExample,
  childListExample,
  childSummaryExample,
  createChildExample,
  growthExample,
  growthRecordExample,
} from "@/lib/openapi/examples";

const TAG = "Children";
const params = childIdParamsSchema;

export const listChildrenEndpoint = operation({
  method: "get",
  path: "/api/client/children",
  operationId: "listChildren",
  summary: "List the user's children",
  description: "Active (not deleted) children, oldest created first. Exactly one has isSelected: true whenever the list is not empty. Not paginated.",
  tag: TAG,
  auth: "joined",
  access: "account",
  headers: [LANGUAGE_HEADER],
  responses: { 200: jsonReply("The children.", listOf("ChildSummary"), childListExample, VARY_LANGUAGE) },
});

export const createChildEndpoint = operation({
  method: "post",
  path: "/api/client/children",
  operationId: "createChild",
  summary: "Create a child profile",
  description:
    "name, birthDate and gender are required. The user's first child becomes the selected one. " +
    "weight, height or headCircumference, when sent, become the first growth record, dated birthDate. " +
    "isPremature: true needs gestationalWeeks (400 validation_failed on gestationalWeeks). " +
    "Gestation is weeks plus optional days: 30 weeks 6 days is gestationalWeeks 30 with gestationalDays 6 (days without weeks, or past 44+0, is 400). " +
    "Very unlikely measurements answer 422 implausible_measurement unless confirmed: true is sent.",
  tag: TAG,
  auth: true,
  access: "account",
  headers: [LANGUAGE_HEADER],
  body: { schema: createChildSchema, example: createChildExample },
  responses: { 201: jsonReply("The new child.", ref("ChildSummary"), childSummaryExample, VARY_LANGUAGE) },
  problems: ["implausible_measurement"],
});

export const getChildEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}",
  operationId: "getChild",
  summary: "One child with every profile field",
  description: "For edit forms: ChildSummary plus the optional profile fields.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params,
  headers: [LANGUAGE_HEADER],
  responses: { 200: jsonReply("The child.", ref("ChildDetails"), childDetailsExample, VARY_LANGUAGE) },
  problems: ["not_found"],
});

export const updateChildEndpoint = operation({
  method: "patch",
  path: "/api/client/children/{id}",
  operationId: "updateChild",
  summary: "Edit a child profile",
  description:
    "Any subset of the create fields, at least one. null clears an optional field. " +
    "Measurements are not overwritten: they add a growth record dated today (422 implausible_measurement unless confirmed: true for very unlikely values). " +
    "Setting isPremature: true, or clearing gestationalWeeks of a premature child, needs the weeks (400 on gestationalWeeks). " +
    "gestationalWeeks sent without gestationalDays means whole weeks (stored days are cleared); gestationalDays alone keeps the stored weeks. " +
    "A new birthDate that would leave any dated record of the child before birth (growth records other than the birth measurement, vaccinations " +
    "the parent dated, milestone answers, activities) is 400 records_before_birth with one error per record on birthDate, each naming its record; " +
    "nothing changes. The birth measurement and doses marked given on time move with the birth date.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params,
  headers: [LANGUAGE_HEADER],
  body: { schema: updateChildSchema, example: { name: "Madina", weight: 12.9 } },
  responses: { 200: jsonReply("The updated child.", ref("ChildSummary"), childSummaryExample, VARY_LANGUAGE) },
  problems: ["not_found", "records_before_birth", "implausible_measurement"],
});

export const deleteChildEndpoint = operation({
  method: "delete",
  path: "/api/client/children/{id}",
  operationId: "deleteChild",
  summary: "Delete a child (soft delete)",
  description: "The child disappears from every list; deleting the selected child selects the most recently created remaining one. A second delete is 404.",
  tag: TAG,
  auth: true,
  access: { child: "owner" },
  resource: "child",
  params,
  responses: { 204: { description: "Deleted." } },
  problems: ["not_found"],
});

export const selectChildEndpoint = operation({
  method: "patch",
  path: "/api/client/children/active/{id}",
  operationId: "selectChild",
  summary: "Select the active child",
  description: "No body (anything sent is ignored). The selected child is the default for the activity endpoints.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params,
  responses: { 200: jsonReply("The newly selected child.", ref("ActiveChild"), { activeChildId: EXAMPLE_IDS.madina }) },
  problems: ["not_found"],
});

export const listGrowthEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}/growth",
  operationId: "listGrowth",
  summary: "Growth records with z-scores",
  description:
    "Every measurement of the child, oldest first, assessed against the WHO Child Growth Standards (0-5 years; corrected age until 24 months for a child born before 37 weeks), " +
    "or, for a preterm baby, the INTERGROWTH-21st Newborn Size standard at birth and its preterm postnatal standard until 64 weeks postmenstrual age (standard says which). correctedAgeLabel follows Accept-Language.",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params,
  headers: [LANGUAGE_HEADER],
  responses: { 200: jsonReply("The child's growth records.", ref("Growth"), growthExample, VARY_LANGUAGE) },
  problems: ["not_found"],
});

export const addGrowthRecordEndpoint = operation({
  method: "post",
  path: "/api/client/children/{id}/growth",
  operationId: "addGrowthRecord",
  summary: "Add a measurement",
  description:
    "At least one of weight, height, headCircumference. recordedAt defaults to today (Asia/Tashkent); not before birth, not in the future. " +
    "heightPosition says how the height was measured (default by age); values WHO flags as implausible answer 422 implausible_measurement until resent with confirmed: true.",
  tag: TAG,
  auth: true,
  access: { child: "caregiver" },
  resource: "child",
  params,
  headers: [LANGUAGE_HEADER],
  body: { schema: addGrowthRecordSchema, example: { recordedAt: "2025-06-10", weight: 12.4, height: 88.5, headCircumference: 47.5, heightPosition: "standing" } },
  responses: { 201: jsonReply("The new record, assessed.", ref("GrowthRecord"), growthRecordExample, VARY_LANGUAGE) },
  problems: ["not_found", "implausible_measurement"],
});

export const getVisitSummaryEndpoint = operation({
  method: "get",
  path: "/api/client/children/{id}/summary",
  operationId: "getVisitSummary",
  summary: "A summary for the doctor's visit",
  description:
    "What a nurse or a pediatrician asks for, in one answer: the child's profile (age and corrected age, sex, gestational weeks, feeding, allergies, " +
    "chronic conditions and the parent's notes), the birth measurements, every growth record with z-scores, percentiles and the standard used " +
    "(WHO 2006, or INTERGROWTH-21st before 40 weeks for a preterm baby), the current milestone window with what needs attention first " +
    "(act-early signs answered no, milestones not yet) and the items behind the doctor note, and the vaccinations (given with dates, due, overdue). " +
    "Each part reads as its own endpoint does; texts follow Accept-Language (uz, ru, en).",
  tag: TAG,
  auth: true,
  access: { child: "viewer" },
  resource: "child",
  params,
  headers: [LANGUAGE_HEADER],
  responses: { 200: jsonReply("The summary.", ref("VisitSummary"), visitSummaryExample, VARY_LANGUAGE) },
  problems: ["not_found"],
});

export const childrenOperations: Operation[] = [
  listChildrenEndpoint,
  createChildEndpoint,
  getChildEndpoint,
  updateChildEndpoint,
  deleteChildEndpoint,
  selectChildEndpoint,
  listGrowthEndpoint,
  addGrowthRecordEndpoint,
  getVisitSummaryEndpoint,
];
