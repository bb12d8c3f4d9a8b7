/**
 * The HTTP answer of GET and HEAD /api/client/activities/files/{fileId} (docs/api-guide.md
 * section 5, "Media"). Assets are public, immutable per content hash, and served with
 * long-lived caching, a strong ETag, conditional requests and single byte ranges (audio players
 * seek with them); the asset itself comes from lib/activities/media.ts.
 */
import "server-only";
import { findAsset, type MediaAsset } from "@/lib/activities/media";
import { etagOf, ifRangeAllows, noneMatchHits, parseRange } from "@/lib/activities/media-range";
import { problemResponse } from "@/lib/http/problem";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { AppError } from "@/lib/problems/error";

/** Scripts inside an SVG must never run, even when the file is opened directly in a browser. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function baseHeaders(asset: MediaAsset): Record<string, string> {
  const headers: Record<string, string> = {
    ETag: etagOf(asset.sha256),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Accept-Ranges": "bytes",
  };
  if (asset.contentType.split(";")[0].trim().toLowerCase() === "image/svg+xml") {
    headers["Content-Security-Policy"] = SVG_CSP;
  }
  return headers;
}

/** The whole answer of GET or HEAD /api/client/activities/files/{fileId}. One query. */
export async function mediaResponse(fileId: string, method: "GET" | "HEAD", request: Headers): Promise<Response> {
  // GET loads the bytes even when it may end in 304: revalidations are rare (immutable caching)
  // and a second query would cost more than the few kilobytes it saves.
  const asset = await findAsset(fileId, method === "GET");
  if (!asset) throw new AppError("not_found", { detail: "file" });
  const headers = baseHeaders(asset);
  if (noneMatchHits(request.get("if-none-match"), headers.ETag)) return new Response(null, { status: 304, headers });

  const size = asset.data?.byteLength ?? asset.size;
  const range = ifRangeAllows(request.get("if-range"), headers.ETag)
    ? parseRange(request.get("range"), size)
    : ({ kind: "full" } as const);
  if (range.kind === "unsatisfiable") {
    const error = new AppError("range_not_satisfiable", { params: { size } });
    return problemResponse(error, localeFromAcceptLanguage(request.get("accept-language")), {
      headers: { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" },
    });
  }
  const start = range.kind === "partial" ? range.start : 0;
  const end = range.kind === "partial" ? range.end : size - 1;
  headers["Content-Type"] = asset.contentType;
  headers["Content-Length"] = String(end - start + 1);
  if (range.kind === "partial") {
    headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
    // Next's gzip (compressible types such as SVG) must not re-encode a slice: the range
    // would then no longer describe the bytes sent.
    headers["Cache-Control"] += ", no-transform";
  }
  const body = asset.data ? (asset.data.subarray(start, end + 1) as Uint8Array<ArrayBuffer>) : null; // HEAD: none
  return new Response(body, { status: range.kind === "partial" ? 206 : 200, headers });
}
