// What a session is, for the sessions page and GET /api/auth/sessions: a browser (with its name
// and system), the Oila va Dala mobile app, the app's offline outbox, or another program, from the
// session's kind and the User-Agent it signed in with, and a browser sign-in made in the
// installed web app (the sign-in form reports its display mode: installedAppFromForm below). A parent who sees "unknown device" next to
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
  /**
   * For type browser: true when it signed in from the installed web app (the home-screen icon),
   * false from a browser tab, null when the sign-in did not say. Null for every other type.
   */
  installed: boolean | null;
}

/**
 * The sign-in form's display mode field (components/auth-form.tsx): "standalone" from the
 * installed web app, "browser" from a tab. The page renders it "unknown" and only its script sets
 * it, so a form sent before the script ran, or anything else, is null: never a guess.
 */
export function installedAppFromForm(value: unknown): boolean | null {
  if (value === "standalone") return true;
  if (value === "browser") return false;
  return null;
}

// Our mobile app sends "OilaDala/1.4 (Android 13)"; its background sender, which posts the
// outbox's queued requests with tokens of its own, "OilaDala-Outbox/1.4 (Android 13)"
// (docs/api-guide.md, "Sessions").
const OUR_APP = /^OilaDala(-Outbox)?\/([\w.-]+)(?:\s*\(([^)]*)\))?/i;
// The first product token of anything else: "okhttp/4.12.0", "Dart/3.3 (dart:io)", "curl/8.5.0".
const PRODUCT = /^([A-Za-z][\w.-]{0,40})\/([\w.-]{1,20})/;

const clean = (text: string | undefined) => text?.trim().slice(0, 40) || null;

export function sessionClient(kind: SessionKind, userAgent: string | null, installedApp: boolean | null = null): SessionClient {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return { type: "unknown", browser: null, system: null, product: null, installed: null };
  const ours = OUR_APP.exec(ua);
  if (ours) {
    const system = systemOf(ours[3] ?? "") ?? clean(ours[3]?.split(";")[0]);
    return { type: ours[1] ? "outbox" : "mobile_app", browser: null, system, product: clean(ours[2]), installed: null };
  }
  const browser = browserOf(ua);
  const system = systemOf(ua);
  // A browser's sign-in; an app-kind session from a browser is the web app's tokens (the API
  // reference's "try it", a script run in the page): still that browser on that system.
  // Only a browser sign-in's form reports the display mode.
  if (browser || (kind === "browser" && system)) return { type: "browser", browser, system, product: null, installed: kind === "browser" ? installedApp : null };
  const product = PRODUCT.exec(ua);
  return { type: "program", browser: null, system, product: product ? `${product[1]}/${product[2]}` : clean(ua), installed: null };
}

/**
 * Whether two sessions are the same device: the same client type, browser and system. The
 * installed web app runs in its browser on that device, so it groups with the browser's tabs.
 */
export function sameDevice(a: SessionClient, b: SessionClient): boolean {
  if (a.type === "unknown" || b.type === "unknown") return false;
  const family = (client: SessionClient) => (client.type === "outbox" ? "mobile_app" : client.type);
  return family(a) === family(b) && a.browser === b.browser && a.system === b.system;
}
