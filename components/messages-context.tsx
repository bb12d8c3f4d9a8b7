"use client";

// The one way client components get their section's interface text (the parents' games and
// forms, the farmers' soil form, error and not-found screens): the section's layout reads the
// locale on the server and provides its bundle once, so client components need no locale logic
// of their own. Each section makes its provider and hook with createMessagesContext
// (components/parents/messages-context.tsx, components/farmers/messages-context.tsx).
import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locale";

export type SectionMessages<T> = { locale: Locale; t: T };

/** A provider and a hook for one section's bundle; `layout` names where the provider must be. */
export function createMessagesContext<T>(hookName: string, layout: string) {
  const Context = createContext<SectionMessages<T> | null>(null);
  function Provider({ locale, t, children }: SectionMessages<T> & { children: ReactNode }) {
    return <Context.Provider value={{ locale, t }}>{children}</Context.Provider>;
  }
  function useMessages(): SectionMessages<T> {
    const value = useContext(Context);
    if (!value) throw new Error(`${hookName} needs the messages provider of ${layout}`);
    return value;
  }
  return { Provider, useMessages };
}
