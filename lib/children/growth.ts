// Growth monitoring (beyond the contract in docs/spec/README.md): the child's growth records assessed against the growth
// standards (growth-assessment.ts, docs/growth.md), and adding a measurement.
import "server-only";
import { childWhere, whoId, type Who } from "@/lib/sharing/access";
import { recordersOf } from "@/lib/sharing/recorders";
import type { RecordedBy } from "@/lib/sharing/recorded-by";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/problems/error";
import { isoDate, dateOnly, tashkentDate } from "@/lib/time";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { correctedAgeLabel, gestationWeeks } from "@/lib/children/corrected-age";
import { assessGrowth, type GrowthAssessment } from "@/lib/children/growth-assessment";
import type { ZResult } from "@/lib/children/growth-standards";
import type { HeightPosition } from "@/lib/children/enums";
import { assertPlausible } from "@/lib/children/plausibility";
import { lockChild, type LockedChild } from "@/lib/children/locks";
import { bmiOf } from "@/lib/children/summary";
import type { Gender } from "@/lib/children/fields";
import type { AddGrowthRecordInput, GrowthRecordView, GrowthResponse, ZScore } from "@/lib/children/schemas";

interface StoredRecord {
  recordedBy: string | null;
  id: string;
  recordedAt: Date;
  weight: number | null;
  height: number | null;
  headCircumference: number | null;
  heightPosition: string | null;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0; // + 0 turns -0 into 0
};

// The flag follows the rounded z, so a client never sees "z 2.00, flag high".
function toZScore(result: ZResult | null): ZScore | null {
  if (!result) return null;
  const z = round(result.z, 2);
  return { z, percentile: round(result.percentile, 1), flag: z < -2 ? "low" : z > 2 ? "high" : null };
}

/** The z-scores of a measurement of this child on a date (not stored: they follow the standards). */
export function assessMeasurement(
  child: Pick<LockedChild, "gender" | "birthDate" | "gestationalWeeks" | "gestationalDays">,
  recordedAt: string,
  values: { weight: number | null; height: number | null; headCircumference: number | null; heightPosition: string | null },
): GrowthAssessment {
  return assessGrowth({
    sex: child.gender,
    birthDate: child.birthDate,
    measuredOn: recordedAt,
    gestationalWeeks: gestationWeeks(child),
    weight: values.weight,
    height: values.height,
    headCircumference: values.headCircumference,
    heightPosition: values.heightPosition as HeightPosition | null,
  });
}

/** One record with its z-scores; null z-scores before birth (impossible by design) or when no standard applies. */
export function assessRecord(child: LockedChild, record: StoredRecord, recordedBy: RecordedBy, locale: Locale = DEFAULT_LOCALE): GrowthRecordView {
  const recordedAt = isoDate(record.recordedAt);
  return recordView(child, record, recordedAt < child.birthDate ? null : assessMeasurement(child, recordedAt, record), recordedBy, locale);
}

/**
 * A record shown with an assessment already made (`null` before birth): a new record's was made
 * for the plausibility check, and the same values need not be assessed twice.
 */
function recordView(child: LockedChild, record: StoredRecord, assessment: GrowthAssessment | null, recordedBy: RecordedBy, locale: Locale): GrowthRecordView {
  const recordedAt = isoDate(record.recordedAt);
  const { weight, height, headCircumference } = record;
  const base = { id: record.id, recordedAt, weight, height, headCircumference, bmi: bmiOf(weight, height), recordedBy };
  if (!assessment) {
    const none = { weightForAge: null, lengthHeightForAge: null, bmiForAge: null, headCircumferenceForAge: null };
    const ageDays = Math.round((record.recordedAt.getTime() - dateOnly(child.birthDate).getTime()) / 86_400_000);
    const noCorrection = { correctedAgeDays: null, correctedAgeLabel: null, postMenstrualAgeDays: null };
    return { ...base, ageDays, usedCorrectedAge: false, ...noCorrection, standard: null, heightPosition: null, ...none };
  }
  return {
    ...base,
    ageDays: assessment.ageDays,
    usedCorrectedAge: assessment.usedCorrectedAge,
    correctedAgeDays: assessment.correctedAgeDays,
    correctedAgeLabel: correctedAgeLabel(child.birthDate, gestationWeeks(child), recordedAt, locale),
    postMenstrualAgeDays: assessment.postMenstrualAgeDays,
    standard: assessment.standard,
    heightPosition: assessment.heightPosition,
    weightForAge: toZScore(assessment.weightForAge),
    lengthHeightForAge: toZScore(assessment.lengthHeightForAge),
    bmiForAge: toZScore(assessment.bmiForAge),
    headCircumferenceForAge: toZScore(assessment.headCircumferenceForAge),
  };
}

const RECORD_FIELDS = {
  id: true,
  recordedAt: true,
  weight: true,
  height: true,
  headCircumference: true,
  heightPosition: true,
  recordedBy: true,
} as const;

/** Every growth record of an active child of the user, oldest first, with WHO z-scores. */
export async function listGrowth(who: Who, childId: string, locale: Locale = DEFAULT_LOCALE): Promise<GrowthResponse> {
  const db = await getDb();
  const found = await db.child.findFirst({
    where: childWhere(who, childId),
    select: {
      id: true,
      birthDate: true,
      gender: true,
      gestationalWeeks: true,
      gestationalDays: true,
      isPremature: true,
      growthRecords: { orderBy: [{ recordedAt: "asc" }, { createdAt: "asc" }], select: RECORD_FIELDS },
    },
  });
  if (!found) throw new AppError("not_found", { detail: "child" });
  const recordedBy = await recordersOf("child", childId, found.growthRecords.map((record) => record.recordedBy), whoId(who));
  const child: LockedChild = {
    id: found.id,
    birthDate: isoDate(found.birthDate),
    gender: found.gender as Gender,
    gestationalWeeks: found.gestationalWeeks,
    gestationalDays: found.gestationalDays,
    isPremature: found.isPremature,
  };
  return {
    childId: child.id,
    sex: child.gender,
    birthDate: child.birthDate,
    gestationalWeeks: child.gestationalWeeks,
    gestationalDays: child.gestationalDays,
    records: found.growthRecords.map((record) => assessRecord(child, record, recordedBy(record.recordedBy), locale)),
  };
}

/** Adds one measurement session (default today, Asia/Tashkent) and returns it assessed. */
export async function addGrowthRecord(
  who: Who,
  childId: string,
  input: AddGrowthRecordInput,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<GrowthRecordView> {
  const db = await getDb();
  const made = await db.$transaction(async (tx) => {
    // Locked so a parallel birth-date change cannot leave this record before birth.
    const child = await lockChild(tx, who, childId);
    const recordedAt = input.recordedAt ?? today;
    if (recordedAt < child.birthDate) {
      throw new AppError("validation_failed", { errors: [
        { path: "recordedAt", message: "recordedAt cannot be before the birth date." },
      ] });
    }
    const values = {
      weight: input.weight ?? null,
      height: input.height ?? null,
      headCircumference: input.headCircumference ?? null,
      // A position without a height says nothing.
      heightPosition: input.height != null ? (input.heightPosition ?? null) : null,
    };
    // One assessment per request: it decides plausibility, then is the answer's z-scores.
    const assessment = assessMeasurement(child, recordedAt, values);
    assertPlausible(assessment, input.confirmed);
    const record = await tx.growthRecord.create({
      data: { childId, recordedAt: dateOnly(recordedAt), ...values, recordedBy: whoId(who) },
      select: RECORD_FIELDS,
    });
    return { child, record, assessment };
  });
  const recordedBy = await recordersOf("child", childId, [whoId(who)], whoId(who));
  return recordView(made.child, made.record, made.assessment, recordedBy(whoId(who)), locale);
}
