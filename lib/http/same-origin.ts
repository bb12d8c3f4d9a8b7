// Whether a request came from the app's own pages (docs/security.md, "Cross-site requests").
// Browsers send the session cookie with requests other sites start too (SameSite=Lax keeps it
// off cross-site POSTs only in browsers that honour it, and not from a sibling subdomain), so a
// request that changes data with the cookie must prove where it came from:
// - Sec-Fetch-Site, which every current browser sets and no page can forge: only "same-origin";
// - else (older browsers) Origin, which browsers send with every POST/PUT/PATCH/DELETE: the app's
//   public origin (PUBLIC_ORIGIN) or the origin of the Host the request was sent to.
import { publicOrigin } from "@/lib/env";

export function isSameOrigin(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = headers.get("origin");
  if (!origin || !URL.canParse(origin)) return false;
  if (origin === publicOrigin()) return true;
  return new URL(origin).host === headers.get("host");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the method may change data (and so needs the same-origin proof with a cookie). */
export const isUnsafeMethod = (method: string) => !SAFE_METHODS.has(method.toUpperCase());
