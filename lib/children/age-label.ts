// Child age as a human label (docs/api-guide.md section 4) plus the calendar arithmetic behind it.
// Dates are YYYY-MM-DD calendar dates; the caller passes today's Asia/Tashkent date
// (tashkentDate()), so nothing here depends on the server's time zone.
import { daysBetween } from "@/lib/time";
import type { Locale } from "@/lib/i18n/locale";

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function parseDate(value: string, what: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return { year, month, day };
    }
  }
  throw new RangeError(`${what} is not a valid YYYY-MM-DD date: ${JSON.stringify(value)}`);
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

/**
 * The k-th monthly anniversary of a birth date. Convention: when the birth day-of-month
 * does not exist in the target month (born on the 31st, month of 30 days; born Feb 29 in a
 * non-leap year) the anniversary is that month's last day. Each anniversary is computed from
 * the birth date itself, so a child born Jan 31 has anniversaries Feb 28, Mar 31, Apr 30...
 */
function anniversary(birth: CalendarDate, months: number): CalendarDate {
  const index = birth.month - 1 + months;
  const year = birth.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(birth.day, daysInMonth(year, month)) };
}

function toIso(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** Completed months and the days since the last monthly anniversary. */
function ageParts(birthDate: string, today: string): { months: number; days: number } {
  const birth = parseDate(birthDate, "birthDate");
  const now = parseDate(today, "today");
  if (birthDate > today) {
    // Callers validate birth dates (not in the future), so this is a bug, not user input.
    throw new RangeError(`birthDate ${birthDate} is after today ${today}`);
  }
  let months = (now.year - birth.year) * 12 + (now.month - birth.month);
  // This month's anniversary may still be ahead (day-of-month not reached yet).
  if (toIso(anniversary(birth, months)) > today) months -= 1;
  return { months, days: daysBetween(toIso(anniversary(birth, months)), today) };
}

/** Completed months of age (anniversary convention above). */
export function ageInMonths(birthDate: string, today: string): number {
  return ageParts(birthDate, today).months;
}

/** Whole days of age; 0 on the day of birth. */
export function ageInDays(birthDate: string, today: string): number {
  ageParts(birthDate, today); // validates both dates and their order
  return daysBetween(birthDate, today);
}

export type Unit = "year" | "month" | "day" | "week";

/** Russian plural category for an integer: 1 год, 2 года, 5 лет (11-14 are "many"). */
export function russianPlural(n: number): "one" | "few" | "many" {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return "one";
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return "few";
  return "many";
}

const RUSSIAN: Record<Unit, Record<"one" | "few" | "many", string>> = {
  year: { one: "год", few: "года", many: "лет" },
  month: { one: "месяц", few: "месяца", many: "месяцев" },
  day: { one: "день", few: "дня", many: "дней" },
  week: { one: "неделя", few: "недели", many: "недель" },
};

// Uzbek nouns do not change after a numeral ("1 oy", "5 oy").
const UZBEK: Record<Unit, string> = { year: "yosh", month: "oy", day: "kun", week: "hafta" };

function unitLabel(n: number, unit: Unit, locale: Locale): string {
  switch (locale) {
    case "ru":
      return `${n} ${RUSSIAN[unit][russianPlural(n)]}`;
    case "en":
      return `${n} ${unit}${n === 1 ? "" : "s"}`;
    default:
      return `${n} ${UZBEK[unit]}`;
  }
}

/**
 * "2 yosh 3 oy" / "2 года 3 месяца" / "2 years 3 months" from one year on;
 * "5 oy 12 kun" / "5 месяцев 12 дней" / "5 months 12 days" under one year.
 * Zero parts are left out. A baby born today has no non-zero part: "0 kun" reads like a
 * mistake to a parent, so the label says it in words ("Bugun tug'ilgan" / "Первый день жизни" /
 * "Born today"); an empty string would break the UI.
 */
export function ageLabel(birthDate: string, today: string, locale: Locale): string {
  const { months, days } = ageParts(birthDate, today);
  const parts: Array<[number, Unit]> =
    months >= 12
      ? [
          [Math.floor(months / 12), "year"],
          [months % 12, "month"],
        ]
      : [
          [months, "month"],
          [days, "day"],
        ];
  const label = partsLabel(parts, locale);
  return label || BORN_TODAY[locale];
}

// Russian "родился" would need the child's sex; "the first day of life" does not.
const BORN_TODAY: Record<Locale, string> = { uz: "Bugun tug'ilgan", ru: "Первый день жизни", en: "Born today" };

/** The non-zero parts joined ("5 oy 12 kun"); "" when every part is zero. */
export function partsLabel(parts: ReadonlyArray<[number, Unit]>, locale: Locale): string {
  return parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => unitLabel(n, unit, locale))
    .join(" ");
}
