// The parents' pages' text for the request's locale (cookie `lang`, else Accept-Language).
import { PARENTS } from "@/lib/i18n/parents";
import { getSectionMessages } from "@/lib/i18n/server";

export const getParentsMessages = () => getSectionMessages(PARENTS);
