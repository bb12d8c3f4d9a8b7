// The browser's sign-in (docs/security.md): the password under the throttle, then a session row,
// the session cookie carrying its id, and the device cookie that keeps this browser from being
// slowed down by failures elsewhere. Pages set the cookies this returns (app/(auth)/actions.ts).
import "server-only";
import { cookieSpec, DEVICE_COOKIE_SECONDS, deviceCookieName, SESSION_COOKIE_SECONDS, sessionCookieName, type CookieSpec } from "@/lib/auth/cookies";
import { deviceFromCookie, rememberDevice } from "@/lib/auth/device";
import { startSession } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { mintSessionCookie } from "@/lib/auth/tokens";
import type { PublicUser } from "@/lib/auth/users";

export interface BrowserRequest {
  ip: string;
  userAgent: string | null;
  /** The device cookie's value, if the browser has one. */
  deviceCookie: string | undefined;
  /** Whether the sign-in form was in the installed web app; null when it did not say (installedAppFromForm). */
  installedApp: boolean | null;
}

/** A new browser session for a user whose password was just checked (sign-in or sign-up). */
export async function startBrowserSession(user: PublicUser, request: BrowserRequest): Promise<CookieSpec[]> {
  const sessionId = await startSession(user.id, "browser", request.userAgent, request.installedApp);
  return [
    cookieSpec(sessionCookieName(), await mintSessionCookie(user, sessionId), SESSION_COOKIE_SECONDS),
    cookieSpec(deviceCookieName(), rememberDevice(request.deviceCookie, user.email), DEVICE_COOKIE_SECONDS),
  ];
}

/** The cookies of a successful sign-in, or null for a wrong e-mail or password (429 when throttled). */
export async function signInBrowser(email: string, password: string, request: BrowserRequest): Promise<CookieSpec[] | null> {
  const deviceId = deviceFromCookie(request.deviceCookie, email);
  const user = await signInWithPassword({ email, password, ip: request.ip, deviceId });
  return user && startBrowserSession(user, request);
}
