// Calendar helpers. Everything "per day" in the product (age labels, activity status,
// soil quotas) follows the Asia/Tashkent calendar, whatever the server's time zone.

export const TIME_ZONE = "Asia/Tashkent";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Tashkent calendar date of an instant, as YYYY-MM-DD. */
export function tashkentDate(instant: Date = new Date()): string {
  return dayFormat.format(instant);
}

/** The Tashkent calendar year of an instant (a season's year follows the farmer's calendar). */
export function tashkentYear(instant: Date = new Date()): number {
  return Number(tashkentDate(instant).slice(0, 4));
}

/** A YYYY-MM-DD string as a Date at UTC midnight (how Prisma stores @db.Date values). */
export function dateOnly(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** A Date read from a @db.Date column back to YYYY-MM-DD. */
export function isoDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** The instant the given Tashkent day starts (Tashkent is UTC+5 all year, no DST). */
export function tashkentDayStart(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00.000+05:00`);
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateOnly(to).getTime() - dateOnly(from).getTime()) / 86_400_000);
}
