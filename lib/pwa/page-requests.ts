// Which requests the service worker treats as pages (lib/pwa/runtime-caching.ts). Kept apart
// from the caching rules, which can only be built inside a service worker.

/** A page request: a navigation, or a page fetched ahead of time by the worker itself (HTML). */
export function isPageRequest(request: Request, url: URL): boolean {
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/_next/")) return false;
  // Next's client navigations fetch the RSC payload (`RSC: 1`, `?_rsc=`): those go to the
  // network; offline they fail and Next falls back to a full page load, answered from the cache.
  if (request.headers.has("rsc") || url.searchParams.has("_rsc")) return false;
  return request.mode === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
}
