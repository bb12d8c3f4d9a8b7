// The one formatter of numbers and dates for every page, server and browser alike, in the
// reader's language: a decimal comma and a space between thousands in Uzbek and Russian, the
// month written out ("25-sentabr, 2026": Uzbek's short month "sen" is not a word parents read),
// and every instant on the Tashkent calendar (the product's calendar, whatever the server's
// time zone). Number fields accept both decimal separators through parseDecimal().
import type { Locale } from "@/lib/i18n/locale";

/** The BCP 47 tag Intl formats each interface language with. */
export const LOCALE_TAGS: Record<Locale, string> = { uz: "uz-Latn-UZ", ru: "ru-RU", en: "en-GB" };

const TASHKENT = "Asia/Tashkent";
const DAY_PARTS = { day: "numeric", month: "long", year: "numeric" } as const;

/** A number with at most `maxDigits` decimals: 7.9 -> "7,9" (uz, ru) / "7.9" (en). */
export function formatNumber(value: number, locale: Locale, maxDigits = 1, minDigits = 0): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits }).format(value);
}

/** A calendar day given as YYYY-MM-DD (a birth date, a dose's date): "5-sentabr, 2026". */
export function formatDay(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DAY_PARTS, timeZone: "UTC" }).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** Two calendar days (YYYY-MM-DD) as one span: "15-oktabr – 30-noyabr, 2026" (the year once when shared). */
export function formatDayRange(startIsoDay: string, endIsoDay: string, locale: Locale): string {
  const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DAY_PARTS, timeZone: "UTC" }).formatRange(day(startIsoDay), day(endIsoDay));
}

/** The Tashkent calendar day of an instant (an ISO timestamp or a Date). */
export function formatDate(instant: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DAY_PARTS, timeZone: TASHKENT }).format(new Date(instant));
}

/** An instant on the Tashkent clock: "5-sentabr, 2026, 14:30". */
export function formatDateTime(instant: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DAY_PARTS, hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TASHKENT }).format(
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
