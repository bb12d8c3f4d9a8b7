// Password sign-in with brute-force protection: failed attempts are counted per account and per
// client IP; past the limit every attempt is refused with 429 until the window ends, even with
// the right password (so guessing cannot continue by watching for a success).
import "server-only";
import { authenticate, type PublicUser } from "@/lib/auth/users";
import { LIMITS, assertUnderLimit, recordHit } from "@/lib/rate-limit";

export async function signInWithPassword(email: string, password: string, ip: string): Promise<PublicUser | null> {
  const perAccount = LIMITS.failedLoginPerAccount(email);
  const perIp = LIMITS.failedLoginPerIp(ip);
  await assertUnderLimit(perAccount, perIp);
  const user = await authenticate(email, password);
  if (!user) await Promise.all([recordHit(perAccount), recordHit(perIp)]);
  return user;
}
