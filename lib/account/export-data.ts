// What the account export (lib/account/export.ts) writes as JSON: every record of the user, read
// with the owner in every query. Nothing secret: no password hash, no token or feed-token hash,
// no Idempotency-Key answers (copies of reports that are in soil-reports.json anyway).
import "server-only";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/problems/error";
import { isoDate } from "@/lib/time";

const day = (value: Date | null) => (value ? isoDate(value) : null);
const instant = (value: Date | null) => (value ? value.toISOString() : null);

export interface ExportDocuments {
  account: Record<string, unknown>;
  children: Record<string, unknown>[];
  fields: Record<string, unknown>[];
  reports: ExportReport[];
  /** What the person recorded on children and fields shared with them (shared-records.json). */
  shared: { shared: true; children: Record<string, unknown>[]; fields: Record<string, unknown>[] };
}

export interface ExportReport extends Record<string, unknown> {
  id: string;
  createdAt: string;
}

async function readAccount(userId: string) {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      name: true,
      createdAt: true,
      passwordChangedAt: true,
      privacyAcceptedAt: true,
      activeChildId: true,
      sessions: { orderBy: { createdAt: "asc" }, select: { kind: true, userAgent: true, createdAt: true, lastSeenAt: true, endedAt: true } },
      fertiliserPrices: { orderBy: { product: "asc" }, select: { product: true, pricePerBag: true, updatedAt: true } },
    },
  });
  if (!user) throw new AppError("unauthorized");
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: instant(user.createdAt),
    passwordChangedAt: instant(user.passwordChangedAt),
    privacyAcceptedAt: instant(user.privacyAcceptedAt),
    selectedChildId: user.activeChildId,
    // Where the account signed in (no ids: they are bearer secrets' keys).
    sessions: user.sessions.map((session) => ({
      kind: session.kind,
      userAgent: session.userAgent,
      createdAt: instant(session.createdAt),
      lastSeenAt: instant(session.lastSeenAt),
      endedAt: instant(session.endedAt),
    })),
    fertiliserPricesPerBag: user.fertiliserPrices.map((price) => ({
      product: price.product,
      pricePerBag: price.pricePerBag,
      updatedAt: instant(price.updatedAt),
    })),
  };
}

async function readChildren(userId: string) {
  const db = await getDb();
  const children = await db.child.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: {
      growthRecords: { orderBy: { recordedAt: "asc" } },
      milestoneAnswers: { orderBy: { milestoneId: "asc" } },
      vaccinations: { orderBy: { givenOn: "asc" } },
      attempts: { orderBy: { startedAt: "asc" }, include: { activity: { select: { slug: true, title: true } } } },
      calendarFeed: { select: { createdAt: true, nameStyle: true } },
    },
  });
  return children.map((child) => ({
    id: child.id,
    name: child.name,
    birthDate: day(child.birthDate),
    gender: child.gender,
    isPremature: child.isPremature,
    gestationalWeeks: child.gestationalWeeks,
    feedingType: child.feedingType,
    allergies: child.allergies,
    chronicConditions: child.chronicConditions,
    notes: child.notes,
    createdAt: instant(child.createdAt),
    updatedAt: instant(child.updatedAt),
    deletedAt: instant(child.deletedAt),
    growth: child.growthRecords.map((g) => ({
      recordedAt: day(g.recordedAt),
      weightKg: g.weight,
      heightCm: g.height,
      headCircumferenceCm: g.headCircumference,
      heightPosition: g.heightPosition,
      createdAt: instant(g.createdAt),
    })),
    milestones: child.milestoneAnswers.map((m) => ({ milestoneId: m.milestoneId, answer: m.answer, answeredOn: day(m.answeredOn) })),
    vaccinations: child.vaccinations.map((v) => ({ doseId: v.doseId, givenOn: day(v.givenOn), createdAt: instant(v.createdAt) })),
    activities: child.attempts.map((a) => ({
      activity: a.activity.slug,
      activityTitle: a.activity.title,
      day: day(a.day),
      startedAt: instant(a.startedAt),
      completedAt: instant(a.completedAt),
      score: a.score,
      timeSpentSeconds: a.timeSpentSeconds,
      feedback: a.feedback,
      checklistDone: a.checklistDone,
    })),
    calendarFeed: child.calendarFeed ? { createdAt: instant(child.calendarFeed.createdAt), nameStyle: child.calendarFeed.nameStyle } : null,
  }));
}

async function readFields(userId: string) {
  const db = await getDb();
  const fields = await db.field.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: { seasons: { orderBy: { year: "asc" }, include: { plots: { orderBy: { areaPercent: "desc" } } } } },
  });
  return fields.map((field) => ({
    id: field.id,
    fieldId: field.fieldKey,
    name: field.name,
    regionCode: field.regionCode,
    regionName: field.regionName,
    areaHa: field.areaHa,
    lat: field.lat,
    lng: field.lng,
    irrigationType: field.irrigationType,
    createdAt: instant(field.createdAt),
    updatedAt: instant(field.updatedAt),
    seasons: field.seasons.map((season) => ({
      year: season.year,
      waterAvailability: season.waterAvailability,
      crops: season.plots.map((plot) => ({ crop: plot.crop, areaPercent: plot.areaPercent, yield: plot.yield })),
    })),
  }));
}

/**
 * The reports of the person's own fields (a worker's submissions too), and those they submitted
 * to a field shared with them while they are still its member: like the shared records of a
 * child, a removed member's submissions stay with the field's owner.
 */
export const exportedReports = (userId: string): Prisma.SoilReportWhereInput => ({
  OR: [{ field: { userId } }, { userId, field: { members: { some: { userId } } } }],
});

async function readReports(userId: string): Promise<ExportReport[]> {
  const db = await getDb();
  const reports = await db.soilReport.findMany({
    where: exportedReports(userId),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      status: true,
      source: true,
      createdAt: true,
      response: true,
      context: true,
      rawAnswer: true,
      error: true,
      field: { select: { fieldKey: true } },
    },
  });
  return reports.map((report) => ({
    id: report.id,
    fieldId: report.field.fieldKey,
    status: report.status,
    source: report.source,
    createdAt: instant(report.createdAt)!,
    response: report.response,
    context: report.context,
    rawAnswer: report.rawAnswer,
    error: report.error,
  }));
}

/**
 * The person's own records on the children and fields shared with them: the child's name and
 * their role, and only what recorded_by names them on. Nothing of the child's profile and nothing
 * another member recorded. Their own soil reports are in soil-reports.json already.
 */
async function readShared(userId: string): Promise<ExportDocuments["shared"]> {
  const db = await getDb();
  const mine = { recordedBy: userId };
  const [childRows, fieldRows] = await Promise.all([
    db.childMember.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        role: true,
        createdAt: true,
        child: {
          select: {
            name: true,
            growthRecords: { where: mine, orderBy: { recordedAt: "asc" } },
            milestoneAnswers: { where: mine, orderBy: { milestoneId: "asc" } },
            vaccinations: { where: mine, orderBy: { givenOn: "asc" } },
            attempts: { where: mine, orderBy: { startedAt: "asc" }, include: { activity: { select: { slug: true } } } },
          },
        },
      },
    }),
    db.fieldMember.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { role: true, createdAt: true, field: { select: { name: true, fieldKey: true } } } }),
  ]);
  return {
    shared: true,
    children: childRows.map(({ role, createdAt, child }) => ({
      shared: true,
      childName: child.name,
      role,
      memberSince: instant(createdAt),
      growth: child.growthRecords.map((g) => ({
        recordedAt: day(g.recordedAt),
        weightKg: g.weight,
        heightCm: g.height,
        headCircumferenceCm: g.headCircumference,
        createdAt: instant(g.createdAt),
      })),
      milestones: child.milestoneAnswers.map((m) => ({ milestoneId: m.milestoneId, answer: m.answer, answeredOn: day(m.answeredOn) })),
      vaccinations: child.vaccinations.map((v) => ({ doseId: v.doseId, givenOn: day(v.givenOn), notNeeded: v.notNeeded })),
      activities: child.attempts.map((a) => ({
        activity: a.activity.slug,
        day: day(a.day),
        startedAt: instant(a.startedAt),
        completedAt: instant(a.completedAt),
        score: a.score,
        timeSpentSeconds: a.timeSpentSeconds,
      })),
    })),
    fields: fieldRows.map(({ role, createdAt, field }) => ({ shared: true, fieldName: field.name ?? field.fieldKey, role, memberSince: instant(createdAt) })),
  };
}

/** Every record of the user; 401 when the user no longer exists. */
export async function readExportDocuments(userId: string): Promise<ExportDocuments> {
  const account = await readAccount(userId);
  const [children, fields, reports, shared] = await Promise.all([readChildren(userId), readFields(userId), readReports(userId), readShared(userId)]);
  return { account, children, fields, reports, shared };
}
