// Test helpers of the soil tests: a realistic submission, the model answer (model-answer.ts), test
// images and request builders. Plain data and sharp only, so any test file can use them.
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import type { RawSoilAnswer } from "@/lib/soil/answer-schema";
import { SOIL_DISCLAIMER_UZ } from "@/lib/soil/constants";
import type { SoilSubmissionInput } from "@/lib/soil/submission-schema";
import { sampleModelAnswer } from "./model-answer";

export { sampleModelAnswer };

/** A Samarkand wheat/cotton field without lab data, as the mobile app sends it. */
export function sampleSubmission(overrides: Partial<SoilSubmissionInput> = {}): SoilSubmissionInput {
  return {
    fieldId: `dala-${Math.random().toString(36).slice(2, 10)}`,
    location: { lat: 39.65, lng: 66.96 },
    area: 4.5,
    lastCrops: [
      { year: 2023, crop: "paxta", yield: "o'rtacha" },
      { year: 2024, crop: "kuzgi bug'doy", yield: "yaxshi" },
    ],
    irrigationType: "ariqqa",
    farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi. Bahorda tuproq yuzasida oq dog'lar bor.",
    labResults: null,
    ...overrides,
  };
}

/** A model answer whose one action and summary say `sentence` (the dose property tests). */
export function answerWithSentence(sentence: string): RawSoilAnswer {
  return sampleModelAnswer(
    { issues: [], recommended_actions: [{ type: "fertilizer", description_uz: sentence, priority: "high" }], recommended_crops: [], summary_for_farmer_uz: sentence, disclaimer_uz: SOIL_DISCLAIMER_UZ },
    { ph_estimate: 7.8, ph_confidence: 0.3, potassium_status: "unknown" },
  );
}

/** A solid-colour JPEG of the given size (optionally with an EXIF orientation tag). */
export async function makeJpeg(width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg({ quality: 85 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function makePng(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 80, g: 60, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** The smallest GIF: a real image, but not a format we accept. */
export const GIF_BYTES = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** A multipart/form-data request body built by the platform's own encoder. */
export async function multipartBody(payload: unknown, photos: { bytes: Uint8Array; type?: string; name?: string }[] = []) {
  const form = new FormData();
  form.append("payload", JSON.stringify(payload));
  photos.forEach((photo, i) =>
    form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/jpeg" }), photo.name ?? `photo-${i}.jpg`),
  );
  const request = new Request("http://localhost/x", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

/** Every SoilReport row of a user, oldest first. */
export async function reportRows(userId: string) {
  const db = await getDb();
  return db.soilReport.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { photos: true, field: true } });
}
