// POST /api/soil/analyze bodies (docs/decisions/003-soil-api.md, "Request") -> a validated
// submission and the photos' raw bytes. Two encodings: JSON with `photos: [{ mimeType, data }]`
// (base64), or multipart with a `payload` part (the JSON submission) and one `photos` file part per
// photo. Sizes are capped while the body streams in (413), counts and per-photo sizes are checked
// before any decoding. Memory: one buffer per body; photos are views into it (multipart) or decoded
// from it (JSON, see json-photos.ts), never copied through JavaScript strings. The only soil module
// that touches a Request: the services take plain values.
import { mediaTypeOf } from "@/lib/http/body";
import { AppError, zodErrors, type FieldError } from "@/lib/problems/error";
import { cutBase64Strings, decodeBase64Range, restoreCuts } from "@/lib/soil/json-photos";
import { MultipartError, multipartBoundary, parseMultipart } from "@/lib/soil/multipart";
import { MAX_PHOTOS, MAX_PHOTO_BYTES, preparePhotos, type ProcessedPhoto } from "@/lib/soil/photos";
import { soilRequestHash } from "@/lib/soil/request-hash";
import { soilPhotosJsonSchema } from "@/lib/soil/schemas";
import { soilSubmissionSchema, type SoilSubmission } from "@/lib/soil/submission-schema";
import { declaredLength, readBodyExact, withUploadBudget } from "@/lib/http/upload-budget";
import { safeParseInput } from "@/lib/http/text-input";

const PAYLOAD_ALLOWANCE = 1024 * 1024; // the submission itself, JSON syntax, part headers
/** Six 10 MB photos in base64 (4/3 larger) plus the submission. */
export const JSON_REQUEST_LIMIT = Math.ceil((MAX_PHOTOS * MAX_PHOTO_BYTES * 4) / 3) + PAYLOAD_ALLOWANCE;
/** Six 10 MB photos as binary parts plus the submission. */
export const MULTIPART_REQUEST_LIMIT = MAX_PHOTOS * MAX_PHOTO_BYTES + PAYLOAD_ALLOWANCE;

export type SoilRequest = { submission: SoilSubmission; photos: Buffer[] };

const invalid = (errors: FieldError[]) => new AppError("validation_failed", { errors });
const tooLarge = (path: string) =>
  new AppError("payload_too_large", { detail: "photo", errors: [{ path, message: "At most 10 MB per photo." }] });

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("malformed_json", { detail: "not_utf8" });
  }
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("malformed_json");
  }
}

function validateSubmission(value: unknown, extra: FieldError[] = []): SoilSubmission {
  const parsed = safeParseInput(soilSubmissionSchema, value);
  const errors = [...(parsed.success ? [] : zodErrors(parsed.error)), ...extra];
  if (errors.length || !parsed.success) throw invalid(errors);
  return parsed.data;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Base64 (standard or URL-safe, a data: URL prefix and line breaks allowed) -> bytes. */
export function decodeBase64Photo(data: string, path: string): Buffer {
  let body = data.startsWith("data:") ? data.slice(data.indexOf(",") + 1) : data;
  if (!BASE64.test(body)) {
    body = body.replace(/\s+/g, "");
    if (!BASE64.test(body)) throw invalid([{ path, message: "Not valid base64." }]);
  }
  // Refuse before allocating: base64 carries 3 bytes per 4 characters.
  if (Math.floor((body.length * 3) / 4) - (body.endsWith("==") ? 2 : body.endsWith("=") ? 1 : 0) > MAX_PHOTO_BYTES) {
    throw tooLarge(path);
  }
  return Buffer.from(body, body.includes("-") || body.includes("_") ? "base64url" : "base64");
}

const isPhotoData = (path: string[]) => path.length === 3 && path[0] === "photos" && path[2] === "data";

async function readJsonRequest(req: Request): Promise<SoilRequest> {
  const bytes = await readBodyExact(req, JSON_REQUEST_LIMIT);
  if (bytes.byteLength === 0) throw new AppError("malformed_json", { detail: "empty" });
  // Photos stay in the body bytes (see json-photos.ts); everything else is parsed as usual.
  const cut = cutBase64Strings(bytes);
  const body = restoreCuts(parseJsonText(cut.text), cut, bytes, isPhotoData);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw invalid([{ path: "", message: "Expected a JSON object." }]);
  const { photos: rawPhotos, ...fields } = body as Record<string, unknown>;
  // Photo data is checked as base64 below (and stands here as a cut marker of its own).
  const photos = soilPhotosJsonSchema.safeParse(rawPhotos);
  const submission = validateSubmission(fields, photos.success ? [] : zodErrors(photos.error, "photos"));
  const decoded = (photos.data ?? []).map((photo, i) => {
    const range = cut.cuts.get(photo.data);
    return range ? decodeBase64Range(bytes, range, `photos.${i}`) : decodeBase64Photo(photo.data, `photos.${i}`);
  });
  return { submission, photos: decoded };
}

async function readMultipartRequest(req: Request, boundary: string): Promise<SoilRequest> {
  const body = await readBodyExact(req, MULTIPART_REQUEST_LIMIT);
  let parts;
  try {
    parts = parseMultipart(body, boundary, MAX_PHOTOS + 20);
  } catch (error) {
    if (error instanceof MultipartError) throw new AppError("malformed_multipart");
    throw error;
  }
  const payload = parts.find((part) => part.name === "payload");
  if (!payload) throw invalid([{ path: "payload", message: "Required: the JSON submission." }]);
  const photoParts = parts.filter((part) => part.name === "photos" || part.name === "photos[]");
  const countError: FieldError[] = photoParts.length > MAX_PHOTOS ? [{ path: "photos", message: `At most ${MAX_PHOTOS} photos.` }] : [];
  const value = parseJsonText(decodeText(payload.data));
  const fields = value && typeof value === "object" && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : value;
  // Photos come as parts; a `photos` key inside the payload would be a second, conflicting list.
  if (fields && typeof fields === "object") delete (fields as Record<string, unknown>).photos;
  const submission = validateSubmission(fields, countError);
  photoParts.forEach((part, i) => {
    if (part.data.byteLength > MAX_PHOTO_BYTES) throw tooLarge(`photos.${i}`);
  });
  return { submission, photos: photoParts.map((part) => part.data) };
}

/** Reads and validates an analysis request: 400 / 413 / 415 problems with field paths. */
export async function parseSoilRequest(req: Request): Promise<SoilRequest> {
  const type = mediaTypeOf(req);
  if (type === "application/json" || type.endsWith("+json")) return readJsonRequest(req);
  if (type === "multipart/form-data") {
    const boundary = multipartBoundary(req.headers.get("content-type"));
    if (!boundary) throw new AppError("malformed_multipart", { detail: "no_boundary" });
    return readMultipartRequest(req, boundary);
  }
  throw new AppError("unsupported_media_type", { detail: "soil_request" });
}

export type SoilUpload = {
  submission: SoilSubmission;
  photos: ProcessedPhoto[];
  /** soilRequestHash of the request, when asked for (requests with an Idempotency-Key). */
  requestHash: string | null;
};

/**
 * What the route uses: parseSoilRequest and the photos' downscaling, under the process-wide
 * upload budget (upload.ts), so the heavy phase of many parallel requests is bounded. The hash
 * is of the photos as sent, before downscaling.
 */
export async function readSoilUpload(req: Request, options: { hash?: boolean } = {}): Promise<SoilUpload> {
  return withUploadBudget(declaredLength(req) ?? JSON_REQUEST_LIMIT, async () => {
    const { submission, photos } = await parseSoilRequest(req);
    const requestHash = options.hash ? soilRequestHash(submission, photos) : null;
    return { submission, photos: await preparePhotos(photos), requestHash };
  });
}
