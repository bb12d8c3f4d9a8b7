// The farmers' pages' text for the request's locale (cookie `lang`, else Accept-Language).
import { getMessages } from "@/lib/i18n/server";
import { FARMERS } from "@/lib/i18n/farmers";

export async function getFarmersMessages() {
  const { locale, t: common } = await getMessages();
  return { locale, t: FARMERS[locale], common };
}
