// The milestone checklist of one child: the window for the child's (corrected) age, the items
// with the parent's answers, what comes next, and the calm "talk to your doctor" note.
// Owner-scoped like the growth records: a child of another user, or deleted, is a 404.
import "server-only";
import { childWhere, whoId, type Who } from "@/lib/sharing/access";
import { recordersOf } from "@/lib/sharing/recorders";
import type { RecordedBy } from "@/lib/sharing/recorded-by";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { dateOnly, isoDate, tashkentDate } from "@/lib/time";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { lockChild } from "@/lib/children/locks";
import { WINDOWS, catalogueItem, type CatalogueItem } from "@/lib/milestones/catalogue";
import { TALK_TO_DOCTOR, adviceReasons, answerExpected, correctionEndedWindow, milestoneAge, neighbours, windowFor } from "@/lib/milestones/rules";
import { gestationWeeks } from "@/lib/children/corrected-age";
import type {
  Answer,
  MilestoneAnswerView,
  MilestoneItemView,
  MilestonesResponse,
  PutMilestoneAnswerInput,
} from "@/lib/milestones/schemas";

interface StoredAnswer {
  answer: Answer;
  date: string;
  recordedBy?: RecordedBy;
}

export function itemView(item: CatalogueItem, locale: Locale, answer: StoredAnswer | undefined): MilestoneItemView {
  const milestone = item.kind === "milestone" ? item : null;
  return {
    id: item.id,
    kind: item.kind,
    domain: milestone?.domain ?? null,
    text: item.text[locale],
    optional: milestone?.optional ?? false,
    whoWindow: milestone?.who ? { fromMonths: milestone.who.p1, toMonths: milestone.who.p99 } : null,
    answer: answer ?? null,
  };
}

function windowItems(ageMonths: number | null, locale: Locale, answers: Map<string, StoredAnswer>, withSigns: boolean) {
  const window = WINDOWS.find((w) => w.ageMonths === ageMonths);
  if (!window) return [];
  const items: CatalogueItem[] = withSigns ? [...window.milestones, ...window.signs] : window.milestones;
  return items.map((item) => itemView(item, locale, answers.get(item.id)));
}

type AnswerRow = { milestoneId: string; answer: string; answeredOn: Date; recordedBy?: string | null };

/**
 * Answers by catalogue id; ids no longer in the catalogue are dropped. With `recordedBy` (from
 * recordersOf), each answer read with its recorded_by says who recorded it.
 */
export function answerMap(rows: AnswerRow[], recordedBy?: (id: string | null) => RecordedBy): Map<string, StoredAnswer> {
  return new Map(
    rows
      .filter((row) => catalogueItem(row.milestoneId))
      .map((row) => {
        const stored: StoredAnswer = { answer: row.answer as Answer, date: isoDate(row.answeredOn) };
        if (recordedBy && row.recordedBy !== undefined) stored.recordedBy = recordedBy(row.recordedBy);
        return [row.milestoneId, stored];
      }),
  );
}

/** The checklist of an active child of the user for the current window, or `window` (a check age). */
export async function getMilestones(
  who: Who,
  childId: string,
  options: { window?: number; today?: string; locale?: Locale } = {},
): Promise<MilestonesResponse> {
  const today = options.today ?? tashkentDate();
  const locale = options.locale ?? DEFAULT_LOCALE;
  const db = await getDb();
  const child = await db.child.findFirst({
    where: childWhere(who, childId),
    select: {
      birthDate: true,
      gestationalWeeks: true,
      gestationalDays: true,
      milestoneAnswers: { select: { milestoneId: true, answer: true, answeredOn: true, recordedBy: true } },
    },
  });
  if (!child) throw new AppError("not_found", { detail: "child" });
  const recordedBy = await recordersOf("child", childId, child.milestoneAnswers.map((row) => row.recordedBy), whoId(who));
  const answers = answerMap(child.milestoneAnswers, recordedBy);
  const birthDate = isoDate(child.birthDate);
  const gestation = gestationWeeks(child);
  const age = milestoneAge(birthDate, gestation, today);
  const currentWindow = windowFor(age.months);
  const correctedWindow = correctionEndedWindow(birthDate, gestation, today);
  const window = options.window ?? currentWindow;
  const { previous, next } = neighbours(window);
  const reasons = adviceReasons(new Map([...answers].map(([id, a]) => [id, a.answer])), currentWindow, correctedWindow ?? currentWindow, age.months);
  return {
    childId,
    ageMonths: age.months,
    correctedAge: age.corrected,
    correctionEnded: correctedWindow === null ? null : { correctedWindow },
    currentWindow,
    window,
    earlyForWindow: answerExpected(age.months, window),
    previousWindow: previous,
    nextWindow: next,
    items: windowItems(window, locale, answers, true),
    next: windowItems(next, locale, answers, false),
    advice: { talkToDoctor: reasons.length > 0, reasons, message: reasons.length > 0 ? TALK_TO_DOCTOR[locale] : null },
  };
}

/** Stores the parent's answer (an upsert: the same request twice leaves the same row). */
export async function answerMilestone(
  who: Who,
  childId: string,
  milestoneId: string,
  input: PutMilestoneAnswerInput,
  today: string = tashkentDate(),
): Promise<MilestoneAnswerView> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // Locked so a parallel birth-date change cannot leave an answer dated before birth.
    const child = await lockChild(tx, who, childId);
    if (!catalogueItem(milestoneId)) throw new AppError("not_found", { detail: "milestone" });
    const date = input.date ?? today;
    if (date < child.birthDate) {
      throw new AppError("validation_failed", { errors: [{ path: "date", message: "date cannot be before the birth date." }] });
    }
    const data = { answer: input.answer, answeredOn: dateOnly(date), recordedBy: whoId(who) };
    await tx.milestoneAnswer.upsert({
      where: { childId_milestoneId: { childId, milestoneId } },
      create: { childId, milestoneId, ...data },
      update: data,
    });
    return { milestoneId, answer: input.answer, date };
  });
}
