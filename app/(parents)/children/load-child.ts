// A child the signed-in user may see for a page, or the not-found page: a malformed id, an
// unknown, deleted or another parent's child, and a shared child the user's role does not reach
// all look the same (the services answer 404 for them). Children shared with the user count
// (docs/sharing.md); the answer's `role` says what the page may offer.
import { loadRecord } from "@/app/load-record";
import { getChild } from "@/lib/children/children";
import type { Locale } from "@/lib/i18n/locale";
import type { ChildRole } from "@/lib/sharing/roles";
import { childAccess } from "./access";

export function loadChild(userId: string, id: string, locale: Locale, need: ChildRole = "viewer") {
  return loadRecord(id, () => getChild(childAccess(userId, need), id, { locale }));
}
