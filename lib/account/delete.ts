// Deleting an account (DELETE /api/auth/account, the account page): everything of the user goes
// in one transaction, so a failure halfway leaves the account as it was. The foreign keys remove
// what hangs off the user (children with their growth, attempts, milestone answers,
// vaccinations and calendar feeds; fields with seasons, plots, reports and photos; refresh
// tokens; Idempotency-Keys) with ON DELETE CASCADE. Rate-limit rows have no foreign key: their
// keys are "<purpose>:<kind>:<subject>" (lib/rate-limit.ts), so the rows whose subject is the
// user's email or id go by name. lib/test/api/account/account-deletion.test.ts checks every model
// of prisma/schema.prisma against this.
import "server-only";
import { getDb } from "@/lib/db";
import { confirmPassword } from "@/lib/auth/confirm-password";

/** Deletes the user and all their data after checking the password (400 wrong_password otherwise). */
export async function deleteAccount(userId: string, password: string): Promise<void> {
  await confirmPassword(userId, password);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (!user) return; // a second request got here first
    const byEmail = `:${user.email}`;
    const byId = `:${userId}`;
    // right() rather than LIKE: an email may hold "_" or "%", which LIKE would read as patterns.
    await tx.$executeRaw`
      DELETE FROM rate_limit_hits
      WHERE right(key, char_length(${byEmail})) = ${byEmail} OR right(key, char_length(${byId})) = ${byId}`;
    await tx.user.delete({ where: { id: userId } });
  });
}
