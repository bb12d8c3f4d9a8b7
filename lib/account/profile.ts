import "server-only";
import { getDb } from "@/lib/db/client";

/** When the account was made and when it accepted the privacy notice; null once it is gone. */
export async function accountDates(userId: string): Promise<{ createdAt: Date; privacyAcceptedAt: Date | null } | null> {
  const db = await getDb();
  return db.user.findUnique({ where: { id: userId }, select: { createdAt: true, privacyAcceptedAt: true } });
}
