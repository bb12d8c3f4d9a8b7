// The one formatter of numbers and dates for every page, server and browser alike, in the
// reader's language: a decimal comma and a space between thousands in Uzbek and Russian, the
// month written out ("25-sentabr, 2026": Uzbek's short month "sen" is not a word parents read),
// and every instant on the Tashkent calendar (the product's calendar, whatever the server's
// time zone). Number fields accept both decimal separators through parseDecimal().
//
// Uzbek is written from our own table, not from the runtime's locale data: Node ships Uzbek,
// but browsers built with a reduced ICU (Debian's Chromium, some Android WebViews) have none and
// fall back to the root locale, "2026 M09 25" and "12,345.6". The same page rendered on the
// server and then in such a browser would change under the reader's eyes. The digits, the
// grouping and the Tashkent calendar still come from Intl ("en-US", present in every build);
// Russian and English use Intl as they are (their data is in every build).
import type { Locale } from "@/lib/i18n/locale";

/** The BCP 47 tag of each interface language (the html lang and Intl for ru and en). */
export const LOCALE_TAGS: Record<Locale, string> = { uz: "uz-Latn-UZ", ru: "ru-RU", en: "en-GB" };

const TASHKENT = "Asia/Tashkent";
const DAY_PARTS = { day: "numeric", month: "long", year: "numeric" } as const;
const NBSP = "\u00a0";

// CLDR's Uzbek (Latin) month names, as Node's full ICU writes them.
const UZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"];

// Intl formatters are made once per language and options and kept: making one costs some tens of
// microseconds (it loads the locale's data), more than formatting with it, and a report or a
// plan formats hundreds of numbers and dates. The keys are the few tags, digit counts and time
// zones of this file, so the caches stay small.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(tag: string, maxDigits: number, minDigits: number): Intl.NumberFormat {
  const key = `n ${tag} ${maxDigits} ${minDigits}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(tag, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits })));
  return format;
}
function dateFormat(key: string, tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

/** A number with at most `maxDigits` decimals: 7.9 -> "7,9" (uz, ru) / "7.9" (en); 12345 -> "12 345" (uz, ru). */
export function formatNumber(value: number, locale: Locale, maxDigits = 1, minDigits = 0): string {
  if (locale !== "uz") return numberFormat(LOCALE_TAGS[locale], maxDigits, minDigits).format(value);
  // en-US writes "12,345.6"; Uzbek is "12 345,6" with a no-break space, like Russian.
  return numberFormat("en-US", maxDigits, minDigits).format(value).replace(/[,.]/g, (mark) => (mark === "," ? NBSP : ","));
}

/** A range of numbers: "97–130", or one number when min and max are equal (a plan with lab values). */
export function formatRange(range: { min: number; max: number }, locale: Locale, digits = 1): string {
  const min = formatNumber(range.min, locale, digits);
  return range.min === range.max ? min : `${min}–${formatNumber(range.max, locale, digits)}`;
}

type Clock = { year: number; month: number; day: number; hour: number; minute: number };

/** The calendar fields of an instant in a time zone (Intl's tz data is in every build). */
function clockOf(instant: Date, timeZone: string): Clock {
  const parts = dateFormat(`clock ${timeZone}`, "en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" })
    .formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: field("year"), month: field("month"), day: field("day"), hour: field("hour"), minute: field("minute") };
}

/**
 * A measurement with its unit, joined by a no-break space so the two never land on different
 * lines: "104,5 sm" in a narrow tile once broke into "104,5" over "sm" (docs/accessibility.md).
 */
export function formatMeasure(value: number, unit: string, locale: Locale, maxDigits = 1): string {
  return `${formatNumber(value, locale, maxDigits)}${NBSP}${unit}`;
}

const uzDay = (clock: Clock) => `${clock.day}-${UZ_MONTHS[clock.month - 1]}, ${clock.year}`;
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A calendar day given as YYYY-MM-DD (a birth date, a dose's date): "5-sentabr, 2026". */
export function formatDay(isoDay: string, locale: Locale): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (locale === "uz") return uzDay(clockOf(date, "UTC"));
  return dateFormat(`day ${locale} UTC`, LOCALE_TAGS[locale], { ...DAY_PARTS, timeZone: "UTC" }).format(date);
}

/** Two calendar days (YYYY-MM-DD) as one span: "15-oktabr – 30-noyabr, 2026" (the year once when shared). */
export function formatDayRange(startIsoDay: string, endIsoDay: string, locale: Locale): string {
  const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (locale === "uz") {
    const [start, end] = [clockOf(day(startIsoDay), "UTC"), clockOf(day(endIsoDay), "UTC")];
    const startText = start.year === end.year ? `${start.day}-${UZ_MONTHS[start.month - 1]}` : uzDay(start);
    return `${startText} – ${uzDay(end)}`;
  }
  return dateFormat(`day ${locale} UTC`, LOCALE_TAGS[locale], { ...DAY_PARTS, timeZone: "UTC" }).formatRange(day(startIsoDay), day(endIsoDay));
}

/** The Tashkent calendar day of an instant (an ISO timestamp or a Date). */
export function formatDate(instant: string | Date, locale: Locale): string {
  if (locale === "uz") return uzDay(clockOf(new Date(instant), TASHKENT));
  return dateFormat(`day ${locale} ${TASHKENT}`, LOCALE_TAGS[locale], { ...DAY_PARTS, timeZone: TASHKENT }).format(new Date(instant));
}

/** An instant on the Tashkent clock: "5-sentabr, 2026, 14:30". */
export function formatDateTime(instant: string | Date, locale: Locale): string {
  if (locale === "uz") {
    const clock = clockOf(new Date(instant), TASHKENT);
    return `${uzDay(clock)}, ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
  }
  return dateFormat(`time ${locale} ${TASHKENT}`, LOCALE_TAGS[locale], { ...DAY_PARTS, hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TASHKENT }).format(
    new Date(instant),
  );
}

// Spaces people and Intl put between thousands: plain, no-break and narrow no-break.
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/**
 * A number typed by a person, with either decimal separator: "2,5", "2.5" and " 1 250,5 " all
 * read; "1,250.5" (two different separators) and anything not a plain decimal give NaN, because
 * guessing which one is the decimal point could turn 1.5 ha into 15 ha.
 */
export function parseDecimal(text: string): number {
  const compact = text.replace(GROUP_SPACES, "");
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(",", "."));
}
