// Devices the account signed in on before (OWASP, "Slow Down Online Guessing Attacks with Device
// Cookies"). Failures from elsewhere do not slow them down (lib/auth/throttle.ts), so a stranger
// guessing a parent's password cannot keep the parent out of the phone they always use.
// - Browser: a device cookie of up to five `<nonce>.<mac>` entries, one per account signed in on
//   that browser (a family phone), each an HMAC of the nonce and the account's e-mail under
//   AUTH_SECRET: it proves an earlier sign-in of that account and names no one.
// - App: any refresh token the app was given for the account, even a used or expired one.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { getDb } from "@/lib/db/client";
import { hashToken } from "@/lib/auth/tokens";

const MAX_ENTRIES = 5;

const mac = (nonce: string, email: string) => createHmac("sha256", authSecret()).update(`device|${nonce}|${email}`).digest("base64url");

function entries(cookie: string | undefined): Array<{ nonce: string; mac: string }> {
  return (cookie ?? "")
    .split("~")
    .slice(0, MAX_ENTRIES)
    .map((entry) => entry.split("."))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{16,64}$/.test(parts[0]) && /^[\w-]{43}$/.test(parts[1]))
    .map(([nonce, value]) => ({ nonce, mac: value }));
}

/** The device id the cookie proves for this e-mail, or null. */
export function deviceFromCookie(cookie: string | undefined, email: string): string | null {
  for (const entry of entries(cookie)) {
    const expected = Buffer.from(mac(entry.nonce, email));
    const given = Buffer.from(entry.mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return entry.nonce;
  }
  return null;
}

/** The cookie after a successful sign-in of `email`: its entry first, others kept. */
export function rememberDevice(cookie: string | undefined, email: string): string {
  const known = deviceFromCookie(cookie, email);
  const nonce = known ?? randomBytes(18).toString("base64url");
  const others = entries(cookie).filter((entry) => entry.nonce !== nonce);
  return [{ nonce, mac: mac(nonce, email) }, ...others]
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.nonce}.${entry.mac}`)
    .join("~");
}

/** The app's device: the session (token family) of a refresh token given to this e-mail's account. */
export async function deviceFromRefreshToken(token: string | undefined, email: string): Promise<string | null> {
  if (!token) return null;
  const db = await getDb();
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { familyId: true, user: { select: { email: true } } },
  });
  return stored?.user.email === email ? stored.familyId : null;
}
