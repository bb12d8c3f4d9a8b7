// The page's side of sending: ask the service worker for a Background Sync (tag "outbox"), so
// the browser sends the outbox when the connection returns even if the tab is closed, and flush
// from the page itself where Background Sync does not exist (Safari, Firefox).
import { SYNC_TAG } from "./channel";
import { flushOutbox } from "./flush";

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (!registration?.sync || !registration.active) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false; // not allowed (e.g. permissions) or not supported: the page flushes instead
  }
}

/** Flushes now if the browser thinks it is online; always asks for a Background Sync too. */
export async function flushSoon(force = false) {
  await requestBackgroundSync();
  if (!navigator.onLine) return null;
  return flushOutbox({ force });
}
