// The one check of a signed-in user's password before a sensitive change (a new password,
// deleting the account). Keeping it in one place means one place to limit guessing.
import "server-only";
import { getDb } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/problems/error";

/**
 * Resolves when `password` is the user's; otherwise 400 validation_failed (detail
 * wrong_password) with the error on `field`, the name the request used for it. A user that no
 * longer exists (a token outliving its deleted account) is 401.
 */
export async function confirmPassword(userId: string, password: string, field = "password"): Promise<void> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new AppError("unauthorized");
  if (await verifyPassword(user.passwordHash, password)) return;
  throw new AppError("validation_failed", {
    detail: "wrong_password",
    errors: [{ path: field, message: "The current password is wrong." }],
  });
}
