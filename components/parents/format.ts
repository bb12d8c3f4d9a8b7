// Formats of the parents' pages that only they use; numbers and dates in general come from
// lib/i18n/format.ts.
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

/** A z-score with its sign, e.g. "+1,25" / "−0,40" (a real minus sign reads better). */
export function formatZ(z: number, locale: Locale): string {
  const text = formatNumber(Math.abs(z), locale, 2, 2);
  return `${z < 0 ? "−" : z > 0 ? "+" : ""}${text}`;
}

/** Seconds as m:ss. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
