// The service worker's Background Sync handler (app/sw.ts): the browser calls it when the
// connection returns, also with no tab open. A rejected promise makes the browser try again
// later with its own back-off, so it rejects while requests still wait for a connection.
import { flushOutbox } from "./flush";
import { SYNC_TAG } from "./channel";

type SyncEvent = Event & { tag: string; waitUntil: (promise: Promise<unknown>) => void };

export function onSync(event: SyncEvent): void {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    flushOutbox({ force: true }).then((result) => {
      if (result.waiting > 0 && !result.signedOut) throw new Error("outbox: requests still waiting");
    }),
  );
}
