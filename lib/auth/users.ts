import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { confirmPassword } from "@/lib/auth/confirm-password";
import type { RegisterInput } from "@/lib/auth/schemas";
import { isUniqueViolation } from "@/lib/db/errors";
import { endSessionsWrites, type SessionUser } from "@/lib/auth/sessions";

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
      // Registering is accepting the privacy notice (docs/privacy.md): clients show it first.
      data: { email: input.email, name: input.name, passwordHash, privacyAcceptedAt: new Date() },
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
