// The parents' pages' text for the request's locale (cookie `lang`, else Accept-Language).
import { getMessages } from "@/lib/i18n/server";
import { PARENTS } from "@/lib/i18n/parents";

export async function getParentsMessages() {
  const { locale, t: common } = await getMessages();
  return { locale, t: PARENTS[locale], common };
}
