import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/problems/error";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { RegisterInput } from "@/lib/auth/schemas";
import { isUniqueViolation } from "@/lib/db/errors";
import { endSessionsWrites, type SessionUser } from "@/lib/auth/sessions";
import { subjects, throttled } from "@/lib/auth/throttle";

export interface PublicUser {
  id: string;
  email: string;
  name: string;
}

const publicFields = { id: true, email: true, name: true } as const;

export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { email: input.email, name: input.name, passwordHash },
      select: publicFields,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("email_taken");
    throw error;
  }
}

/** The user for these credentials, or null (same answer for unknown email and wrong password). */
export async function authenticate(email: string, password: string): Promise<PublicUser | null> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email }, select: { ...publicFields, passwordHash: true } });
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) return null;
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * Checks a signed-in user's password before a grave step (a new password, deleting the account):
 * 400 on `field` when wrong. Guesses are throttled per session like sign-ins (lib/auth/throttle.ts),
 * so a stolen session cookie cannot be used to find the password, and a thief's guessing never
 * slows the owner's own sessions down.
 */
export async function confirmPassword(user: SessionUser, password: string, field = "password"): Promise<void> {
  const db = await getDb();
  const valid = await throttled([subjects.session(user.sessionId)], async () => {
    const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
    return verifyPassword(row?.passwordHash ?? null, password);
  });
  if (!valid) {
    throw new AppError("validation_failed", {
      detail: "wrong_password",
      errors: [{ path: field, message: "The current password is wrong." }],
    });
  }
}

/** Changes the password after checking the current one; every other session ends with the old one. */
export async function changePassword(user: SessionUser, currentPassword: string, newPassword: string): Promise<void> {
  await confirmPassword(user, currentPassword, "currentPassword");
  const db = await getDb();
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash, passwordChangedAt: new Date() } }),
    ...endSessionsWrites(db, user.id, { except: user.sessionId }),
  ]);
}
