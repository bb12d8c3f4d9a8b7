// What a session is, for the sessions page and GET /api/auth/sessions: a browser (with its name
// and system), the Oila va Dala mobile app, the app's offline outbox, or another program, from the
// session's kind and the User-Agent it signed in with. A parent who sees "unknown device" next to
// their own phone suspects a break-in, so "unknown" is kept for a session with no User-Agent at
// all; anything else is named by what is known of it. docs/security.md, "Sessions".
import { browserOf, systemOf } from "@/lib/auth/device-label";
import type { SessionKind } from "@/lib/auth/sessions";

export type ClientType = "browser" | "mobile_app" | "outbox" | "program" | "unknown";

export interface SessionClient {
  type: ClientType;
  /** The browser's name ("Chrome"), for type browser; null when not recognised. */
  browser: string | null;
  /** The operating system ("Android", "iOS 17"), when known. */
  system: string | null;
  /** The app's version ("1.4") for mobile_app and outbox, or another program's name ("okhttp/4.12"). */
  product: string | null;
}

// Our mobile app sends "OilaDala/1.4 (Android 13)"; its background sender, which posts the
// outbox's queued requests with tokens of its own, "OilaDala-Outbox/1.4 (Android 13)"
// (docs/api-guide.md, "Sessions").
const OUR_APP = /^OilaDala(-Outbox)?\/([\w.-]+)(?:\s*\(([^)]*)\))?/i;
// The first product token of anything else: "okhttp/4.12.0", "Dart/3.3 (dart:io)", "curl/8.5.0".
const PRODUCT = /^([A-Za-z][\w.-]{0,40})\/([\w.-]{1,20})/;

const clean = (text: string | undefined) => text?.trim().slice(0, 40) || null;

export function sessionClient(kind: SessionKind, userAgent: string | null): SessionClient {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return { type: "unknown", browser: null, system: null, product: null };
  const ours = OUR_APP.exec(ua);
  if (ours) {
    const system = systemOf(ours[3] ?? "") ?? clean(ours[3]?.split(";")[0]);
    return { type: ours[1] ? "outbox" : "mobile_app", browser: null, system, product: clean(ours[2]) };
  }
  const browser = browserOf(ua);
  const system = systemOf(ua);
  // A browser's sign-in; an app-kind session from a browser is the web app's tokens (the API
  // reference's "try it", a script run in the page): still that browser on that system.
  if (browser || (kind === "browser" && system)) return { type: "browser", browser, system, product: null };
  const product = PRODUCT.exec(ua);
  return { type: "program", browser: null, system, product: product ? `${product[1]}/${product[2]}` : clean(ua) };
}

/** Whether two sessions are the same device: the same client type, browser and system. */
export function sameDevice(a: SessionClient, b: SessionClient): boolean {
  if (a.type === "unknown" || b.type === "unknown") return false;
  const family = (client: SessionClient) => (client.type === "outbox" ? "mobile_app" : client.type);
  return family(a) === family(b) && a.browser === b.browser && a.system === b.system;
}
