"use server";

import { cookies } from "next/headers";
import { LOCALES } from "@/lib/i18n/locale";
import { LOCALE_COOKIE } from "@/lib/i18n/server";

/** Remembers the interface language for a year. */
export async function setLocale(formData: FormData): Promise<void> {
  const value = String(formData.get("locale") ?? "");
  if (!(LOCALES as readonly string[]).includes(value)) return;
  (await cookies()).set(LOCALE_COOKIE, value, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax", httpOnly: true });
}
