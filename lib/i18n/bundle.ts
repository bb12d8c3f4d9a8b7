// How interface text is written: one bundle per part of the app, with the same keys in Uzbek
// (Latin script, the product's first language), Russian and English. The Uzbek text defines the
// keys; a Russian or English text with a key missing or extra does not compile. A page takes its
// language's text with `BUNDLE[locale]` (server pages: getMessages/getSectionMessages in
// server.ts; client components: their section's messages context), and fills placeholders with
// fill(). Strings both sections use live once in SHARED_MESSAGES (shared.ts).
import type { Locale } from "@/lib/i18n/locale";

export type Bundle<T> = Readonly<Record<Locale, T>>;

/** A bundle whose type is its Uzbek text's (or `T`, when given). */
export function defineMessages<T>(bundle: { uz: T; ru: NoInfer<T>; en: NoInfer<T> }): Bundle<T> {
  return bundle;
}

/** Fills {placeholders}; a missing value leaves the placeholder visible, so gaps are noticed. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
