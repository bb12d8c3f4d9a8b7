"use server";

// Server actions of the vaccinations page: the same zod schema and services as
// PUT /api/client/children/{id}/vaccinations/{doseId} and POST .../vaccinations/given-on-time,
// so the page and the app agree.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { isProblem } from "@/lib/problems/error";
import { setVaccinationSchema, vaccinationParamsSchema } from "@/lib/vaccinations/schemas";
import { markGivenOnTime, setVaccination } from "@/lib/vaccinations/vaccinations";
import { revokeFeed, rotateFeed } from "@/lib/vaccinations/calendar-feed";
import { feedLinks } from "@/lib/vaccinations/feed-links";
import { nameStyleSchema } from "@/lib/vaccinations/feed-privacy";
import { publicOrigin } from "@/lib/env";
import type { FeedState } from "@/components/parents/vaccinations/calendar-feed-panel";
import { safeParseInput } from "@/lib/http/text-input";
import { childAccess } from "./access";

function bodyOf(formData: FormData): unknown {
  const intent = formData.get("intent");
  if (intent === "undo") return { done: false };
  if (intent === "not_needed") return { done: false, notNeeded: true };
  return { done: true, date: formData.get("date") };
}

/**
 * The dose form's buttons: intent "given" (with the form's date), "not_needed" or "undo". A
 * refused date comes back as ?error=doseId, a saved one as ?saved=doseId.
 */
export async function saveDose(childId: string, doseId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(vaccinationParamsSchema, { id: childId, doseId });
  if (!params.success) redirect("/children");
  const page = `/children/${childId}/vaccinations`;
  const body = safeParseInput(setVaccinationSchema, bodyOf(formData));
  if (!body.success) redirect(`${page}?error=${encodeURIComponent(doseId)}#dose-${doseId}`);
  try {
    await setVaccination(childAccess(user.id, "caregiver"), childId, doseId, body.data);
  } catch (error) {
    if (!isProblem(error)) throw error;
    if (error.code === "not_found") redirect("/children");
    redirect(`${page}?error=${encodeURIComponent(doseId)}#dose-${doseId}`);
  }
  revalidatePath("/", "layout");
  // ?saved keeps the dose's age group open, so the parent sees the result where they acted.
  redirect(`${page}?saved=${encodeURIComponent(doseId)}#dose-${doseId}`);
}

/** "Yes, all vaccines were given on time": marks every past dose at its due date. */
export async function markOnTime(childId: string): Promise<void> {
  const user = await requireUser();
  if (!vaccinationParamsSchema.shape.id.safeParse(childId).success) redirect("/children");
  try {
    await markGivenOnTime(childAccess(user.id, "caregiver"), childId);
  } catch (error) {
    if (isProblem(error, "not_found")) redirect("/children");
    throw error;
  }
  revalidatePath("/", "layout");
  redirect(`/children/${childId}/vaccinations`);
}

/**
 * The calendar address panel's one action: intent "create" makes a new address (the old one
 * stops working) and returns it, shown once; "revoke" turns it off and returns null.
 */
export async function feedAction(childId: string, _previous: FeedState, formData: FormData): Promise<FeedState> {
  const user = await requireUser();
  if (!vaccinationParamsSchema.shape.id.safeParse(childId).success) return null;
  let result: FeedState = null;
  try {
    if (formData.get("intent") === "revoke") await revokeFeed(user.id, childId);
    else {
      const nameStyle = nameStyleSchema.catch("first_name").parse(formData.get("nameStyle"));
      // The configured public origin, never the request's Host or X-Forwarded-Host.
      const { url, webcalUrl } = feedLinks(await rotateFeed(user.id, childId, nameStyle), publicOrigin(), nameStyle);
      result = { url, webcalUrl };
    }
  } catch (error) {
    if (!isProblem(error, "not_found")) throw error;
  }
  revalidatePath(`/children/${childId}/vaccinations`);
  return result;
}
