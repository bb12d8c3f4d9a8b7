// Runs in the service worker: fetches ahead of time the pages and media a page asked for
// ({ type: "WARM_OFFLINE", urls }, sent by components/pwa/warm-offline.tsx and
// components/offline/soil-form-warmer.tsx), so today's activities play offline even if the
// parent never opened them, and the soil form opens in the field. Only what is not cached yet is
// fetched (or, asked to refresh, a page again), one at a time, so a repeat visit costs no data
// and a weak link is not flooded.
// Sign-out aborts every run (stopWarming, called by lib/pwa/user-caches.ts), so no more data is
// spent on the previous user's plan.
import { Strategy, type Serwist } from "serwist";
import { MEDIA_PATH } from "@/lib/activities/media-url";
import { CACHE_NAMES } from "./cache-names";
import { SOIL_FORM_PATH } from "./soil-form";

const ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// Activity players for /today, and the soil form, warmed after sign-in so a farmer can open it
// in the field without ever having opened it online (components/offline/soil-form-warmer.tsx).
const PAGE = new RegExp(`^(?:/activities/${ID}|${SOIL_FORM_PATH})$`);
const MEDIA = new RegExp(`^${MEDIA_PATH}${ID}$`);
// A plan has at most five activities, each with at most a few dozen pictures and sounds.
const MAX_URLS = 80;

/** The paths of a valid WARM_OFFLINE message; null for any other message. */
export function warmPaths(data: unknown): string[] | null {
  if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== "WARM_OFFLINE") return null;
  const urls = (data as { urls?: unknown }).urls;
  if (!Array.isArray(urls)) return null;
  return urls
    .filter((url): url is string => typeof url === "string" && (PAGE.test(url) || MEDIA.test(url)))
    .slice(0, MAX_URLS);
}

/**
 * Whether the message asks for its pages to be fetched again although stored: the soil form
 * stored before the farmer's fields last changed lists old fields (components/offline/soil-form-warmer.tsx).
 */
export function warmRefresh(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { refresh?: unknown }).refresh === true;
}

/** The runs in progress, each with the means to abort its current download. */
const running = new Set<{ controller: AbortController; done: Promise<void> }>();

export function warmCaches(serwist: Serwist, paths: string[], event: ExtendableEvent, refresh = false): Promise<void> {
  const controller = new AbortController();
  const run = { controller, done: Promise.resolve() };
  run.done = warmEach(serwist, paths, event, controller.signal, refresh).finally(() => running.delete(run));
  running.add(run);
  return run.done;
}

/** Aborts every run and resolves once none of them can write to a cache any more. */
export async function stopWarming(): Promise<void> {
  const runs = [...running];
  for (const run of runs) run.controller.abort();
  await Promise.allSettled(runs.map((run) => run.done));
}

async function warmEach(serwist: Serwist, paths: string[], event: ExtendableEvent, signal: AbortSignal, refresh: boolean): Promise<void> {
  for (const path of paths) {
    if (signal.aborted) return;
    const isPage = PAGE.test(path);
    const cache = await caches.open(isPage ? CACHE_NAMES.pages : CACHE_NAMES.activityMedia);
    // A refreshed page keeps its stored copy until the new one has arrived (the route writes it).
    if (!(refresh && isPage) && (await cache.match(path, { ignoreVary: true }))) continue;
    // The same routes as the browser's own requests (lib/pwa/runtime-caching.ts); a page is
    // asked for as HTML, as a navigation would.
    const request = new Request(path, {
      credentials: "same-origin",
      headers: isPage ? { accept: "text/html" } : {},
      signal,
    });
    const url = new URL(request.url);
    const { route } = serwist.findMatchingRoute({ url, sameOrigin: true, request, event });
    if (!(route?.handler instanceof Strategy)) return;
    try {
      // handleAll's second promise settles after the response is written to the cache, which
      // is what stopWarming waits for (handleRequest would resolve before the write).
      const [response, written] = route.handler.handleAll({ request, event });
      await response;
      await written;
    } catch {
      return; // Offline, the server is failing, or sign-out aborted the run: try on the next visit.
    }
  }
}
