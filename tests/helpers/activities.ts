// Test helpers of the activities tests. Children are written with Prisma directly so these tests
// do not depend on the children service, which evolves separately.
import { getDb } from "@/lib/db/client";
import { dateOnly, tashkentDate } from "@/lib/time";
import { createTestUser, type TestUser } from "@/tests/helpers/http";

/** A birth date that makes the child `months` completed months old today (Tashkent). */
export function birthDateForAge(months: number, today = tashkentDate()): string {
  const [y, m, d] = today.split("-").map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, 28)).padStart(2, "0")}`;
}

export async function addChild(
  userId: string,
  options: { ageMonths?: number; select?: boolean; deleted?: boolean; name?: string } = {},
): Promise<string> {
  const db = await getDb();
  const child = await db.child.create({
    data: {
      userId,
      name: options.name ?? "Aziza",
      gender: "female",
      birthDate: dateOnly(birthDateForAge(options.ageMonths ?? 30)),
      deletedAt: options.deleted ? new Date() : null,
    },
    select: { id: true },
  });
  if (options.select ?? true) await db.user.update({ where: { id: userId }, data: { activeChildId: child.id } });
  return child.id;
}

/** A signed-in user with one selected child of the given age. */
export async function parentWithChild(ageMonths = 30): Promise<TestUser & { childId: string }> {
  const user = await createTestUser();
  return { ...user, childId: await addChild(user.id, { ageMonths }) };
}

/** Seeded activities that fit a child of `ageMonths`, in a fixed order. */
export async function fittingActivities(ageMonths: number) {
  const db = await getDb();
  return db.activity.findMany({
    where: { minAgeMonths: { lte: ageMonths }, maxAgeMonths: { gte: ageMonths } },
    select: { id: true, categoryId: true, type: true, title: true },
    orderBy: { slug: "asc" },
  });
}

export async function attemptsOf(childId: string, activityId?: string) {
  const db = await getDb();
  return db.activityAttempt.findMany({
    where: { childId, ...(activityId ? { activityId } : {}) },
    orderBy: { startedAt: "asc" },
  });
}
