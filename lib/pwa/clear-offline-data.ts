// Everything this device keeps for the signed-in user, removed when the session ends, so the
// next person to sign in on a shared phone never sees it (docs/offline.md, "Privacy").
// Runs in the browser.
// - Sign-out (components/sign-out-button.tsx): the pages and media kept for offline use, the
//   outbox (queued requests, their photos, receipts) and the soil form's drafts with their photos.
// - The sign-in page, where every expired session ends up (components/pwa/clear-offline-data.tsx):
//   the pages and media only. The outbox stays: it may hold a farmer's unsent analysis, which is
//   sent once the same user signs in again (lib/offline/flush.ts sends only the signed-in user's
//   items).
import { SOIL_DRAFT_PREFIX } from "@/lib/offline/draft-key";
import { clearOutboxOnDevice } from "@/lib/offline/outbox";
import { clearDraftPhotos } from "@/lib/offline/store";
import { USER_CACHES } from "./cache-names";

export async function clearOfflineData({ outbox }: { outbox: boolean }): Promise<void> {
  const pending: Promise<unknown>[] = [];
  // The service worker's runtime caches (pages, activity media, soil photos). The precache
  // (build files and the offline page) is the same for everyone and stays. The worker empties
  // them itself, after stopping what it was fetching ahead for /today; otherwise a download
  // still under way would be written into a cache just emptied. The page deletes them too, for
  // a page no worker controls.
  if ("caches" in window) {
    pending.push(askWorkerToClear().then(() => Promise.all(USER_CACHES.map((name) => caches.delete(name)))));
  }
  if (outbox) {
    pending.push(clearOutboxOnDevice(), clearDraftPhotos());
    for (const key of Object.keys(localStorage)) if (key.startsWith(SOIL_DRAFT_PREFIX)) localStorage.removeItem(key);
  }
  await Promise.allSettled(pending);
}

/** Resolves when the controlling worker says its user caches are empty, or after 3 s. */
function askWorkerToClear(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: "CLEAR_USER_CACHES" }, [channel.port2]);
    // A worker from an older build does not answer; a stuck download must not block sign-out.
    setTimeout(resolve, 3000);
  });
}
