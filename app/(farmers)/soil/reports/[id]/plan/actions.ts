"use server";

// The plan page's one server action: the farmer's prices per bag, validated with the same zod
// schema as PUT /api/soil/prices and saved by the same service. Works without JavaScript (a
// plain POST), and comes back to the plan with the crop kept.
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { parseDecimal } from "@/lib/i18n/format";
import { PLAN_PRODUCT_IDS, isPlanCrop } from "@/lib/soil/plan";
import { savePrices } from "@/lib/soil/plan/prices-store";
import { savePricesSchema } from "@/lib/soil/plan/schemas";
import { safeParseInput } from "@/lib/http/text-input";

export async function savePricesAction(reportId: string, crop: string, formData: FormData): Promise<void> {
  const user = await requireUser();
  const back = `/soil/reports/${encodeURIComponent(reportId)}/plan?crop=${isPlanCrop(crop) ? crop : "cotton"}`;
  // "350 000" and "350000" are the same price; an empty field is no price.
  const prices = Object.fromEntries(
    PLAN_PRODUCT_IDS.map((id) => {
      const text = String(formData.get(id) ?? "").trim();
      return [id, text === "" ? null : parseDecimal(text)];
    }),
  );
  const body = safeParseInput(savePricesSchema, { prices });
  if (!body.success) redirect(`${back}&prices=invalid#prices-title`);
  await savePrices(user.id, body.data);
  redirect(`${back}&prices=saved#cost`);
}
