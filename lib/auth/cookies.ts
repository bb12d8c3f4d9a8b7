// The cookies the browser session uses: the session itself (a next-auth JWT carrying the
// session's id) and the device cookie that marks a browser where the account signed in before
// (lib/auth/device.ts). In production both are __Secure- (set only over HTTPS, never readable
// from an http:// page); everywhere they are httpOnly and SameSite=Lax.
import "server-only";
import { env } from "@/lib/env";

/** The browser's session cookie lives at most 30 days; inactivity ends the session sooner. */
export const SESSION_COOKIE_SECONDS = 30 * 24 * 60 * 60;
/** The device cookie outlives sessions: it is what keeps a known phone from being slowed down. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const secure = () => env().NODE_ENV === "production";

export const sessionCookieName = () => (secure() ? "__Secure-next-auth.session-token" : "next-auth.session-token");
export const deviceCookieName = () => (secure() ? "__Secure-oila-device" : "oila-device");

export interface CookieSpec {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number };
}

export function cookieSpec(name: string, value: string, maxAge: number): CookieSpec {
  return { name, value, options: { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge } };
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
