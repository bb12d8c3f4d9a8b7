// Everything this device keeps for the signed-in user, removed when the session ends, so the
// next person to sign in on a shared phone never sees it (docs/offline.md, "Privacy").
// Called on sign-out (components/sign-out-button.tsx) and on the sign-in page, where every
// expired session ends up (components/pwa/clear-offline-data.tsx). Runs in the browser.
import { USER_CACHES } from "./cache-names";

export async function clearOfflineData(): Promise<void> {
  const pending: Promise<unknown>[] = [];
  // The service worker's runtime caches (pages, activity media, soil photos). The precache
  // (build files and the offline page) is the same for everyone and stays.
  if ("caches" in window) pending.push(...USER_CACHES.map((name) => caches.delete(name)));
  // ---- The offline outbox (lib/offline/) adds the clearing of its IndexedDB here. ----
  await Promise.allSettled(pending);
}
