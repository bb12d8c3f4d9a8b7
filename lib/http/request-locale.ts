// The language of an API request that a browser may also make (a download link on a page): the
// `lang` cookie the language switcher sets, else Accept-Language (uz by default).
import { isLocale, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locale";
import { LOCALE_COOKIE } from "@/lib/i18n/server";

const LANG_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

export function requestLocale(req: Request): Locale {
  const chosen = req.headers.get("cookie")?.match(LANG_COOKIE)?.[1];
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(req.headers.get("accept-language"));
}
