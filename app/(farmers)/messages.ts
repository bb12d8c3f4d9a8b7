// The farmers' pages' text for the request's locale (cookie `lang`, else Accept-Language).
import { FARMERS } from "@/lib/i18n/farmers";
import { getSectionMessages } from "@/lib/i18n/server";

export const getFarmersMessages = () => getSectionMessages(FARMERS);
