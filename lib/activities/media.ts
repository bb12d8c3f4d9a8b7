/**
 * Catalogue media (docs/api-guide.md section 5, "Media"; docs/decisions/001-activities-api.md): the
 * bytes of a MediaAsset from the database, never from the file system, so every app server answers
 * alike. The HTTP answer (caching, ETag, conditional requests, byte ranges) is built from it by
 * lib/http/media-response.ts.
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import { idSchema } from "./schemas";

export interface MediaAsset {
  contentType: string;
  sha256: string;
  size: number;
  data?: Uint8Array;
}

/**
 * The asset, with its bytes only when asked for (HEAD never loads them). A fileId that is
 * not a UUID cannot name an asset, so it is simply not found.
 */
export async function findAsset(fileId: string, withData: boolean): Promise<MediaAsset | null> {
  if (!idSchema.safeParse(fileId).success) return null;
  const db = await getDb();
  return db.mediaAsset.findUnique({
    where: { id: fileId },
    select: { contentType: true, sha256: true, size: true, data: withData },
  });
}
