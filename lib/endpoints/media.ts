// The public media endpoint (docs/api-guide.md section 5, "Media"): catalogue images and audio by
// asset ID. No sign-in: an <img src> or an audio player cannot send a Bearer token, and the assets
// are public content. GET and HEAD are separate operations in OpenAPI.
import { z } from "zod";
import { MEDIA_PATH } from "@/lib/activities/media-url";
import { operation, type HeaderSpec, type MediaSpec, type Operation, type Reply } from "@/lib/openapi/operation";

const TAG = "Media";
const params = z.object({ fileId: z.string().describe("An asset ID taken from activity content (image, audio, media, option image).") });

const text = { type: "string" };
const CACHING: Record<string, HeaderSpec> = {
  ETag: { description: "Strong validator of the bytes; send it back in If-None-Match.", schema: text },
  "Cache-Control": { description: "public, max-age=31536000, immutable (no-transform is added to 206).", schema: text },
  "X-Content-Type-Options": { description: "nosniff", schema: text },
  "Accept-Ranges": { description: "bytes", schema: text },
};
const BYTES: Record<string, HeaderSpec> = {
  ...CACHING,
  "Content-Security-Policy": { description: "SVG only: a policy that blocks scripts inside the image.", schema: text },
};

// Catalogue assets are SVG images and MP3 audio today; the type is whatever was stored.
const binary: MediaSpec = {};
const MEDIA_TYPES = ["image/svg+xml", "image/png", "image/webp", "image/jpeg", "audio/mpeg"];
const content = Object.fromEntries(MEDIA_TYPES.map((type) => [type, binary]));

const requestHeaders: Operation["headers"] = [
  { name: "If-None-Match", description: "The ETag you have: 304 when it still matches.", schema: text },
  { name: "Range", description: "One byte range, e.g. bytes=0-1023 (audio seeking): 206. Several ranges get the whole file.", schema: text },
  { name: "If-Range", description: "Serve the Range only if the ETag still matches, else the whole file.", schema: text },
];

const notModified: Reply = { description: "Not modified: your copy (If-None-Match) is current. No body.", headers: CACHING };

export const getMediaFileEndpoint = operation({
  method: "get",
  path: `${MEDIA_PATH}{fileId}`,
  operationId: "getMediaFile",
  summary: "A media asset's bytes (public)",
  description: "Use the URL directly as an image or audio source. Served with long-lived caching and a strong ETag. A fileId that names no asset is 404.",
  tag: TAG,
  auth: false,
  access: "public",
  params,
  paramsUnchecked: true,
  headers: requestHeaders,
  responses: {
    200: { description: "The whole file with its real Content-Type.", content, headers: BYTES },
    206: {
      description: "The requested byte range.",
      content,
      headers: { ...BYTES, "Content-Range": { description: "bytes start-end/size", schema: text } },
    },
    304: notModified,
  },
  problems: ["not_found", "range_not_satisfiable"],
});

export const headMediaFileEndpoint = operation({
  method: "head",
  path: `${MEDIA_PATH}{fileId}`,
  operationId: "headMediaFile",
  summary: "A media asset's headers (public)",
  description: "Like GET without the body: type, ETag and caching. The server sends no Content-Length (Next leaves it out of route handler answers); for a file's size send Range: bytes=0-0 to GET and read Content-Range.",
  tag: TAG,
  auth: false,
  access: "public",
  params,
  paramsUnchecked: true,
  headers: requestHeaders.slice(0, 1),
  responses: {
    200: { description: "The headers of the whole file: Content-Type, ETag, caching.", headers: BYTES },
    304: notModified,
  },
  problems: ["not_found"],
});

export const mediaOperations: Operation[] = [getMediaFileEndpoint, headMediaFileEndpoint];
