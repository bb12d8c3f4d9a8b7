// How the service worker answers requests that are not in the precache (docs/offline.md).
// Only GET is ever cached (a route's method defaults to GET): POST, PUT and DELETE, the auth
// endpoints and every other API call go straight to the network.
import type { RuntimeCaching, SerwistPlugin } from "serwist";
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, RangeRequestsPlugin } from "serwist";
import { MEDIA_PATH } from "@/lib/activities/media-url";
import { CACHE_NAMES } from "./cache-names";
import { isPageRequest } from "./page-requests";
import { fromThisSession } from "./user-caches";

const DAY = 24 * 60 * 60;

// A page that redirected (to /login once the session is gone, /children/new without children)
// or failed must never be stored under the address that was asked for.
const onlyFinalPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

/** Sign-in and registration: never stored (offline they show the offline page). */
const AUTH_PAGES = new Set(["/login", "/register"]);

export const runtimeCaching: RuntimeCaching[] = [
  {
    matcher: ({ request, url, sameOrigin }) => sameOrigin && AUTH_PAGES.has(url.pathname) && request.mode === "navigate",
    handler: new NetworkOnly(),
  },
  {
    matcher: ({ request, url, sameOrigin }) => sameOrigin && isPageRequest(request, url),
    handler: new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      // On a weak signal the last copy beats a spinner; a late answer still refreshes the cache.
      networkTimeoutSeconds: 3,
      // Next varies pages on its router headers, which a plain navigation never sends.
      matchOptions: { ignoreVary: true },
      plugins: [onlyFinalPages, fromThisSession, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY })],
    }),
  },
  {
    // Catalogue pictures and sounds: immutable per id. Audio seeks ask for byte ranges, which are
    // cut from the whole cached file.
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(MEDIA_PATH),
    handler: new CacheFirst({
      cacheName: CACHE_NAMES.activityMedia,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        fromThisSession,
        new RangeRequestsPlugin(),
        new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  },
  {
    // A report's photos never change (private to their owner: emptied on sign-out).
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/soil/photos/"),
    handler: new CacheFirst({
      cacheName: CACHE_NAMES.soilPhotos,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        fromThisSession,
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  },
  {
    // Build files left out of the precache (hashed names, so never stale).
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
    handler: new CacheFirst({
      cacheName: CACHE_NAMES.staticFiles,
      plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
    }),
  },
];
