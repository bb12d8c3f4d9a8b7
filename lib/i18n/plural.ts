// A counted phrase in the reader's language: "1 прошедшую дозу", "2 прошедшие дозы", "5 прошедших
// доз". Russian and English choose the form by the count's CLDR plural category from
// Intl.PluralRules (their data is in every browser build); Uzbek nouns do not change after a
// numeral ("1 ta doza", "5 ta doza"), so Uzbek always takes `other` and never asks Intl, whose
// Uzbek data some browsers lack (lib/i18n/format.ts). A bundle writes the forms with counted()
// and a page shows them with countText(); {n} is the count, written by formatNumber.
import { fill } from "@/lib/i18n/bundle";
import { formatNumber, LOCALE_TAGS } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

/** The forms of a counted phrase by plural category; `other` is required and used when a form is missing. */
export type Counted = Readonly<{ other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>>;

/** Declares a counted phrase in a bundle (its type then admits every category in every language). */
export const counted = (forms: Counted): Counted => forms;

/** The plural category of a count in a language ("other" always in Uzbek). */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  if (locale === "uz") return "other";
  // One Intl.PluralRules per language, made on first use (making one costs more than using it).
  let rules = PLURAL_RULES.get(locale);
  if (!rules) PLURAL_RULES.set(locale, (rules = new Intl.PluralRules(LOCALE_TAGS[locale])));
  return rules.select(count);
}
const PLURAL_RULES = new Map<Locale, Intl.PluralRules>();

/**
 * The phrase for `count`, its placeholders filled: {n} is the count as the language writes it,
 * unless `values` gives {n} itself (a range "2–3" takes the form of its larger end, as Russian
 * does: "в 2–3 приёма", "в 3–5 приёмов").
 */
export function countText(forms: Counted, count: number, locale: Locale, values: Record<string, string | number> = {}): string {
  const form = forms[pluralCategory(count, locale)] ?? forms.other;
  return fill(form, { n: formatNumber(count, locale, 2), ...values });
}
