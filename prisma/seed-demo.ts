// The demo account's family (outside production only, see seed.ts): what a visitor explores at
// once after `npm run quickstart`. Dates count back from the seeding day (Tashkent calendar).
//   - Madina, a girl of about 7 months, with growth records at birth, 1, 2, 4 and 6 months close
//     to the WHO Child Growth Standards' medians for girls (WHO 2006), so the chart has a history;
//   - Jasur, a boy of 4 years 2 months (the active child), with a week of completed activities
//     and game scores, and today's first planned activity done, so /today shows progress and
//     a plan that has adapted (docs/daily-plan.md: high scores move a category up a level).
// Both have the vaccines a typical family has given by now, marked on their due dates ("given on
// time"), so the first screen is the next dose, not an "overdue" list (docs/vaccinations.md).
// Written once: when the demo account already has children (even deleted ones), nothing
// changes, so seeding again gives the same rows and never undoes what a visitor did.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { childAgeMonths } from "@/lib/activities/child";
import { buildDailyPlan, type PlanCandidate, type PlanDifficulty, type PlanHistoryItem } from "@/lib/activities/plan";
import { dateOnly, tashkentDate, tashkentDayStart } from "@/lib/time";
import type { Gender } from "@/lib/children/enums";
import { onTimeMarks } from "@/lib/vaccinations/status";

/**
 * The demo's transactions write a few hundred rows: on a busy machine (a CI runner, a laptop
 * building at the same time) that outlasts Prisma's 5-second default and the whole seed failed.
 * A seed runs once, alone, so it may take its time.
 */
export const SEED_TRANSACTION = { timeout: 60_000, maxWait: 60_000 } as const;

/** The YYYY-MM-DD day `months` months and `days` days before `day`. */
export function dayMinus(day: string, months: number, days = 0): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 - months, d - days)).toISOString().slice(0, 10);
}

/** A Tashkent wall-clock time of a day as an instant. */
const at = (day: string, hour: number, minute = 0) => new Date(tashkentDayStart(day).getTime() + (hour * 60 + minute) * 60_000);

// Close to the WHO medians for girls (weight-for-age, length-for-age, head circumference-for-age).
const BABY_GROWTH = [
  { months: 0, weight: 3.2, height: 49.2, headCircumference: 33.9 },
  { months: 1, weight: 4.2, height: 53.8, headCircumference: 36.6 },
  { months: 2, weight: 5.1, height: 57.2, headCircumference: 38.3 },
  { months: 4, weight: 6.5, height: 62.3, headCircumference: 40.7 },
  { months: 6, weight: 7.4, height: 65.9, headCircumference: 42.3 },
];

/** Every dose due before `today`, given on its due date. */
function dosesGivenOnTime(childId: string, birthDate: string, gender: Gender, today: string) {
  return [...onTimeMarks({ birthDate, gender }, today, new Map())].map(([doseId, mark]) => ({
    childId,
    doseId,
    givenOn: mark.kind === "given" ? dateOnly(mark.date) : null,
    onSchedule: true,
  }));
}

/** Game scores of the past week, newest last: good and improving, as a keen four-year-old's. */
const WEEK_SCORES = [70, 80, 85, 90, 90, 95, 100];

export async function seedDemoFamily(prisma: PrismaClient, userId: string, now = new Date()): Promise<boolean> {
  if ((await prisma.child.count({ where: { userId } })) > 0) return false;
  const today = tashkentDate(now);

  await prisma.$transaction(async (tx) => {
    const baby = await tx.child.create({
      data: { userId, name: "Madina", gender: "female", birthDate: dateOnly(dayMinus(today, 7, 5)), feedingType: "breast_milk", createdAt: at(dayMinus(today, 7, 5), 12) },
    });
    await tx.growthRecord.createMany({
      data: BABY_GROWTH.map(({ months, ...size }) => ({
        childId: baby.id,
        recordedAt: dateOnly(dayMinus(today, 7 - months, 5)),
        createdAt: at(dayMinus(today, 7 - months, 5), 18),
        ...size,
      })),
    });

    const birthDate = dayMinus(today, 50);
    const boy = await tx.child.create({
      data: { userId, name: "Jasur", gender: "male", birthDate: dateOnly(birthDate), createdAt: at(dayMinus(today, 1, 0), 12) },
    });
    await tx.growthRecord.create({ data: { childId: boy.id, recordedAt: dateOnly(dayMinus(today, 0, 10)), weight: 16.7, height: 104.5 } });
    await tx.user.update({ where: { id: userId }, data: { activeChildId: boy.id } });
    await tx.vaccination.createMany({
      data: [...dosesGivenOnTime(baby.id, dayMinus(today, 7, 5), "female", today), ...dosesGivenOnTime(boy.id, birthDate, "male", today)],
    });

    const ageMonths = childAgeMonths({ birthDate }, today);
    const catalogue = await tx.activity.findMany({
      where: { minAgeMonths: { lte: ageMonths }, maxAgeMonths: { gte: ageMonths } },
      select: { id: true, slug: true, categoryId: true, difficulty: true, type: true, minAgeMonths: true, maxAgeMonths: true, durationMinutes: true },
      orderBy: { slug: "asc" },
    });
    if (catalogue.length === 0) return; // no catalogue yet: the family still appears
    const games = catalogue.filter((a) => a.type === "interactive");
    const others = catalogue.filter((a) => a.type !== "interactive");

    // Each of the last seven days: one game with its score and one step-by-step activity.
    const history: PlanHistoryItem[] = [];
    const attempts = [];
    for (let back = 7; back >= 1; back--) {
      const day = dayMinus(today, 0, back);
      const index = 7 - back;
      const picks = [
        { activity: games[index % Math.max(games.length, 1)], score: WEEK_SCORES[index], hour: 10 },
        { activity: others[index % Math.max(others.length, 1)], score: null, hour: 17 },
      ].filter((pick) => pick.activity);
      for (const { activity, score, hour } of picks) {
        const startedAt = at(day, hour);
        const seconds = activity.durationMinutes * 60;
        attempts.push({
          childId: boy.id,
          activityId: activity.id,
          day: dateOnly(day),
          startedAt,
          completedAt: new Date(startedAt.getTime() + seconds * 1000),
          score,
          timeSpentSeconds: seconds,
        });
        history.push({ activityId: activity.id, categoryId: activity.categoryId, day, score, completed: true });
      }
    }

    // Today's plan as the dashboard will build it from that history; its first activity is done.
    const candidates: PlanCandidate[] = catalogue.map((a) => ({ ...a, difficulty: a.difficulty as PlanDifficulty }));
    const [first] = buildDailyPlan({ childId: boy.id, day: today, ageMonths, candidates, history });
    if (first) {
      const activity = catalogue.find((a) => a.id === first)!;
      // A few minutes ago, but never before today's midnight in Tashkent.
      const startedAt = new Date(Math.max(tashkentDayStart(today).getTime(), now.getTime() - (activity.durationMinutes + 5) * 60_000));
      attempts.push({
        childId: boy.id,
        activityId: activity.id,
        day: dateOnly(today),
        startedAt,
        completedAt: new Date(Math.min(now.getTime(), startedAt.getTime() + activity.durationMinutes * 60_000)),
        score: activity.type === "interactive" ? 90 : null,
        timeSpentSeconds: activity.durationMinutes * 60,
      });
    }
    await tx.activityAttempt.createMany({ data: attempts });
  }, SEED_TRANSACTION);
  return true;
}
