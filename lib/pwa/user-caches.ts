// Runs in the service worker: empties the signed-in user's caches on sign-out
// (lib/pwa/clear-offline-data.ts asks for it with { type: "CLEAR_USER_CACHES" }).
// Emptying is not enough on its own: a request that started before sign-out (a picture of
// /today still loading on a slow link, or /today's fetch-ahead) would be written into the
// emptied cache when it arrives. Every user cache therefore carries `fromThisSession`, which
// refuses to store an answer to a request that started before the last clearing.
import type { SerwistPlugin } from "serwist";
import { USER_CACHES } from "./cache-names";
import { stopWarming } from "./warm";

/** Counts the clearings since the worker started; a request remembers the count it began with. */
let clearings = 0;

export const fromThisSession: SerwistPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.clearings = clearings;
  },
  // No state means the strategy gave none to remember: store as usual rather than never.
  cacheWillUpdate: async ({ response, state }) => (!state || state.clearings === clearings ? response : null),
};

export async function clearUserCaches(): Promise<void> {
  clearings += 1;
  await stopWarming();
  await Promise.all(USER_CACHES.map((name) => caches.delete(name)));
}
