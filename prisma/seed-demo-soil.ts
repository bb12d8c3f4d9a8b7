// The demo account's field (outside production only, see seed.ts): one field in Samarqand with
// two reports about three weeks apart, made by the rule-based estimator (docs/soil-rules.md section
// 5) exactly as POST /api/soil/analyze makes them without an API key, so the field's history and
// the comparison work at once. The second visit brings laboratory results, which the comparison
// then shows. The steps are the API's own (lib/soil/fields.ts merges the field, lib/soil/pipeline.ts
// makes the context, the rules' answer, the report body and its columns); only the storing
// differs, as the seed writes each report whole, dated in the past, inside its own transaction.
// Written once: when the demo account has a field, nothing changes.
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { REPORT_STATUS, RULES_SOURCE } from "@/lib/soil/constants";
import { saveFieldFromSubmission } from "@/lib/soil/fields";
import { answerWithRules, contextInputFor, reportBodyFor, reportColumns } from "@/lib/soil/pipeline";
import { buildContext } from "@/lib/soil/prompt";
import { soilSubmissionSchema, type SoilSubmissionInput } from "@/lib/soil/submission-schema";
import { tashkentDate, tashkentDayStart } from "@/lib/time";
import { dayMinus, SEED_TRANSACTION } from "./seed-demo";

export const DEMO_FIELD_ID = "dala-demo-uy-oldi";

/** The demo field's two visits, as the form would send them, in the order they happened. */
export function demoVisits(year: number): { daysAgo: number; submission: SoilSubmissionInput }[] {
  const base = {
    fieldId: DEMO_FIELD_ID,
    fieldName: "Uy oldidagi dala",
    location: "Samarqand",
    area: 2.5,
    irrigationType: "ariqqa",
    lastCrops: [
      { year: year - 1, crop: "paxta", yield: "o'rtacha" },
      { year: year - 2, crop: "bug'doy", yield: "yaxshi" },
      { year: year - 3, crop: "paxta", yield: "o'rtacha" },
    ],
  };
  return [
    {
      daysAgo: 24,
      submission: { ...base, farmerObservations: "Sug'orishdan keyin tuproq yuzasida oq dog'lar qoladi, suv sekin singadi.", labResults: null },
    },
    {
      daysAgo: 3,
      submission: {
        ...base,
        farmerObservations: "Laboratoriyaga namuna topshirdim. Oq dog'lar kamaydi.",
        labResults: { ph: 7.9, nitrogenMgKg: 12, phosphorusMgKg: 18, potassiumMgKg: 210, humusPercent: 1.1, salinityPercent: 0.35 },
        soilPhysicalProperties: { colour: "och kulrang", feel: "yopishqoq" },
      },
    },
  ];
}

/** One report from the rules, stored as the analysis stores it, dated `createdAt`. */
async function storeRulesReport(tx: Prisma.TransactionClient, userId: string, input: SoilSubmissionInput, createdAt: Date) {
  const submission = soilSubmissionSchema.parse(input);
  const field = await saveFieldFromSubmission(tx, userId, submission);
  const contextInput = contextInputFor(submission, field);
  const outcome = answerWithRules(contextInput);
  const reportId = randomUUID();
  const body = reportBodyFor({ reportId, submission, field, source: RULES_SOURCE, createdAt, outcome, photos: [], regionKnown: contextInput.region !== null });
  await tx.soilReport.create({
    data: {
      id: reportId,
      userId,
      fieldId: field.id,
      status: REPORT_STATUS.ok,
      source: RULES_SOURCE,
      context: buildContext(contextInput) as Prisma.InputJsonValue,
      createdAt,
      ...reportColumns(outcome.answer, body),
    },
  });
}

export async function seedDemoField(prisma: PrismaClient, userId: string, now = new Date()): Promise<boolean> {
  if ((await prisma.field.count({ where: { userId } })) > 0) return false;
  const today = tashkentDate(now);
  await prisma.$transaction(async (tx) => {
    for (const { daysAgo, submission } of demoVisits(Number(today.slice(0, 4)))) {
      const day = dayMinus(today, 0, daysAgo);
      await storeRulesReport(tx, userId, submission, new Date(tashkentDayStart(day).getTime() + 10 * 3_600_000));
    }
  }, SEED_TRANSACTION);
  return true;
}
