// Soil analysis (docs/api-guide.md section 6; docs/decisions/003-soil-api.md): the analysis in two
// encodings, reading reports, fields and stored photos back.
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from "@/lib/http/idempotency";
import { MAX_PHOTOS } from "@/lib/soil/photos";
import { SOIL_UNAVAILABLE_MESSAGE_UZ } from "@/lib/soil/constants";
import { JSON_TYPE, jsonReply, listOf, operation, ref, type Operation } from "@/lib/openapi/operation";
import { reportQuerySchema, soilAnalyzeJsonSchema, soilIdParamsSchema } from "@/lib/soil/schemas";
import { EXAMPLE_IDS, soilFieldExample, soilReportExample, soilSubmissionExample } from "@/lib/openapi/examples";
import { planCalendarQuerySchema, planQuerySchema, savePricesSchema } from "@/lib/soil/plan/schemas";
import { PRICES_EXAMPLE, planExample, pricesExample } from "@/lib/soil/plan/examples";

const TAG = "Soil";

const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  description:
    "Optional. A UUID (any version) the client makes once per submission and sends again with every retry of it; keys are " +
    "the user's own and remembered for 24 hours. Not a UUID: 400 validation_failed (path header.Idempotency-Key).",
  schema: { type: "string", format: "uuid", examples: ["0b7e4a52-3c1d-4f7a-9e2b-5d6c7a8b9c0d"] },
};

const photoPart = { type: "string", contentMediaType: "application/octet-stream", description: "One photo file: JPEG, PNG or WebP, at most 10 MB." };

export const analyzeSoilEndpoint = operation({
  method: "post",
  path: "/api/soil/analyze",
  operationId: "analyzeSoil",
  summary: "Analyse a field (AI-assisted soil report)",
  description: [
    "Send the submission as `application/json` (photos as base64 in `photos`) or as `multipart/form-data` ",
    `(a \`payload\` part with the JSON submission and one \`photos\` file part per photo; no base64 overhead). At most ${MAX_PHOTOS} photos, `,
    "each at most 10 MB, JPEG, PNG or WebP recognised by their bytes; they are downscaled and stored with the report.\n\n",
    "An unknown fieldId creates the field; lastCrops are merged into its history. Without an AI model configured the built-in ",
    'rules estimator answers (`source: "rules_v1"`). Each user has a daily quota (429 with Retry-After until Tashkent midnight). ',
    "A model, and the rules estimator, write the report in the reader's language: the `lang` cookie of the web page, else Accept-Language (uz, ru, en); ",
    "a client naming none gets Uzbek. `language` in the answer records it. ",
    "When photos were sent and the model could read none as soil, photo-only findings are dropped and `details.flags` holds `no_soil_in_photos`.\n\n",
    `When the analysis cannot be carried out the answer is 503 analysis_unavailable with the message "${SOIL_UNAVAILABLE_MESSAGE_UZ}" `,
    "(in Russian or English: the Uzbek message, then \" / \" and the same in the reader's language).\n\n",
    "Send an `Idempotency-Key` (a UUID made once per submission) to retry safely: for 24 hours a retry with the same key ",
    "gets the first successful answer again (same reportId, `Idempotent-Replayed: true`), with no second analysis and no ",
    "quota used, even at the quota. A retry while the first is still running gets 409 request_in_progress (Retry-After); ",
    "the same key with a different submission or photos gets 422 idempotency_key_reused. Failed answers (4xx, 5xx) are not ",
    "kept, so a retry after 503 runs the analysis again.\n\n",
    "A worker of a field shared with them (docs/sharing.md) names it with `sharedFieldId` (its server id from GET /api/soil/shared-fields): ",
    "the report is stored under the owner's field (the owner sees it in GET /api/soil/reports and the field's history, with ",
    "`recordedBy` naming the worker), it counts against the worker's quota, and the field's data (area, irrigation, location, crops) ",
    "is updated as by the owner's analysis, never its name. A viewer of the field gets 403 forbidden_role, anyone else (a removed ",
    "member too) 404 not_found, also for a retry with a known Idempotency-Key. Without `sharedFieldId` the field is the caller's own, by fieldId.",
  ].join(""),
  tag: TAG,
  auth: true,
  // The field the submission names: the caller's own by fieldId, or by sharedFieldId a field
  // they own or work on (the analysis' statements apply it; route() answers 403 for a viewer).
  access: { field: "worker" },
  headers: [IDEMPOTENCY_KEY_PARAMETER],
  // The handler reads this body itself (lib/http/soil-request.ts): multipart as well as JSON,
  // larger than route()'s JSON limit, and photos decoded without going through JavaScript strings.
  body: {
    schema: soilAnalyzeJsonSchema,
    example: { ...soilSubmissionExample, photos: [{ mimeType: "image/jpeg", data: "/9j/4AAQSkZJRgABAQAAAQABAAD..." }] },
    multipart: {
      schema: {
        type: "object",
        required: ["payload"],
        properties: {
          payload: { ...ref("SoilSubmission"), description: "The submission as JSON text (part Content-Type application/json)." },
          photos: { type: "array", maxItems: MAX_PHOTOS, items: photoPart, description: "Repeat the `photos` part once per photo." },
        },
      },
      encoding: { payload: { contentType: JSON_TYPE }, photos: { contentType: "image/jpeg, image/png, image/webp" } },
    },
  },
  responses: {
    200: jsonReply("The report, stored (or, for a known Idempotency-Key, the first answer again).", ref("SoilReport"), soilReportExample, {
      [REPLAYED_HEADER]: {
        description: "`true` when this is the stored answer of an earlier request with the same Idempotency-Key; absent otherwise.",
        schema: { type: "string", enum: ["true"] },
      },
    }),
  },
  problems: [
    "validation_failed",
    "malformed_json",
    "malformed_multipart",
    "invalid_photo",
    "request_in_progress",
    "payload_too_large",
    "unsupported_media_type",
    "idempotency_key_reused",
    "rate_limited",
    "analysis_unavailable",
    "not_found",
    "forbidden_role",
  ],
});

export const listSoilReportsEndpoint = operation({
  method: "get",
  path: "/api/soil/reports",
  operationId: "listSoilReports",
  summary: "The reports of the user's fields, newest first",
  description:
    "Only one field's with `fieldId` (an unknown fieldId gives an empty list). Failed analyses are not reports. The reports of the " +
    "user's own fields, including those a worker submitted (`recordedBy` names them); a worker's analyses of someone else's field " +
    "are that field's (GET /api/soil/fields/{id}/reports).",
  tag: TAG,
  auth: true,
  access: "account",
  query: reportQuerySchema,
  responses: { 200: jsonReply("The reports.", listOf("SoilReport"), [soilReportExample]) },
});

export const getSoilReportEndpoint = operation({
  method: "get",
  path: "/api/soil/reports/{id}",
  operationId: "getSoilReport",
  summary: "One stored report",
  tag: TAG,
  auth: true,
  access: { field: "viewer" },
  resource: "report",
  params: soilIdParamsSchema,
  responses: { 200: jsonReply("The report, as the analysis returned it.", ref("SoilReport"), soilReportExample) },
  problems: ["not_found"],
});

export const listSoilFieldsEndpoint = operation({
  method: "get",
  path: "/api/soil/fields",
  operationId: "listSoilFields",
  summary: "The user's saved fields",
  description: "Most recently analysed or changed first, with their stored crop history to prefill the form.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: { 200: jsonReply("The fields.", listOf("SoilField"), [soilFieldExample]) },
});

export const getSoilPhotoEndpoint = operation({
  method: "get",
  path: "/api/soil/photos/{id}",
  operationId: "getSoilPhoto",
  summary: "A stored photo of one of the user's reports",
  description: `The downscaled photo (at most 1024 px on the long side) as listed in a report's details.photos, e.g. /api/soil/photos/${EXAMPLE_IDS.photo}. Private: needs the same sign-in.`,
  tag: TAG,
  auth: true,
  access: { field: "viewer" },
  resource: "photo",
  params: soilIdParamsSchema,
  responses: {
    200: {
      description: "The image bytes.",
      content: { "image/jpeg": {}, "image/webp": {} },
      headers: {
        "Cache-Control": {
          description: "private, no-store: a private photo is never kept by the browser's HTTP cache (a shared phone).",
          schema: { type: "string" },
        },
      },
    },
  },
  problems: ["not_found"],
});

const PLAN_LANGUAGE_HEADER = {
  name: "Accept-Language",
  description: "Language of the plan's names, reasons and notes: uz (default), ru or en. Numbers and codes are the same in every language.",
  schema: { type: "string", examples: ["uz", "ru-RU", "en-US,en;q=0.9"] },
};

export const getSoilReportPlanEndpoint = operation({
  method: "get",
  path: "/api/soil/reports/{id}/plan",
  operationId: "getSoilReportPlan",
  summary: "A fertiliser plan for the report's field and a crop",
  description: [
    "The season's needs of N, P2O5 and K2O in kg/ha and for the field, from the crop's rates for irrigated fields in Uzbekistan ",
    "adjusted by the report's lab values (humus for N; Machigin P2O5 and K2O classes), or as ranges (min < max) without them; ",
    "then the applications still to come by crop stage (a missed window's share moves to the next stage, listed in `missed`) with ",
    "their date windows on the Tashkent calendar for the field's region: product, how to apply it, kg/ha, kg for the field (or for ",
    "`area` ha of it), kg per sotix and 50 kg bags (rounded up), each with a replacement product. Every amount is within the soil ",
    "sanitiser's caps. Manure where humus is low or not measured; where the report's lab values show salt, potassium sulphate instead ",
    "of the chloride, the leaching norm in floods and winters, and the crop's salt tolerance. ",
    "With `prices` (or the user's saved prices, PUT /api/soil/prices) the cost for the field. Someone else's report, or an analysis ",
    "that failed, is 404 (as GET /api/soil/reports/{id}); an unknown crop, a malformed `prices`, or an `area` that is not more than 0 ",
    "or is more than the field's area is 400 validation_failed.",
  ].join(""),
  tag: TAG,
  auth: true,
  access: { field: "viewer" },
  resource: "report",
  params: soilIdParamsSchema,
  query: planQuerySchema,
  headers: [PLAN_LANGUAGE_HEADER],
  responses: { 200: jsonReply("The plan.", ref("FertiliserPlan"), planExample, { Vary: { description: "Accept-Language", schema: { type: "string" } } }) },
  problems: ["not_found"],
});

export const getSoilReportPlanCalendarEndpoint = operation({
  method: "get",
  path: "/api/soil/reports/{id}/plan/calendar",
  operationId: "getSoilReportPlanCalendar",
  summary: "The plan's application windows as a calendar file (.ics)",
  description:
    "text/calendar (RFC 5545), downloaded with the same sign-in: one all-day event per crop stage over its window with the products and " +
    "amounts for the field, and the leaching window when the lab found salt. Event UIDs are stable per report, crop and stage. " +
    "Same 400 and 404 as the plan.",
  tag: TAG,
  auth: true,
  access: { field: "viewer" },
  resource: "report",
  params: soilIdParamsSchema,
  query: planCalendarQuerySchema,
  headers: [PLAN_LANGUAGE_HEADER],
  responses: { 200: { description: "The calendar file.", content: { "text/calendar": { schema: { type: "string" } } } } },
  problems: ["not_found"],
});

export const getSoilPricesEndpoint = operation({
  method: "get",
  path: "/api/soil/prices",
  operationId: "getSoilPrices",
  summary: "The user's fertiliser prices per 50 kg bag",
  description: "No prices are built in (they change every month): null until the user saves one.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: { 200: jsonReply("The prices.", ref("FertiliserPrices"), pricesExample) },
});

export const putSoilPricesEndpoint = operation({
  method: "put",
  path: "/api/soil/prices",
  operationId: "putSoilPrices",
  summary: "Save the user's fertiliser prices",
  description: "Replaces the whole set: a product left out or null has no price afterwards. Whole so'm per 50 kg bag, 1 to 10 000 000.",
  tag: TAG,
  auth: true,
  access: "account",
  body: { schema: savePricesSchema, example: { prices: { ...PRICES_EXAMPLE, superphosphate: null } } },
  responses: { 200: jsonReply("The prices saved.", ref("FertiliserPrices"), pricesExample) },
});

export const soilOperations: Operation[] = [analyzeSoilEndpoint, listSoilReportsEndpoint, getSoilReportEndpoint, getSoilReportPlanEndpoint, getSoilReportPlanCalendarEndpoint, listSoilFieldsEndpoint, getSoilPhotoEndpoint, getSoilPricesEndpoint, putSoilPricesEndpoint];
