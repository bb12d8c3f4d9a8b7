// The locale of a page request: the `lang` cookie the switcher sets, else Accept-Language.
import { cookies, headers } from "next/headers";
import { LOCALES, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locale";
import type { Bundle } from "@/lib/i18n/bundle";
import { MESSAGES, type Messages } from "@/lib/i18n/messages";

export const LOCALE_COOKIE = "lang";

export async function getLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (chosen && (LOCALES as readonly string[]).includes(chosen)) return chosen as Locale;
  return localeFromAcceptLanguage((await headers()).get("accept-language"));
}

export async function getMessages(): Promise<{ locale: Locale; t: Messages }> {
  const locale = await getLocale();
  return { locale, t: MESSAGES[locale] };
}

/** A section's text for the request's language, with the common text beside it. */
export async function getSectionMessages<T>(bundle: Bundle<T>): Promise<{ locale: Locale; t: T; common: Messages }> {
  const { locale, t: common } = await getMessages();
  return { locale, t: bundle[locale], common };
}
