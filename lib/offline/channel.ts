// Tells every open page (and the service worker) that the outbox changed, so lists and notices
// read it again. BroadcastChannel reaches other tabs and workers of the site; a fresh channel
// per message also reaches listeners in the sending page itself.
export const CHANNEL_NAME = "oila-dala-outbox";
/** The Background Sync tag the service worker listens for (sync-event.ts). */
export const SYNC_TAG = "outbox";

export function notifyChanged(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ type: "changed" });
  channel.close();
}

/** Calls `onChange` whenever the outbox changed anywhere; returns the unsubscribe. */
export function watchOutbox(onChange: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => onChange();
  return () => channel.close();
}
