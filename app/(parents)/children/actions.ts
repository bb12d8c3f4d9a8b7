"use server";

// Server actions of the children pages. They call the same services, zod schemas and role rules
// as /api/client/children, so a page and the mobile app can never disagree on a rule.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { createChild, deleteChild, selectChild, updateChild } from "@/lib/children/children";
import { addGrowthRecord } from "@/lib/children/growth";
import { addGrowthRecordSchema, childIdParamsSchema, createChildSchema, updateChildSchema } from "@/lib/children/schemas";
import { isProblem } from "@/lib/problems/error";
import { getParentsMessages } from "../messages";
import { CHILD_FIELDS, GROWTH_FIELDS, childInput, growthInput, issueState, problemState, readValues } from "./form-input";
import type { FormState } from "@/components/ui/form-state";
import { safeParseInput } from "@/lib/http/text-input";
import { childAccess } from "./access";

// Ids come back from the browser, so they are checked like any other input.
const isChildId = (id: unknown): id is string => childIdParamsSchema.safeParse({ id }).success;

/** Creates a child (childId null) or edits one; on success goes to the next page. */
export async function saveChild(childId: string | null, _previous: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const values = readValues(formData, CHILD_FIELDS);
  let next = "/children";
  try {
    if (childId === null) {
      const parsed = safeParseInput(createChildSchema, childInput(values, "create"));
      if (!parsed.success) return issueState(parsed.error.issues, values, t);
      const child = await createChild(user.id, parsed.data, { locale });
      // The first child becomes the selected one: straight on to its plan for today.
      if (child.isSelected) next = "/today";
    } else {
      if (!isChildId(childId)) return { values, errors: {}, message: t.childGone };
      const parsed = safeParseInput(updateChildSchema, childInput(values, "update"));
      if (!parsed.success) return issueState(parsed.error.issues, values, t);
      await updateChild(childAccess(user.id, "owner"), childId, parsed.data, { locale });
    }
  } catch (error) {
    const state = problemState(error, values, t);
    if (state) return state;
    throw error;
  }
  revalidatePath("/", "layout");
  redirect(next);
}

/** Soft-deletes a child; an already deleted one is simply gone. */
export async function removeChild(formData: FormData): Promise<void> {
  const user = await requireUser();
  const childId = formData.get("childId");
  if (isChildId(childId)) {
    try {
      await deleteChild(childAccess(user.id, "owner"), childId);
    } catch (error) {
      if (!isProblem(error, "not_found")) throw error;
    }
  }
  revalidatePath("/", "layout");
  redirect("/children");
}

/** Makes a child the active one; the page that asked re-renders with the new selection. */
export async function makeChildActive(formData: FormData): Promise<void> {
  const user = await requireUser();
  const childId = formData.get("childId");
  if (!isChildId(childId)) return;
  try {
    await selectChild(childAccess(user.id, "viewer"), childId);
  } catch (error) {
    // Deleted in another tab: the re-rendered list no longer shows it.
    if (!isProblem(error, "not_found")) throw error;
  }
  revalidatePath("/", "layout");
}

/** Adds one measurement session to the growth chart. */
export async function addMeasurement(childId: string, _previous: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser();
  const { t } = await getParentsMessages();
  const values = readValues(formData, GROWTH_FIELDS);
  if (!isChildId(childId)) return { values, errors: {}, message: t.childGone };
  const parsed = safeParseInput(addGrowthRecordSchema, growthInput(values));
  if (!parsed.success) return issueState(parsed.error.issues, values, t);
  try {
    await addGrowthRecord(childAccess(user.id, "caregiver"), childId, parsed.data);
  } catch (error) {
    const state = problemState(error, values, t);
    if (state) return state;
    throw error;
  }
  revalidatePath(`/children/${childId}`);
  revalidatePath("/children");
  // Empty values: the form starts afresh for the next measurement.
  return { values: {}, errors: {}, saved: true };
}
