// Runs in the service worker: fetches ahead of time the pages and media a page asked for
// ({ type: "WARM_OFFLINE", urls }, sent by components/pwa/warm-offline.tsx), so today's
// activities play offline even if the parent never opened them. Only what is not cached yet is
// fetched, one at a time, so a repeat visit costs no data and a weak link is not flooded.
import type { Serwist } from "serwist";
import { CACHE_NAMES } from "./cache-names";

const ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PAGE = new RegExp(`^/activities/${ID}$`);
const MEDIA = new RegExp(`^/api/client/activities/files/${ID}$`);
// A plan has at most five activities, each with at most a few dozen pictures and sounds.
const MAX_URLS = 80;

/** The paths of a valid WARM_OFFLINE message; null for any other message. */
export function warmPaths(data: unknown): string[] | null {
  if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== "WARM_OFFLINE") return null;
  const urls = (data as { urls?: unknown }).urls;
  if (!Array.isArray(urls)) return null;
  return urls
    .filter((url): url is string => typeof url === "string" && (PAGE.test(url) || MEDIA.test(url)))
    .slice(0, MAX_URLS);
}

export async function warmCaches(serwist: Serwist, paths: string[], event: ExtendableEvent): Promise<void> {
  for (const path of paths) {
    const isPage = PAGE.test(path);
    const cache = await caches.open(isPage ? CACHE_NAMES.pages : CACHE_NAMES.activityMedia);
    if (await cache.match(path, { ignoreVary: true })) continue;
    // The same routes as the browser's own requests (lib/pwa/runtime-caching.ts); a page is
    // asked for as HTML, as a navigation would.
    const request = new Request(path, { credentials: "same-origin", headers: isPage ? { accept: "text/html" } : {} });
    try {
      await serwist.handleRequest({ request, event });
    } catch {
      return; // Offline or the server is failing: try again on the next visit.
    }
  }
}
