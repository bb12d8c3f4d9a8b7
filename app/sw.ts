/// <reference lib="webworker" />
// The service worker (docs/offline.md). Built by `serwist build` into public/sw.js after
// `next build`; registered in production only (components/pwa/service-worker.tsx).
import type { PrecacheEntry, SerwistGlobalConfig } from "serwist";
import { Serwist } from "serwist";
import { runtimeCaching } from "@/lib/pwa/runtime-caching";
import { onSync } from "@/lib/offline/sync-event";
import { clearUserCaches } from "@/lib/pwa/user-caches";
import { warmCaches, warmPaths, warmRefresh } from "@/lib/pwa/warm";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // Replaced at build time with the list of files to precache.
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the user accepts it (the update banner posts SKIP_WAITING), so a
  // page is never run by a worker from a different build than the one that served it.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching,
  fallbacks: {
    entries: [{ url: "/~offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

self.addEventListener("message", (event) => {
  // /today asks for its activities' pages and media to be stored (components/pwa/warm-offline.tsx).
  const paths = warmPaths(event.data);
  if (paths) event.waitUntil(warmCaches(serwist, paths, event, warmRefresh(event.data)));
  // Sign-out (lib/pwa/clear-offline-data.ts): the answer comes once nothing of this user is
  // left, nor can arrive later.
  if (event.data?.type === "CLEAR_USER_CACHES") {
    event.waitUntil(clearUserCaches().finally(() => event.ports[0]?.postMessage("cleared")));
  }
});

// The outbox (lib/offline): requests queued with no signal are sent when the browser says the
// connection is back (Background Sync, tag "outbox"), even with no tab of the app open.
self.addEventListener("sync", (event) => onSync(event as Parameters<typeof onSync>[0]));

serwist.addEventListeners();
