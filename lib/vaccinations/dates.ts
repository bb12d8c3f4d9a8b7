// Calendar-day arithmetic for the vaccination rules and what a parent recorded for a dose.
import { dateOnly, isoDate } from "@/lib/time";
import type { Age } from "@/lib/vaccinations/schedule";

/** What the parent recorded for a dose: given on a day (onSchedule: "on time" in one step), or not needed. */
export type DoseMark = { kind: "given"; date: string; onSchedule: boolean } | { kind: "not_needed" };
export type DoseMarks = ReadonlyMap<string, DoseMark>;

export function addDays(isoDay: string, days: number): string {
  return isoDate(new Date(dateOnly(isoDay).getTime() + days * 86_400_000));
}

/** The same day n calendar months later; a missing day (31st, Feb 29) falls to the month's last day. */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The day `span` after `isoDay`: days counted as days, months (6 months, 1 year, 4 years) as calendar months. */
export function addAge(isoDay: string, span: Age): string {
  return "days" in span ? addDays(isoDay, span.days) : addMonths(isoDay, span.months);
}

/** The day a child born on `birthDate` reaches `age`. */
export function dateAtAge(age: Age, birthDate: string): string {
  return addAge(birthDate, age);
}

