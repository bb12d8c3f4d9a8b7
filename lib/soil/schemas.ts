// The zod shapes of the soil API that lib/soil's other schemas do not cover: the responses (a
// report, a field), the JSON request's photo list, the report list's query and the id parameters.
// route() validates with them and the OpenAPI document describes them, through the soil
// definitions (lib/endpoints/soil.ts). The report and field shapes are tied to the services' TypeScript
// types at compile time below, so the document cannot drift from what the services return
// without `tsc` failing; the contract test checks the real responses against them too.
import { z } from "zod";
import { recordedBySchema } from "@/lib/sharing/recorded-by";
import { LOCALES, type Locale } from "@/lib/i18n/locale";
import { idParams } from "@/lib/id-params";
import { NITROGEN_STATUSES } from "./answer-schema";
import { FINDING_SOURCES } from "./finding-sources";
import { MAX_PHOTOS } from "./limits";
import { MAX_REPORT_LIMIT, type SoilFieldSummary } from "./reports";
import type { SoilReportBody } from "./report-body";
import { IRRIGATION_TYPES, soilSubmissionSchema } from "./submission-schema";

const unit = z.number().min(0).max(1);

export const reportPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string().describe("Where to load it: /api/soil/photos/{id} (needs the same sign-in)."),
  contentType: z.enum(["image/jpeg", "image/webp"]),
  width: z.number().int(),
  height: z.number().int(),
});

const findingSource = z.enum(FINDING_SOURCES);

export const findingSourcesSchema = z
  .object({
    ph: findingSource,
    nitrogen: findingSource,
    phosphorus: findingSource.describe('"lab" or "none": phosphorus is only ever measured.'),
    potassium: findingSource.describe('"lab" or "none": potassium is only ever measured.'),
    organicMatter: findingSource,
    issues: z.array(findingSource).describe("One per entry of details.issues, in the same order."),
  })
  .describe(
    "Where each status and issue comes from (docs/soil-rules.md section 13): the farmer's lab test, observation, photos or crop history, the region's statistics, an estimate, the model's guess (a sign nobody reported and no photo showed) or none (P and K without a lab value). Absent in reports stored before it was recorded.",
  );

export const soilReportDetailsSchema = z
  .object({
    soilProfile: z.object({
      type: z.string(),
      ph: z.number(),
      phConfidence: unit,
      nitrogen: z.string(),
      phosphorus: z.string(),
      potassium: z.string(),
      organicMatter: z.string(),
    }),
    issues: z.array(z.object({ code: z.string(), label: z.string(), severity: z.string(), description: z.string() })),
    actions: z.array(z.object({ type: z.string(), priority: z.string(), description: z.string() })),
    crops: z.array(z.object({ name: z.string(), reason: z.string(), score: unit })),
    hasLabResults: z.boolean(),
    contextForm: z.enum(["A", "B"]).describe("Which context the analysis used (docs/soil-rules.md section 3): A (from the submission) or B (the field's stored history)."),
    photos: z.array(reportPhotoSchema).describe("The stored, downscaled photos."),
    flags: z.array(z.string()).describe('What the sanitiser repaired or hid, e.g. "brand_removed".'),
    sources: findingSourcesSchema.optional(),
  })
  .describe("Everything behind the farmer response, for a detailed report screen (an extension of the spec).");

export const soilReportSchema = z
  .object({
    reportId: z.uuid(),
    language: z
      .enum(LOCALES as [Locale, ...Locale[]])
      .optional()
      .describe(
        "The language the report's texts (summary, descriptions, actions, disclaimer) are written in: the reader's (Accept-Language, " +
          "or the page's lang cookie; uz when the request names none) for a model's report, uz for the built-in estimator's. " +
          "Absent in reports stored before it was recorded: those are Uzbek.",
      ),
    summary: z.string().describe("Plain-language summary, in `language`."),
    soilProfile: z.object({
      type: z.string().describe("Estimated soil type, in `language`."),
      ph: z.number().min(3).max(11).describe("Estimated pH, one decimal."),
      nitrogen: z.enum(NITROGEN_STATUSES),
      confidence: unit.describe("Overall confidence of the report, 0-1."),
    }),
    chips: z.array(z.string()).max(6).describe("Short issue labels, most severe first."),
    actions: z.array(z.string()).max(8).describe("Recommended actions, most important first."),
    recommendedCrops: z.array(z.object({ name: z.string(), score: unit })).describe("Best first; score 0-1."),
    disclaimer: z.string().describe("The disclaimer in `language`; always present."),
    fieldId: z.string().describe("The client's field id the report belongs to."),
    source: z.string().describe('"rules_v1" (built-in estimator) or "<model>_v1".'),
    createdAt: z.iso.datetime(),
    details: soilReportDetailsSchema,
    recordedBy: recordedBySchema
      .optional()
      .describe("Who submitted the analysis (docs/sharing.md): on reports read back (GET), absent in the analysis' own answer."),
  })
  .describe("The farmer response plus reportId, the disclaimer (docs/api-guide.md) and the report's metadata.");

export const soilFieldSchema = z
  .object({
    id: z.uuid().describe("The server's id of the field: the {id} of its sharing endpoints (docs/sharing.md). An addition."),
    fieldId: z.string(),
    name: z.string().nullable(),
    region: z.string().nullable().describe("Region of Uzbekistan the location maps to, or null when unknown."),
    regionCode: z.string().nullable(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    area: z.number().describe("Hectares."),
    irrigationType: z.enum(IRRIGATION_TYPES),
    lastCrops: z.array(z.object({ year: z.number().int(), crop: z.string(), yield: z.string() })).describe("Stored seasons, newest first (up to 5)."),
    reportCount: z.number().int(),
    lastReportAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .describe("A saved field, to prefill the analysis form.");

/** The photos of a JSON request; lib/http/soil-request.ts validates them apart from the submission. */
export const soilPhotosJsonSchema = z
  .array(
    z.object({
      mimeType: z.string().max(100).optional().describe("Informational: the bytes decide the format."),
      data: z.string().min(1).describe("Base64 (standard or URL-safe; a data: URL prefix is accepted)."),
    }),
  )
  .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos.`)
  .nullable()
  .optional()
  .describe(`Up to ${MAX_PHOTOS} photos (JPEG, PNG or WebP, at most 10 MB each before encoding).`);

export const soilAnalyzeJsonSchema = soilSubmissionSchema.extend({ photos: soilPhotosJsonSchema });

export const reportQuerySchema = z.object({
  fieldId: z.string().trim().min(1).max(100).optional().describe("Only the reports of this field (the client's fieldId)."),
  limit: z.coerce.number().int().min(1).max(MAX_REPORT_LIMIT).optional().describe("At most this many reports (default 20)."),
});

/** A report's or a stored photo's id: an RFC 9562 UUID (z.uuid), unlike the other areas' ids. */
export const soilIdParamsSchema = idParams("id", { rfc9562: true });

// ---- drift guards: the documented shapes must produce values of the services' types -------
type Keys<T> = keyof T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Report = z.output<typeof soilReportSchema>;
type Field = z.output<typeof soilFieldSchema>;
const reportFits: Report extends SoilReportBody ? true : false = true;
const reportKeys: Same<Keys<Report>, Keys<SoilReportBody>> = true;
const detailKeys: Same<Keys<Report["details"]>, Keys<SoilReportBody["details"]>> = true;
const fieldFits: Field extends SoilFieldSummary ? true : false = true;
const fieldKeys: Same<Keys<Field>, Keys<SoilFieldSummary>> = true;
void [reportFits, reportKeys, detailKeys, fieldFits, fieldKeys];
