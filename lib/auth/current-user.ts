// Who is calling: the session cookie (browser) or `Authorization: Bearer` (mobile). Both carry
// the same kind of JWT (next-auth's format) with the user's id and the session's id; the
// session must still be live (lib/auth/sessions.ts), so a logout or a password change elsewhere
// takes effect on the next request.
import "server-only";
import { decode, type JWT } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { readCookie, sessionCookieName } from "@/lib/auth/cookies";
import { liveSessionUser, type SessionClaims, type SessionUser } from "@/lib/auth/sessions";

export type { SessionClaims, SessionUser } from "@/lib/auth/sessions";

/** How the caller proved who they are: a cookie is sent by the browser on its own (CSRF). */
export type Credential = "cookie" | "bearer";

// Decoded tokens by their text. A token always decodes to the same payload, and clients send the
// same one for its whole life (15 minutes for the mobile app), so a repeat skips next-auth's key
// derivation and decryption (docs/performance.md, "Figures quoted from code"). An entry lasts
// until the token's own expiry. The cache holds only what the token says; whether its session is
// still live is asked of the database on every request.
const MAX_DECODED = 1000;
const decoded = new Map<string, { payload: JWT; until: number }>();

async function cachedDecode(token: string): Promise<JWT | null> {
  const hit = decoded.get(token);
  if (hit && hit.until > Date.now()) return hit.payload;
  let payload: JWT | null;
  try {
    payload = await decode({ token, secret: authSecret() });
  } catch {
    return null; // forged, tampered with or expired
  }
  if (payload && typeof payload.exp === "number") {
    decoded.delete(token);
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!); // the oldest
    decoded.set(token, { payload, until: payload.exp * 1000 });
  }
  return payload;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token a request carries and how: the session cookie first, then a Bearer header. */
export function presentedToken(headers: Headers): { token: string; via: Credential } | null {
  const cookie = readCookie(headers.get("cookie"), sessionCookieName());
  if (cookie) return { token: cookie, via: "cookie" };
  const bearer = headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ? { token: bearer, via: "bearer" } : null;
}

/** What the request's token says (user, session, how it came), before any database check; null when there is no valid token. */
export async function claimsFromHeaders(headers: Headers): Promise<(SessionClaims & { via: Credential }) | null> {
  const presented = presentedToken(headers);
  if (!presented || presented.token.length > 4096) return null;
  const payload = await cachedDecode(presented.token);
  const { sub, sid } = (payload ?? {}) as { sub?: unknown; sid?: unknown };
  if (typeof sub !== "string" || typeof sid !== "string" || !UUID.test(sub) || !UUID.test(sid)) return null;
  return { userId: sub, sessionId: sid, confirmed: false, via: presented.via };
}

/** The signed-in user of these request headers with how they signed in, or null. */
export async function userFromHeaders(headers: Headers): Promise<(SessionUser & { via: Credential }) | null> {
  const claims = await claimsFromHeaders(headers);
  const user = claims && (await liveSessionUser(claims.sessionId, claims.userId));
  return user && { ...user, via: claims.via };
}
