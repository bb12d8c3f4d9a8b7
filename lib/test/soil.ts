// Test helpers of the soil tests: a realistic submission, a realistic model answer, test
// images and request builders. Plain data and sharp only, so any test file can use them.
import sharp from "sharp";
import { getDb } from "@/lib/db";
import type { RawSoilAnswer } from "@/lib/soil/answer-schema";
import { SOIL_DISCLAIMER_UZ } from "@/lib/soil/constants";
import type { SoilSubmissionInput } from "@/lib/soil/submission-schema";

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
    farmerObservations: "Sug'orishdan keyin tuproq qotib qoladi. Bahorda yer yuzida oq dog'lar bor.",
    labResults: null,
    ...overrides,
  };
}

/** What a good Gemini answer looks like (answer-schema.ts), as the model would send it. */
export function sampleAnswer(): RawSoilAnswer {
  return {
    soil_profile: {
      estimated_type: "tipik bo'z tuproq",
      ph_estimate: 7.9,
      ph_confidence: 0.35,
      nitrogen_status: "past",
      phosphorus_status: "unknown",
      potassium_status: "o'rtacha",
      organic_matter_level: "past",
    },
    issues: [
      { code: "compaction", severity: "medium", description_uz: "Sug'orishdan keyin tuproq qotib qoladi, ildizlar chuqur kira olmaydi." },
      { code: "salinity_risk", severity: "low", description_uz: "Oq dog'lar yengil sho'rlanish belgisi bo'lishi mumkin." },
      { code: "low_organic_matter", severity: "high", description_uz: "Gumus miqdori past bo'lishi ehtimoli katta." },
    ],
    recommended_actions: [
      { type: "lab_test", description_uz: "Tuproqni agrokimyo laboratoriyasida tahlil qildiring.", priority: "high" },
      { type: "soil_improvement", description_uz: "Kuzda go'ng yoki kompost soling, poyalarni maydalab tuproqqa aralashtiring.", priority: "medium" },
      { type: "rotation", description_uz: "Bug'doydan keyin mosh ekib, almashlab ekishni yo'lga qo'ying.", priority: "medium" },
    ],
    recommended_crops: [
      { name: "mosh", reason_uz: "Azotni to'playdi va tuproqni yaxshilaydi.", suitability_score: 0.8 },
      { name: "paxta", reason_uz: "Mintaqaning asosiy ekini.", suitability_score: 0.7 },
      { name: "kuzgi bug'doy", reason_uz: "Iqlimga mos.", suitability_score: 0.65 },
    ],
    summary_for_farmer_uz:
      "Laboratoriya tahlili yo'q, shuning uchun baho taxminiy. Tuproq tipik bo'z tuproq, pH taxminan 7.9. Azot va gumus kam, tuproq zichlashgan.",
    disclaimer_uz: "Bu tahlil taxminiy.",
  };
}

/** A solid-colour JPEG of the given size (optionally with an EXIF orientation tag). */
/** A model answer whose one action and summary say `sentence` (the dose property tests). */
export function answerWithSentence(sentence: string): RawSoilAnswer {
  return {
    soil_profile: { estimated_type: "tipik bo'z tuproq", ph_estimate: 7.8, ph_confidence: 0.3, nitrogen_status: "past", phosphorus_status: "unknown", potassium_status: "unknown", organic_matter_level: "past" },
    issues: [],
    recommended_actions: [{ type: "fertilizer", description_uz: sentence, priority: "high" }],
    recommended_crops: [],
    summary_for_farmer_uz: sentence,
    disclaimer_uz: SOIL_DISCLAIMER_UZ,
  };
}

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
