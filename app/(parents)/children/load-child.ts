// A child of the signed-in user for a page, or the not-found page: a malformed id, an unknown,
// deleted or another parent's child all look the same (the services answer 404 for them).
import { notFound } from "next/navigation";
import { getChild } from "@/lib/children/children";
import { childIdParamsSchema } from "@/lib/children/schemas";
import type { Locale } from "@/lib/i18n/locale";
import { isProblem } from "@/lib/problems/error";

export async function loadChild(userId: string, id: string, locale: Locale) {
  if (!childIdParamsSchema.safeParse({ id }).success) notFound();
  try {
    return await getChild(userId, id, { locale });
  } catch (error) {
    if (isProblem(error, "not_found")) notFound();
    throw error;
  }
}
