// The one check of a signed-in user's password before a sensitive change (a new password,
// deleting the account). Guesses are throttled per session like sign-ins (lib/auth/throttle.ts),
// so a stolen session cookie cannot be used to find the password, and a thief's guessing never
// slows the owner's own sessions down.
import "server-only";
import { getDb } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/sessions";
import { subjects, throttled } from "@/lib/auth/throttle";
import { AppError } from "@/lib/problems/error";

/**
 * Resolves when `password` is the user's; otherwise 400 validation_failed (detail
 * wrong_password) with the error on `field`, the name the request used for it, or 429 while the
 * session must wait. A user that no longer exists (a token outliving its deleted account) is 401.
 */
export async function confirmPassword(user: SessionUser, password: string, field = "password"): Promise<void> {
  const db = await getDb();
  const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!row) throw new AppError("unauthorized");
  if (await throttled([subjects.session(user.sessionId)], () => verifyPassword(row.passwordHash, password))) return;
  throw new AppError("validation_failed", {
    detail: "wrong_password",
    errors: [{ path: field, message: "The current password is wrong." }],
  });
}
