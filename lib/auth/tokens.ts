// Tokens for the mobile app. Access tokens are next-auth JWTs (the same format as the browser
// session, so one decoder serves cookie and Bearer). Refresh tokens are random strings stored
// only as SHA-256 hashes; they rotate on every use, and presenting a used one revokes its whole
// family (a stolen token that is replayed locks out the thief and the victim's copy alike).
import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { getDb } from "@/lib/db";
import { authSecret } from "@/lib/auth/secret";
import { AppError } from "@/lib/problems/error";
import type { PublicUser } from "@/lib/auth/users";
import type { TokenResponse } from "@/lib/auth/schemas";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function mintAccessToken(user: PublicUser): Promise<string> {
  return encode({
    token: { sub: user.id, email: user.email, name: user.name },
    secret: authSecret(),
    maxAge: ACCESS_TOKEN_SECONDS,
  });
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
  const [accessToken, refreshToken] = await Promise.all([mintAccessToken(user), mintRefreshToken(user.id, familyId)]);
  return { accessToken, refreshToken, tokenType: "Bearer", expiresIn: ACCESS_TOKEN_SECONDS };
}

/** A new sign-in: a fresh token family. */
export function issueTokens(user: PublicUser): Promise<TokenResponse> {
  return tokenPair(user, randomUUID());
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
    await revokeFamily(stored.familyId);
    throw new AppError("unauthorized", { detail: "refresh_reused" });
  }
  return tokenPair(stored.user, stored.familyId);
}

export async function revokeFamily(familyId: string): Promise<void> {
  const db = await getDb();
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Sign-out for the mobile app: the token's family dies. Unknown tokens are ignored (idempotent). */
export async function revokeRefreshToken(presented: string): Promise<void> {
  const db = await getDb();
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(presented) }, select: { familyId: true } });
  if (stored) await revokeFamily(stored.familyId);
}
