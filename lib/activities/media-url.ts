// Where the catalogue's pictures and sounds are served: the one spelling of the media path. The
// endpoint's definition (lib/endpoints/media.ts), the pages' <img>/<audio> sources, the offline
// list of today's plan (lib/pwa/offline-urls.ts) and the service worker's cache rules
// (lib/pwa/runtime-caching.ts, lib/pwa/warm.ts) all read it. Pure: runs in the browser and in
// the service worker too.

/** The path every media file's URL starts with; the asset ID follows. */
export const MEDIA_PATH = "/api/client/activities/files/";

/**
 * The URL an asset ID of the catalogue content resolves to (docs/api-guide.md section 5, "Media").
 */
export function assetUrl(assetId: string): string {
  return `${MEDIA_PATH}${encodeURIComponent(assetId)}`;
}
