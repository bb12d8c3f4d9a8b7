// A child of the signed-in user for a page, or the not-found page: a malformed id, an unknown,
// deleted or another parent's child all look the same (the services answer 404 for them).
import { loadRecord } from "@/app/load-record";
import { getChild } from "@/lib/children/children";
import type { Locale } from "@/lib/i18n/locale";

export function loadChild(userId: string, id: string, locale: Locale) {
  return loadRecord(id, () => getChild(userId, id, { locale }));
}
