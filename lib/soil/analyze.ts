// The soil analysis pipeline (docs/soil-rules.md section 8), the part that stores; its pure steps are
// pipeline.ts, which the demo seed runs too. Input is already validated and its
// photos already checked and downscaled (readSoilUpload in lib/http/soil-request.ts, under the upload
// budget). Order: one short transaction (the quota under a per-user lock, field + seasons merge,
// context, a "pending" report row) -> model or rules (no transaction open) -> sanitise -> one
// transaction storing the report and its photos (and, with an Idempotency-Key, the answer as the
// key's, so a retry never finds the report stored but the key unfinished). Any failure after the pending row turns it into
// a "failed" row and a 503. The quota is checked here once, in that first transaction: that
// check is exact under concurrent requests (quota.ts). The route's cheap check before it reads
// the body only spares an over-quota user the upload.
import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";
import { AppError } from "@/lib/problems/error";
import { REPORT_STATUS, RULES_SOURCE, modelSource } from "./constants";
import { ownRecord, whoId, type Who } from "@/lib/sharing/access";
import { saveFieldFromSubmission, saveNamedFieldFromSubmission } from "./fields";
import { askSoilModel, soilModel, type SoilModel } from "./model";
import type { ProcessedPhoto } from "./photos";
import { buildContext, buildUserMessage, type SoilContext, type SoilContextInput } from "./prompt";
import { AnswerRejected, answerWithRules, checkModelAnswer, contextFormOf, contextInputFor, reportBodyFor, reportColumns, type Outcome } from "./pipeline";
import { DEFAULT_REPORT_LANGUAGE, type ReportLanguage } from "./report-language";
import type { SoilReportBody } from "./report-body";
import { reserveQuota } from "./quota";
import type { SoilSubmission } from "./submission-schema";
import { toStorableText } from "./text";

export type AnalyzeOptions = {
  /** undefined: the configured model (or rules without an API key); null: force the rules. */
  model?: SoilModel | null;
  /**
   * A write committed in the transaction that stores the report, given the answer's JSON text
   * (with an Idempotency-Key, the route keeps the answer as the key's with it).
   */
  alsoWrite?: (db: Db, answer: string) => Prisma.PrismaPromise<unknown>;
  /** The reader's language (requestLocale); the model writes the report in it. Uzbek when absent. */
  language?: ReportLanguage;
};

export const analysisUnavailable = () => new AppError("analysis_unavailable");

async function answerWithModel(choice: SoilModel, context: SoilContext, photos: readonly ProcessedPhoto[], input: SoilContextInput, language: ReportLanguage): Promise<Outcome> {
  const { output, text } = await askSoilModel(choice, buildUserMessage(context, photos.length), photos, language);
  // The sanitiser sees what the model had to go on: lab values beat its guesses (lab-check.ts).
  return checkModelAnswer(output, toStorableText(text), input, photos.length, language);
}

/** What is kept about a failure: class and message (no request data, no key), raw text if any. */
function describeFailure(error: unknown): { error: string; rawAnswer: string | null } {
  const e = error as { name?: string; message?: string; text?: unknown };
  const name = e?.name ?? "Error";
  const key = env().GOOGLE_GENERATIVE_AI_API_KEY;
  let message = String(e?.message ?? error).replace(/key=[^&\s]+/gi, "key=[redacted]");
  if (key) message = message.split(key).join("[redacted]");
  return { error: toStorableText(`${name}: ${message}`.slice(0, 1000)), rawAnswer: typeof e?.text === "string" ? toStorableText(e.text) : null };
}

/**
 * Runs one analysis and returns the stored report's body; see the header for the order. The
 * field is the caller's own by its client id, or the one `sharedFieldId` names (their own or
 * shared with them as worker: docs/sharing.md). The report's user is always the submitter (who
 * recorded it, and whose quota it counts against); its field is the owner's.
 */
export async function analyzeSoil(
  who: Who,
  submitted: SoilSubmission,
  photos: readonly ProcessedPhoto[],
  options: AnalyzeOptions = {},
): Promise<SoilReportBody> {
  const started = performance.now();
  const choice = options.model === undefined ? soilModel() : options.model;
  const source = choice ? modelSource(choice.name) : RULES_SOURCE;
  const db = await getDb();
  const userId = whoId(who);

  const attempt = await db.$transaction(async (tx) => {
    await reserveQuota(tx, userId);
    let submission = submitted;
    let field;
    if (submitted.sharedFieldId) {
      const named = await saveNamedFieldFromSubmission(tx, who, submitted.sharedFieldId, submitted);
      // The report names the field as its owner's clients know it.
      submission = { ...submitted, fieldId: named.fieldKey, fieldName: undefined };
      field = named;
    } else {
      ownRecord(who); // the caller's own field by their client id: its owner by construction
      field = await saveFieldFromSubmission(tx, userId, submitted);
    }
    const input = contextInputFor(submission, field);
    const context = buildContext(input);
    const report = await tx.soilReport.create({
      data: { userId, fieldId: field.id, status: REPORT_STATUS.pending, source, context: context as Prisma.InputJsonValue },
      select: { id: true, createdAt: true },
    });
    return { field, input, context, report, submission };
  });
  const { submission } = attempt;
  const reportId = attempt.report.id;
  const contextForm = contextFormOf(attempt.field);

  let outcome: Outcome;
  try {
    const language = options.language ?? DEFAULT_REPORT_LANGUAGE;
    outcome = choice ? await answerWithModel(choice, attempt.context, photos, attempt.input, language) : answerWithRules(attempt.input, language);
  } catch (error) {
    const failure = describeFailure(error);
    await db.soilReport.update({ where: { id: reportId }, data: { status: REPORT_STATUS.failed, ...failure } });
    log("warn", "soil analysis failed", { reportId, source, reason: error instanceof AnswerRejected ? error.reason : failure.error.split(":")[0] });
    throw analysisUnavailable();
  }

  const photoRows = photos.map((photo, position) => ({ id: randomUUID(), reportId, position, ...photo }));
  const body = reportBodyFor({
    reportId,
    submission,
    field: attempt.field,
    source,
    createdAt: attempt.report.createdAt,
    outcome,
    photos: photoRows.map(({ id, contentType, width, height }) => ({ id, contentType, width, height })),
    regionKnown: attempt.input.region !== null,
  });
  const { answer } = outcome;
  try {
    await db.$transaction([
      db.soilReport.update({
        where: { id: reportId },
        data: {
          status: REPORT_STATUS.ok,
          ...reportColumns(answer, body),
          rawAnswer: outcome.rawAnswer,
        },
      }),
      db.soilPhoto.createMany({ data: photoRows.map((row) => ({ ...row, data: new Uint8Array(row.data) })) }),
      ...(options.alsoWrite ? [options.alsoWrite(db, JSON.stringify(body))] : []),
    ]);
  } catch (error) {
    // Keep the attempt honest (it counts against the quota), then let the wrapper answer.
    await db.soilReport
      .update({ where: { id: reportId }, data: { status: REPORT_STATUS.failed, error: describeFailure(error).error } })
      .catch(() => undefined);
    log("error", "soil report not stored", { reportId, ...errorFields(error) });
    throw error;
  }
  log("info", "soil analysis", {
    reportId,
    source,
    contextForm,
    photoCount: photos.length,
    flags: outcome.flags,
    durationMs: Math.round(performance.now() - started),
  });
  return body;
}
