"use client";

// The farmers' interface text for client components (the soil form, error and loading
// screens). The (farmers) layout reads the locale on the server and provides the messages
// once, so client components need no locale logic of their own.
import { createContext, useContext } from "react";
import type { Locale } from "@/lib/i18n/locale";
import type { FarmersMessages } from "@/lib/i18n/farmers";

const MessagesContext = createContext<{ locale: Locale; t: FarmersMessages } | null>(null);

export function FarmersMessagesProvider({ locale, t, children }: { locale: Locale; t: FarmersMessages; children: React.ReactNode }) {
  return <MessagesContext.Provider value={{ locale, t }}>{children}</MessagesContext.Provider>;
}

export function useFarmersMessages(): { locale: Locale; t: FarmersMessages } {
  const value = useContext(MessagesContext);
  if (!value) throw new Error("useFarmersMessages needs FarmersMessagesProvider (app/(farmers)/layout.tsx)");
  return value;
}
