// Soil photos (docs/decisions/003-soil-api.md, "Request"): recognised by their bytes (never by the
// declared type), turned upright from their EXIF orientation, downscaled to at most 1024 px on the
// long side and re-encoded, so what the model sees and what is stored is small and carries no
// metadata (EXIF GPS and camera data are dropped by re-encoding).
import sharp from "sharp";
import { AppError } from "@/lib/problems/error";

import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "./limits";
export { MAX_PHOTO_BYTES, MAX_PHOTOS };
export const MAX_PHOTO_SIDE = 1024;
/** Decoded size cap: 64 megapixels covers 50 MP phone cameras and refuses decompression bombs. */
export const MAX_PHOTO_PIXELS = 64_000_000;
const QUALITY = 80;

// libvips' operation cache keeps recent images for reuse; every soil photo is new, so it only
// holds memory. (Process-wide; nothing else in the app uses sharp.)
sharp.cache(false);

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export type ProcessedPhoto = {
  /** What the model receives and the report keeps: JPEG, or WebP when the photo has transparency. */
  contentType: "image/jpeg" | "image/webp";
  data: Buffer;
  width: number;
  height: number;
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image format of the bytes (magic numbers), or null for anything else (GIF, text, ...). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

// Decoding is the memory-hungry step (a 4000x3000 photo is ~36 MB of pixels, ~9 MB after JPEG
// shrink-on-load). Photos of one request are processed one after another, and this gate keeps
// one decode running in the whole process: on glibc every libvips thread grows its own malloc
// arena, so parallel decodes raise the resident size for good, and a downscale is short (its
// time: docs/performance.md, "Figures quoted from code").
const MAX_PARALLEL_DECODES = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Checks one photo (size 413, format 415) before any decoding; `path` names it in errors. */
export function checkPhoto(bytes: Uint8Array, path: string): ImageType {
  if (bytes.byteLength > MAX_PHOTO_BYTES) {
    throw new AppError("payload_too_large", { detail: "photo", errors: [{ path, message: "At most 10 MB per photo." }] });
  }
  if (bytes.byteLength === 0) throw new AppError("invalid_photo", { detail: "empty", errors: [{ path, message: "The photo is empty." }] });
  const type = sniffImageType(bytes);
  if (!type) {
    throw new AppError("unsupported_media_type", { detail: "photo_type", errors: [{ path, message: "Not a JPEG, PNG or WebP image." }] });
  }
  return type;
}

/** Upright, at most 1024 px on the long side, re-encoded (JPEG; WebP keeps transparency). */
export async function processPhoto(bytes: Uint8Array, path: string): Promise<ProcessedPhoto> {
  checkPhoto(bytes, path);
  return withDecodeSlot(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, autoOrient: true, failOn: "error" });
      const { hasAlpha } = await image.metadata();
      const resized = image.resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: "inside", withoutEnlargement: true });
      const encoded = hasAlpha ? resized.webp({ quality: QUALITY }) : resized.jpeg({ quality: QUALITY, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { contentType: hasAlpha ? "image/webp" : "image/jpeg", data, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new AppError("payload_too_large", { detail: "photo_pixels", errors: [{ path, message: "At most 64 megapixels." }] });
      }
      throw new AppError("invalid_photo", { errors: [{ path, message: "The image is damaged or incomplete." }] });
    }
  });
}

/**
 * Every photo of a submission, checked first (so a bad sixth photo fails before any decoding),
 * then processed one at a time. Paths are "photos.<index>". The analysis takes only its result.
 */
export async function preparePhotos(photos: readonly Uint8Array[]): Promise<ProcessedPhoto[]> {
  if (photos.length > MAX_PHOTOS) {
    throw new AppError("validation_failed", { errors: [{ path: "photos", message: `At most ${MAX_PHOTOS} photos.` }] });
  }
  photos.forEach((photo, i) => checkPhoto(photo, `photos.${i}`));
  const out: ProcessedPhoto[] = [];
  for (const [i, photo] of photos.entries()) out.push(await processPhoto(photo, `photos.${i}`));
  return out;
}
