"use client";

// The parents' interface text for client components (error and loading screens, games,
// forms). The (parents) layout reads the locale on the server and provides the messages once,
// so client components need no locale logic of their own.
import { createContext, useContext } from "react";
import type { Locale } from "@/lib/i18n/locale";
import type { ParentsMessages } from "@/lib/i18n/parents";

const MessagesContext = createContext<{ locale: Locale; t: ParentsMessages } | null>(null);

export function ParentsMessagesProvider({ locale, t, children }: { locale: Locale; t: ParentsMessages; children: React.ReactNode }) {
  return <MessagesContext.Provider value={{ locale, t }}>{children}</MessagesContext.Provider>;
}

export function useParentsMessages(): { locale: Locale; t: ParentsMessages } {
  const value = useContext(MessagesContext);
  if (!value) throw new Error("useParentsMessages needs ParentsMessagesProvider (app/(parents)/layout.tsx)");
  return value;
}
