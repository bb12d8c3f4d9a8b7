// Tokens. Access tokens and the browser's session cookie are next-auth JWTs carrying the user's
// id and the session's id (one decoder serves cookie and Bearer, lib/auth/current-user.ts).
// Refresh tokens are random strings stored only as SHA-256 hashes; they rotate on every use, and
// presenting a used one revokes its whole family and ends the session (a stolen token that is
// replayed locks out the thief and the victim's copy alike). A family is one app session: its id
// is the session's id.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { getDb } from "@/lib/db/client";
import { authSecret } from "@/lib/auth/secret";
import { SESSION_COOKIE_SECONDS } from "@/lib/auth/cookies";
import { APP_SESSION_SECONDS, endSessions, extendAppSession, startSession } from "@/lib/auth/sessions";
import { AppError } from "@/lib/problems/error";
import type { PublicUser } from "@/lib/auth/users";
import type { TokenResponse } from "@/lib/auth/schemas";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = APP_SESSION_SECONDS;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function mintJwt(user: PublicUser, sessionId: string, maxAge: number): Promise<string> {
  return encode({ token: { sub: user.id, sid: sessionId }, secret: authSecret(), maxAge });
}

export function mintAccessToken(user: PublicUser, sessionId: string): Promise<string> {
  return mintJwt(user, sessionId, ACCESS_TOKEN_SECONDS);
}

/** The browser session cookie's value. */
export function mintSessionCookie(user: PublicUser, sessionId: string): Promise<string> {
  return mintJwt(user, sessionId, SESSION_COOKIE_SECONDS);
}

async function mintRefreshToken(userId: string, familyId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.refreshToken.create({
    data: {
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    },
  });
  return token;
}

async function tokenPair(user: PublicUser, familyId: string): Promise<TokenResponse> {
  const [accessToken, refreshToken] = await Promise.all([mintAccessToken(user, familyId), mintRefreshToken(user.id, familyId)]);
  return { accessToken, refreshToken, tokenType: "Bearer", expiresIn: ACCESS_TOKEN_SECONDS };
}

/** A new app sign-in: a new session, whose id is the new token family's. */
export async function issueTokens(user: PublicUser, userAgent: string | null): Promise<TokenResponse> {
  return tokenPair(user, await startSession(user.id, "app", userAgent));
}

/** Trades a live refresh token for a new pair; anything else is 401. */
export async function rotateRefreshToken(presented: string): Promise<TokenResponse> {
  const db = await getDb();
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: hashToken(presented) },
    include: { user: { select: { id: true, email: true, name: true } } },
  });
  if (!stored) throw new AppError("unauthorized", { detail: "refresh_invalid" });
  const now = new Date();
  if (stored.revokedAt || stored.expiresAt <= now) throw new AppError("unauthorized", { detail: "refresh_expired" });
  // Mark it used only if nobody else did first: of two concurrent refreshes, one wins.
  const claimed = stored.usedAt
    ? 0
    : (await db.refreshToken.updateMany({ where: { id: stored.id, usedAt: null, revokedAt: null }, data: { usedAt: now } }))
        .count;
  if (claimed === 0) {
    await endSessions(stored.userId, { only: stored.familyId });
    throw new AppError("unauthorized", { detail: "refresh_reused" });
  }
  // The session may have been ended elsewhere ("sign out everywhere", a password change).
  if (!(await extendAppSession(stored.familyId))) throw new AppError("unauthorized", { detail: "refresh_expired" });
  return tokenPair(stored.user, stored.familyId);
}

/** Sign-out for the mobile app: the session and its tokens end. Unknown tokens are ignored (idempotent). */
export async function revokeRefreshToken(presented: string): Promise<void> {
  const db = await getDb();
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(presented) }, select: { familyId: true, userId: true } });
  if (stored) await endSessions(stored.userId, { only: stored.familyId });
}
