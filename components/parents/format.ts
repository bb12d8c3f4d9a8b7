// Numbers and dates in the reader's language (decimal comma in Uzbek and Russian).
import type { Locale } from "@/lib/i18n/locale";

const TAGS: Record<Locale, string> = { uz: "uz-Latn-UZ", ru: "ru-RU", en: "en-GB" };

export function formatNumber(value: number, locale: Locale, maxDigits = 1): string {
  return new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: maxDigits }).format(value);
}

/** A z-score with its sign, e.g. "+1,25" / "−0,40" (a real minus sign reads better). */
export function formatZ(z: number, locale: Locale): string {
  const text = new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(z));
  return `${z < 0 ? "−" : z > 0 ? "+" : ""}${text}`;
}

/** A YYYY-MM-DD calendar date, e.g. "12-mar, 2024" / "12 мар. 2024 г." / "12 Mar 2024". */
export function formatDate(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** Seconds as m:ss. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The URL an asset ID of the catalogue content resolves to (docs/api-guide.md section 5, "Media").
 */
export function assetUrl(assetId: string): string {
  return `/api/client/activities/files/${encodeURIComponent(assetId)}`;
}
