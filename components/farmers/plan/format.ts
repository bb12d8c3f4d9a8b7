// Numbers of the plan page through the one formatter (lib/i18n/format.ts): a range reads
// "97–130", one number when the lab made min and max equal.
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { Range } from "@/lib/soil/plan";

export function formatRange(range: Range, locale: Locale, digits = 1): string {
  const min = formatNumber(range.min, locale, digits);
  return range.min === range.max ? min : `${min}–${formatNumber(range.max, locale, digits)}`;
}
