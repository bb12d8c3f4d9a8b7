// The child's secret calendar feed: a random token (256 bits) in the URL, stored only as its
// SHA-256, so a leaked database does not leak working URLs. Rotating gives a new URL and kills
// the old one; revoking kills it. Owner-scoped through the child; the feed itself needs no session.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/problems/error";
import { isoDate, tashkentDate } from "@/lib/time";
import type { Gender } from "@/lib/children/enums";
import { gestationWeeks } from "@/lib/children/corrected-age";
import { CARD_NAMES, VACCINES } from "@/lib/vaccinations/names";
import { doseStates } from "@/lib/vaccinations/status";
import { marksOf } from "@/lib/vaccinations/vaccinations";
import { buildCalendar, type AllDayEvent } from "@/lib/vaccinations/ics";
import { nextMilestoneCheck } from "@/lib/vaccinations/milestone-checks";

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function ownedChild(userId: string, childId: string) {
  const db = await getDb();
  const child = await db.child.findFirst({ where: { id: childId, userId, deletedAt: null }, select: { id: true } });
  if (!child) throw new AppError("not_found", { detail: "child" });
  return db;
}

/** A new feed token for the child, replacing any earlier one. Answers the token (shown once). */
export async function rotateFeed(userId: string, childId: string): Promise<string> {
  const db = await ownedChild(userId, childId);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await db.calendarFeed.upsert({ where: { childId }, create: { childId, tokenHash }, update: { tokenHash, createdAt: new Date() } });
  return token;
}

export async function revokeFeed(userId: string, childId: string): Promise<void> {
  const db = await ownedChild(userId, childId);
  await db.calendarFeed.deleteMany({ where: { childId } });
}

export async function hasFeed(userId: string, childId: string): Promise<boolean> {
  const db = await ownedChild(userId, childId);
  return (await db.calendarFeed.count({ where: { childId } })) > 0;
}

/** The .ics text for a token, or null when the token is unknown, revoked or its child deleted. */
export async function feedCalendar(token: string, now: Date = new Date()): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashOf(token) },
    select: {
      child: {
        select: {
          id: true,
          name: true,
          birthDate: true,
          gender: true,
          gestationalWeeks: true,
          gestationalDays: true,
          deletedAt: true,
          vaccinations: { select: { doseId: true, givenOn: true, notNeeded: true, onSchedule: true } },
        },
      },
    },
  });
  if (!feed || feed.child.deletedAt) return null;
  const { child } = feed;
  const today = tashkentDate(now);
  const birthDate = isoDate(child.birthDate);
  // Doses the child still gets (not given, not marked not needed, not past their age); a late
  // one is placed on today so it stays visible without alarm.
  const events: AllDayEvent[] = doseStates({ birthDate, gender: child.gender as Gender }, today, marksOf(child.vaccinations))
    .filter((state) => state.status === "upcoming" || state.status === "due" || state.status === "overdue")
    .map((state) => ({
      uid: `${child.id}-${state.dose.id}@oila-dala`,
      date: state.dueOn < today ? today : state.dueOn,
      summary: `${child.name}: ${VACCINES[state.dose.vaccine].uz} (${CARD_NAMES[state.dose.vaccine].uz}), ${state.dose.dose}-doza`,
      description: "Emlash milliy taqvim bo'yicha. Poliklinikangiz jadvali birinchi o'rinda.",
    }));
  const check = nextMilestoneCheck(birthDate, gestationWeeks(child), today);
  if (check) {
    events.push({
      uid: `${child.id}-milestones-${check.months}m@oila-dala`,
      date: check.date,
      summary: `${child.name}: ${check.months} oylik rivojlanish tekshiruvi`,
      description: "Rivojlanish bosqichlarini ko'rib chiqing (CDC/AAP). Har bir bola o'z sur'atida rivojlanadi.",
    });
  }
  return buildCalendar(`${child.name}: emlashlar`, events, now);
}
