// What an analysis request asks for, as one hash, for Idempotency-Key (lib/http/idempotency.ts):
// the same key with a different hash is 422 idempotency_key_reused. What counts is the
// submission as validated (unknown fields are dropped, strings trimmed, so they do not count)
// and the photos' bytes in their order; the encoding does not count, so the same submission and
// photos sent as JSON (base64) or as multipart hash alike.
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import type { SoilSubmission } from "./submission-schema";

/** JSON with every object's keys sorted, so key order in the request does not matter. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/** sha256 (hex) of the validated submission and the raw photo bytes. */
export function soilRequestHash(submission: SoilSubmission, photos: readonly Uint8Array[]): string {
  const hash = createHash("sha256").update(canonicalJson(submission));
  // Each photo with its length first, so no two different photo lists feed the same bytes.
  for (const photo of photos) hash.update(`\nphoto ${photo.byteLength}\n`).update(photo);
  return hash.digest("hex");
}

/**
 * When an analysis holding a key counts as crashed (the key is free again): the model's
 * timeout, which bounds its retries too, plus a minute for photos, the database and a busy server.
 */
export function analysisAbandonedAfterMs(): number {
  return env().SOIL_AI_TIMEOUT_MS + 60_000;
}
