// Names of the service worker's runtime caches, shared by the worker (lib/pwa/runtime-caching.ts)
// and the code that empties them on sign-out (lib/pwa/clear-offline-data.ts, app/sw.ts). Every cache here
// holds responses of the signed-in user; the precache holds only build files and the offline
// page, which are the same for everyone.
export const CACHE_NAMES = {
  pages: "pages",
  activityMedia: "activity-media",
  soilPhotos: "soil-photos",
  staticFiles: "static-files",
} as const;

export const USER_CACHES: readonly string[] = [CACHE_NAMES.pages, CACHE_NAMES.activityMedia, CACHE_NAMES.soilPhotos];
