// The child's secret calendar feed: a random token (256 bits) in the URL, stored only as its
// SHA-256, so a leaked database does not leak working URLs. Rotating gives a new URL and kills
// the old one; revoking kills it. Owner-scoped through the child; the feed itself needs no session.
// What the feed may say is limited on purpose (lib/vaccinations/feed-privacy.ts).
import "server-only";
import { childWhere, type Who } from "@/lib/sharing/access";
import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { authSecret } from "@/lib/auth/secret";
import { AppError } from "@/lib/problems/error";
import { isoDate, tashkentDate } from "@/lib/time";
import type { Gender } from "@/lib/children/enums";
import { gestationWeeks } from "@/lib/children/corrected-age";
import { CARD_NAMES, VACCINES } from "@/lib/vaccinations/names";
import { addDays, doseStates } from "@/lib/vaccinations/status";
import { marksOf } from "@/lib/vaccinations/vaccinations";
import { buildCalendar, type AllDayEvent } from "@/lib/calendar/ics";
import { nextMilestoneCheck } from "@/lib/vaccinations/milestone-checks";
import { FEED_WINDOW_DAYS, feedName, type NameStyle } from "@/lib/vaccinations/feed-privacy";

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

let uidKey: Buffer | undefined;

/**
 * A stable event UID that does not reveal the child's id: a keyed hash (HMAC-SHA-256, key derived
 * from AUTH_SECRET) of the child's id and the event, so calendars update the same event on every
 * refresh while nobody outside the server can link it to the child.
 */
export function feedUid(childId: string, event: string): string {
  uidKey ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "oila-dala calendar feed uid", 32));
  return `${createHmac("sha256", uidKey).update(`${childId}:${event}`).digest("hex").slice(0, 32)}@oila-dala`;
}

async function ownedChild(who: Who, childId: string) {
  const db = await getDb();
  const child = await db.child.findFirst({ where: childWhere(who, childId), select: { id: true } });
  if (!child) throw new AppError("not_found", { detail: "child" });
  return db;
}

/** A new feed token for the child, replacing any earlier one. Answers the token (shown once). */
export async function rotateFeed(who: Who, childId: string, nameStyle: NameStyle = "first_name"): Promise<string> {
  const db = await ownedChild(who, childId);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await db.calendarFeed.upsert({
    where: { childId },
    create: { childId, tokenHash, nameStyle },
    update: { tokenHash, nameStyle, createdAt: new Date() },
  });
  return token;
}

export async function revokeFeed(who: Who, childId: string): Promise<void> {
  const db = await ownedChild(who, childId);
  await db.calendarFeed.deleteMany({ where: { childId } });
}

/** The child's feed, if there is one: how it names the child. */
export async function feedOf(who: Who, childId: string): Promise<{ nameStyle: NameStyle } | null> {
  const db = await ownedChild(who, childId);
  const feed = await db.calendarFeed.findUnique({ where: { childId }, select: { nameStyle: true } });
  return feed && { nameStyle: feed.nameStyle as NameStyle };
}

/** The .ics text for a token, or null when the token is unknown, revoked or its child deleted. */
export async function feedCalendar(token: string, now: Date = new Date()): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashOf(token) },
    select: {
      nameStyle: true,
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
  const name = feedName(child.name, feed.nameStyle as NameStyle);
  const today = tashkentDate(now);
  const horizon = addDays(today, FEED_WINDOW_DAYS);
  const birthDate = isoDate(child.birthDate);
  // Doses the child still gets (not given, not marked not needed, not past their age) that are late
  // or due within the window; a late one is placed on today so it stays visible without alarm.
  const events: AllDayEvent[] = doseStates({ birthDate, gender: child.gender as Gender }, today, marksOf(child.vaccinations))
    .filter((state) => (state.status === "upcoming" || state.status === "due" || state.status === "overdue") && state.dueOn <= horizon)
    .map((state) => ({
      uid: feedUid(child.id, state.dose.id),
      date: state.dueOn < today ? today : state.dueOn,
      summary: `${name}: ${VACCINES[state.dose.vaccine].uz} (${CARD_NAMES[state.dose.vaccine].uz}), ${state.dose.dose}-doza`,
      description: "Emlash milliy taqvim bo'yicha. Poliklinikangiz jadvali birinchi o'rinda.",
    }));
  const check = nextMilestoneCheck(birthDate, gestationWeeks(child), today);
  if (check && check.date <= horizon) {
    events.push({
      uid: feedUid(child.id, `milestones-${check.months}m`),
      date: check.date,
      summary: `${name}: ${check.months} oylik rivojlanish tekshiruvi`,
      description: "Rivojlanish bosqichlarini ko'rib chiqing (CDC/AAP). Har bir bola o'z sur'atida rivojlanadi.",
    });
  }
  return buildCalendar(`${name}: emlashlar`, events, now);
}
