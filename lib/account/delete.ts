// Deleting an account (DELETE /api/auth/account, the account page): everything of the user goes
// in one transaction, so a failure halfway leaves the account as it was. The foreign keys remove
// what hangs off the user (children with their growth, attempts, milestone answers,
// vaccinations and calendar feeds; fields with seasons, plots, reports and photos; refresh
// tokens; sessions; Idempotency-Keys) with ON DELETE CASCADE. Rate-limit rows and the sign-in
// throttle's failure counts have no foreign key: their keys are "<purpose>:<kind>:<subject>"
// (lib/rate-limit.ts, lib/auth/throttle.ts), so the rows whose subject is the user's email, id or
// one of their sessions go by name. tests/api/account/account-deletion.test.ts checks every model
// of prisma/schema.prisma against this.
import "server-only";
import { getDb } from "@/lib/db/client";
import { confirmPassword } from "@/lib/auth/confirm-password";
import type { SessionUser } from "@/lib/auth/sessions";

/** Deletes the user and all their data after checking the password (400 wrong_password otherwise). */
export async function deleteAccount(signedIn: SessionUser, password: string): Promise<void> {
  await confirmPassword(signedIn, password);
  const userId = signedIn.id;
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, sessions: { select: { id: true } } } });
    if (!user) return; // a second request got here first
    const subjects = [user.email, userId, ...user.sessions.map((session) => session.id)].map((subject) => `:${subject}`);
    // right() rather than LIKE: an email may hold "_" or "%", which LIKE would read as patterns.
    await tx.$executeRaw`
      DELETE FROM rate_limit_hits WHERE EXISTS (SELECT 1 FROM unnest(${subjects}::text[]) AS s WHERE right(key, char_length(s)) = s)`;
    await tx.$executeRaw`
      DELETE FROM auth_failures WHERE EXISTS (SELECT 1 FROM unnest(${subjects}::text[]) AS s WHERE right(key, char_length(s)) = s)`;
    await tx.user.delete({ where: { id: userId } });
  });
}
