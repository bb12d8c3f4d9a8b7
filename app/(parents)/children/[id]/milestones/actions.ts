"use server";

// Answering one milestone from the page: the same service and zod schemas as the API
// (PUT /api/client/children/{id}/milestones/{milestoneId}), so both keep one rule.
import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/page-user";
import { answerMilestone } from "@/lib/milestones/milestones";
import { milestoneParamsSchema, putMilestoneAnswerSchema } from "@/lib/milestones/schemas";
import { isProblem } from "@/lib/problems/error";
import { safeParseInput } from "@/lib/http/text-input";
import { childAccess } from "../../access";

export async function saveMilestoneAnswer(childId: string, milestoneId: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const params = safeParseInput(milestoneParamsSchema, { id: childId, milestoneId });
  const body = safeParseInput(putMilestoneAnswerSchema, { answer: formData.get("answer") });
  // A forged form changes nothing; the page simply shows the stored answers again.
  if (!params.success || !body.success) return;
  try {
    await answerMilestone(childAccess(user.id, "caregiver"), params.data.id, params.data.milestoneId, body.data);
  } catch (error) {
    if (!(isProblem(error) && error.status < 500)) throw error;
  }
  revalidatePath(`/children/${params.data.id}/milestones`);
}
