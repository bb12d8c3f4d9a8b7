// Child profile services (docs/api-guide.md section 4; docs/decisions/002-children-api.md). Free of
// Request objects so server components can call them too; every query is scoped to the user and to
// children not soft-deleted.
import "server-only";
import { getDb } from "@/lib/db/client";
import { readerId, type Reader } from "@/lib/auth/sessions";
import { AppError } from "@/lib/problems/error";
import { childWhere, whoId, type Who } from "@/lib/sharing/access";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { dateOnly, tashkentDate } from "@/lib/time";
import { LIMITS, TERM_WEEKS, hasMeasurement } from "@/lib/children/fields";
import { ensureSelection, lockChild, lockUser, nextCreatedAt, type LockedChild } from "@/lib/children/locks";
import { querySummaries, toChildSummary } from "@/lib/children/summary";
import { moveBirthDate } from "@/lib/children/birth-date";
import { assessMeasurement } from "@/lib/children/growth";
import { assertPlausible } from "@/lib/children/plausibility";
import type { ChildDetails, ChildSummary, CreateChildInput, UpdateChildInput } from "@/lib/children/schemas";

export interface ViewOptions {
  /** Language of ageLabel; default uz. */
  locale?: Locale;
  /** Today's Asia/Tashkent date (YYYY-MM-DD); default now. Tests pin it. */
  today?: string;
}

async function summaryOf(userId: string, childId: string, options: ViewOptions): Promise<ChildSummary> {
  const [row] = await querySummaries(userId, childId);
  // Deleted by a parallel request between our write and this read.
  if (!row) throw new AppError("not_found", { detail: "child" });
  return toChildSummary(row, options.locale ?? DEFAULT_LOCALE, options.today ?? tashkentDate());
}

/**
 * Active children, oldest created first; exactly one has isSelected when there are any. The
 * reader may be a token's claims: the same statement then checks the session (readAs).
 */
export async function listChildren(reader: Reader, options: ViewOptions = {}): Promise<ChildSummary[]> {
  const db = await getDb();
  const userId = readerId(reader);
  let rows = await querySummaries(reader);
  if (rows.length > 0 && !rows.some((row) => row.id === row.activeChildId)) {
    // Only data written outside these services can get here; repair it under the lock
    // rather than answer with no selected child.
    await db.$transaction(async (tx) => ensureSelection(tx, userId, (await lockUser(tx, userId)).activeChildId));
    rows = await querySummaries(userId);
  }
  const locale = options.locale ?? DEFAULT_LOCALE;
  const today = options.today ?? tashkentDate();
  return rows.map((row) => toChildSummary(row, locale, today));
}

/** One child with every profile field (for edit forms). */
export async function getChild(who: Who, childId: string, options: ViewOptions = {}): Promise<ChildDetails> {
  const db = await getDb();
  const userId = whoId(who);
  const child = await db.child.findFirst({
    where: childWhere(who, childId),
    select: {
      isPremature: true,
      gestationalWeeks: true,
      gestationalDays: true,
      feedingType: true,
      allergies: true,
      chronicConditions: true,
      notes: true,
    },
  });
  if (!child) throw new AppError("not_found", { detail: "child" });
  const summary = await summaryOf(userId, childId, options);
  return { ...summary, ...child, feedingType: child.feedingType as ChildDetails["feedingType"] };
}

function measurementData(input: CreateChildInput | UpdateChildInput) {
  return { weight: input.weight ?? null, height: input.height ?? null, headCircumference: input.headCircumference ?? null };
}

/** 422 implausible_measurement for very unlikely values, unless the input confirms them (plausibility.ts). */
function checkMeasurements(
  child: Pick<LockedChild, "gender" | "birthDate" | "gestationalWeeks" | "gestationalDays">,
  recordedAt: string,
  input: CreateChildInput | UpdateChildInput,
) {
  if (!hasMeasurement(input)) return;
  assertPlausible(assessMeasurement(child, recordedAt, { ...measurementData(input), heightPosition: null }), input.confirmed);
}

// isPremature follows gestationalWeeks when only the weeks are sent, so the two never disagree.
function prematurity(input: { isPremature?: boolean | null; gestationalWeeks?: number | null }) {
  if (input.isPremature !== undefined || input.gestationalWeeks == null) return input.isPremature;
  return input.gestationalWeeks < TERM_WEEKS;
}

/**
 * Creates the child; the user's first child becomes the selected one. Any measurement sent
 * becomes the first growth record, dated birthDate, in the same transaction.
 */
export async function createChild(userId: string, input: CreateChildInput, options: ViewOptions = {}): Promise<ChildSummary> {
  const db = await getDb();
  const birth = {
    gender: input.gender,
    birthDate: input.birthDate,
    gestationalWeeks: input.gestationalWeeks ?? null,
    gestationalDays: input.gestationalDays ?? null,
  };
  checkMeasurements(birth, input.birthDate, input);
  const childId = await db.$transaction(async (tx) => {
    const { activeChildId } = await lockUser(tx, userId);
    const child = await tx.child.create({
      data: {
        userId,
        name: input.name,
        birthDate: dateOnly(input.birthDate),
        gender: input.gender,
        isPremature: prematurity(input) ?? null,
        gestationalWeeks: input.gestationalWeeks ?? null,
        gestationalDays: input.gestationalWeeks == null ? null : (input.gestationalDays ?? null),
        feedingType: input.feedingType ?? null,
        allergies: input.allergies ?? [],
        chronicConditions: input.chronicConditions ?? [],
        notes: input.notes ?? null,
        createdAt: await nextCreatedAt(tx, userId),
      },
      select: { id: true },
    });
    if (hasMeasurement(input)) {
      await tx.growthRecord.create({
        data: { childId: child.id, recordedAt: dateOnly(input.birthDate), ...measurementData(input), recordedBy: userId },
      });
    }
    await ensureSelection(tx, userId, activeChildId);
    return child.id;
  });
  return summaryOf(userId, childId, options);
}

/** Makes an active child of the user the selected one. */
export async function selectChild(who: Who, childId: string): Promise<{ activeChildId: string }> {
  const db = await getDb();
  const userId = whoId(who);
  await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    // Each person selects among their own and the children shared with them.
    const owned = await tx.child.count({ where: childWhere(who, childId) });
    if (owned === 0) throw new AppError("not_found", { detail: "child" });
    await tx.user.update({ where: { id: userId }, data: { activeChildId: childId } });
  });
  return { activeChildId: childId };
}

/** Partial edit. Measurements add a growth record dated today instead of rewriting history. */
export async function updateChild(
  who: Who,
  childId: string,
  input: UpdateChildInput,
  options: ViewOptions = {},
): Promise<ChildSummary> {
  const db = await getDb();
  const today = options.today ?? tashkentDate();
  await db.$transaction(async (tx) => {
    const child = await lockChild(tx, who, childId);
    if (input.isPremature != null && input.gestationalWeeks === undefined && child.gestationalWeeks != null) {
      if (input.isPremature !== child.gestationalWeeks < TERM_WEEKS) {
        throw new AppError("validation_failed", { errors: [
          { path: "isPremature", message: `isPremature contradicts the stored gestationalWeeks (${child.gestationalWeeks}).` },
        ] });
      }
    }
    const weeks = input.gestationalWeeks === undefined ? child.gestationalWeeks : input.gestationalWeeks;
    // Weeks sent alone are whole weeks; days sent alone belong to the stored weeks.
    const days = input.gestationalDays !== undefined ? input.gestationalDays : input.gestationalWeeks !== undefined ? null : child.gestationalDays;
    if (days != null && weeks == null) {
      throw new AppError("validation_failed", { errors: [{ path: "gestationalDays", message: "gestationalDays needs gestationalWeeks." }] });
    }
    if (days != null && days > 0 && weeks === LIMITS.gestationalWeeks.max) {
      throw new AppError("validation_failed", { errors: [{ path: "gestationalDays", message: "gestationalWeeks and gestationalDays must be at most 44 weeks 0 days." }] });
    }
    const premature = prematurity(input) === undefined ? child.isPremature : prematurity(input);
    const touched = input.isPremature !== undefined || input.gestationalWeeks !== undefined;
    // Premature needs the weeks; a child stored that way before this rule keeps working until
    // one of the two is edited.
    if (touched && premature === true && weeks == null) {
      throw new AppError("validation_failed", { errors: [
        { path: "gestationalWeeks", message: "gestationalWeeks is required while isPremature is true: growth charts and plans are corrected by it." },
      ] });
    }
    const after = {
      gender: input.gender ?? child.gender,
      birthDate: input.birthDate ?? child.birthDate,
      gestationalWeeks: weeks ?? null,
      gestationalDays: days ?? null,
    };
    checkMeasurements(after, today, input);
    if (input.birthDate !== undefined && input.birthDate !== child.birthDate) {
      await moveBirthDate(tx, child, input.birthDate, after.gender, today, options.locale);
    }
    const data = {
      name: input.name,
      birthDate: input.birthDate === undefined ? undefined : dateOnly(input.birthDate),
      gender: input.gender,
      isPremature: prematurity(input),
      gestationalWeeks: input.gestationalWeeks,
      gestationalDays: input.gestationalWeeks !== undefined || input.gestationalDays !== undefined ? (days ?? null) : undefined,
      feedingType: input.feedingType,
      // null clears a list: an absent list and an empty one mean the same to a parent.
      allergies: input.allergies === null ? [] : input.allergies,
      chronicConditions: input.chronicConditions === null ? [] : input.chronicConditions,
      notes: input.notes,
    };
    // Prisma skips undefined keys, so only the fields sent are written.
    if (Object.values(data).some((value) => value !== undefined)) await tx.child.update({ where: { id: childId }, data });
    if (hasMeasurement(input)) {
      await tx.growthRecord.create({ data: { childId, recordedAt: dateOnly(today), ...measurementData(input), recordedBy: whoId(who) } });
    }
  });
  return summaryOf(whoId(who), childId, { ...options, today });
}

/** Soft delete; deleting the selected child selects the most recently created remaining one. */
export async function deleteChild(who: Who, childId: string): Promise<void> {
  const db = await getDb();
  const userId = whoId(who);
  await db.$transaction(async (tx) => {
    const { activeChildId } = await lockUser(tx, userId);
    await lockChild(tx, who, childId);
    await tx.child.update({ where: { id: childId }, data: { deletedAt: new Date() } });
    await ensureSelection(tx, userId, activeChildId);
  });
}
