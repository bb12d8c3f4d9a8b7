// The page's side of sending: ask the service worker for a Background Sync (tag "outbox"), so
// the browser sends the outbox when the connection returns even if the tab is closed, and flush
// from the page itself where Background Sync does not exist (Safari, Firefox).
import { SYNC_TAG } from "./channel";
import { flushOutbox } from "./flush";

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/**
 * Only while the browser knows it is offline: Background Sync fires as soon as the browser is
 * online, so asking for it online would only retry at once, ignoring the back-off (a 503 or the
 * daily quota would be hit again straight away).
 */
export async function requestBackgroundSync(): Promise<boolean> {
  if (navigator.onLine) return false;
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (!registration?.sync || !registration.active) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false; // not allowed (e.g. permissions) or not supported: the page flushes instead
  }
}

/** Flushes now if the browser thinks it is online, else asks for a Background Sync. */
export async function flushSoon(force = false) {
  if (!navigator.onLine) {
    await requestBackgroundSync();
    return null;
  }
  return flushOutbox({ force });
}
