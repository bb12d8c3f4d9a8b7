"use server";

// Server actions of the vaccinations page: the same zod schema and service as
// PUT /api/client/children/{id}/vaccinations/{doseId}, so the page and the app agree.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { HttpError } from "@/lib/http/problem";
import { setVaccinationSchema, vaccinationParamsSchema } from "@/lib/vaccinations/schemas";
import { setVaccination } from "@/lib/vaccinations/vaccinations";

/** Marks a dose given on the form's date (done "1") or undoes it; a refused date comes back as ?error=doseId. */
export async function saveDose(childId: string, doseId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = vaccinationParamsSchema.safeParse({ id: childId, doseId });
  if (!params.success) redirect("/children");
  const page = `/children/${childId}/vaccinations`;
  const done = formData.get("done") === "1";
  const body = setVaccinationSchema.safeParse(done ? { done: true, date: formData.get("date") } : { done: false });
  if (!body.success) redirect(`${page}?error=${encodeURIComponent(doseId)}#dose-${doseId}`);
  try {
    await setVaccination(user.id, childId, doseId, body.data);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 404) redirect("/children");
    redirect(`${page}?error=${encodeURIComponent(doseId)}#dose-${doseId}`);
  }
  revalidatePath("/", "layout");
  redirect(`${page}#dose-${doseId}`);
}
