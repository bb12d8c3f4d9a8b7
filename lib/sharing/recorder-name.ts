// Who recorded it, as the pages say it (docs/sharing.md): "Siz" for the reader's own records,
// the recorder's name otherwise, and a former member named as such. Pure, so every page words
// it the same way.
import { fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import type { RecordedBy } from "./recorded-by";

/** "Siz", "Buvisi", "Buvisi (sobiq a'zo)" or "Sobiq a'zo" (a deleted account). */
export function recorderName(recordedBy: RecordedBy, locale: Locale): string {
  const r = SHARING_MESSAGES[locale].recordedBy;
  if (recordedBy.you) return r.you;
  if (recordedBy.name === null) return r.formerUnnamed;
  return recordedBy.former ? fill(r.former, { name: recordedBy.name }) : recordedBy.name;
}

/** The same as a sentence of its own: "Kiritgan: Buvisi", "Siz kiritgansiz". */
export function recorderLine(recordedBy: RecordedBy, locale: Locale): string {
  const r = SHARING_MESSAGES[locale].recordedBy;
  return recordedBy.you ? r.lineYou : fill(r.line, { name: recorderName(recordedBy, locale) });
}

/**
 * Whether a list names its recorders: once anyone but the reader recorded one of its records.
 * Someone who keeps a child or a field alone sees the page as before, without "Siz" on each row.
 */
export function namesRecorders(list: readonly { recordedBy?: RecordedBy | null }[]): boolean {
  return list.some((item) => item.recordedBy != null && !item.recordedBy.you);
}
