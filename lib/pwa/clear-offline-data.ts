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
  // (build files and the offline page) is the same for everyone and stays.
  if ("caches" in window) pending.push(...USER_CACHES.map((name) => caches.delete(name)));
  if (outbox) {
    pending.push(clearOutboxOnDevice(), clearDraftPhotos());
    for (const key of Object.keys(localStorage)) if (key.startsWith(SOIL_DRAFT_PREFIX)) localStorage.removeItem(key);
  }
  await Promise.allSettled(pending);
}
