// Moving a child's birth date (a corrected typo) without leaving history before birth. Every
// dated record of the child is checked: growth records, vaccinations, milestone answers and
// activity attempts. Any that would fall before the new date refuses the change (400
// records_before_birth, one error per record); otherwise the birth measurement and the doses
// marked "given on time" follow the new date. Call with the child locked.
import "server-only";
import { AppError, type FieldError } from "@/lib/problems/error";
import type { ProblemRecord } from "@/lib/problems/spec";
import { dateOnly, isoDate } from "@/lib/time";
import type { Gender } from "@/lib/children/enums";
import type { LockedChild, Tx } from "@/lib/children/locks";
import { redateOnSchedule } from "@/lib/vaccinations/vaccinations";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { recordBeforeBirthMessage } from "@/lib/children/birth-date-messages";

/** At most this many records are named; the detail already says what to do with the rest. */
const MAX_NAMED = 20;

/** The child's dated records before `birthDate`, earliest first; the birth measurement and "on time" doses move along, so they never count. */
async function recordsBefore(tx: Tx, child: LockedChild, birthDate: string): Promise<ProblemRecord[]> {
  const before = dateOnly(birthDate);
  const [growth, vaccinations, answers, attempts] = await Promise.all([
    tx.growthRecord.findMany({
      where: { childId: child.id, recordedAt: { lt: before, not: dateOnly(child.birthDate) } },
      select: { id: true, recordedAt: true },
    }),
    tx.vaccination.findMany({ where: { childId: child.id, givenOn: { lt: before }, onSchedule: false }, select: { doseId: true, givenOn: true } }),
    tx.milestoneAnswer.findMany({ where: { childId: child.id, answeredOn: { lt: before } }, select: { milestoneId: true, answeredOn: true } }),
    tx.activityAttempt.findMany({ where: { childId: child.id, day: { lt: before } }, select: { id: true, day: true } }),
  ]);
  const records: ProblemRecord[] = [
    ...growth.map((r) => ({ kind: "growth" as const, id: r.id, date: isoDate(r.recordedAt) })),
    ...vaccinations.map((r) => ({ kind: "vaccination" as const, id: r.doseId, date: isoDate(r.givenOn!) })),
    ...answers.map((r) => ({ kind: "milestone" as const, id: r.milestoneId, date: isoDate(r.answeredOn) })),
    ...attempts.map((r) => ({ kind: "activity" as const, id: r.id, date: isoDate(r.day) })),
  ];
  return records.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export async function moveBirthDate(
  tx: Tx,
  child: LockedChild,
  birthDate: string,
  gender: Gender,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  const records = await recordsBefore(tx, child, birthDate);
  if (records.length > 0) {
    const errors: FieldError[] = records.slice(0, MAX_NAMED).map((record) => ({
      path: "birthDate",
      message: recordBeforeBirthMessage(record, birthDate, locale),
      record,
    }));
    throw new AppError("records_before_birth", { errors });
  }
  await tx.growthRecord.updateMany({
    where: { childId: child.id, recordedAt: dateOnly(child.birthDate) },
    data: { recordedAt: dateOnly(birthDate) },
  });
  await redateOnSchedule(tx, { id: child.id, birthDate, gender }, today);
}
