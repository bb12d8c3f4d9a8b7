// The milestone part of the summary for a doctor's visit: the current window ordered so that
// what needs attention comes first, and the items behind the "talk to your doctor" note from
// any window. Reads through getMilestones, so the window and the advice follow its rules.
import "server-only";
import { childWhere, type Who } from "@/lib/sharing/access";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { catalogueItem } from "@/lib/milestones/catalogue";
import { answerMap, getMilestones, itemView } from "@/lib/milestones/milestones";
import type { MilestoneItemView } from "@/lib/milestones/schemas";
import type { VisitSummaryMilestones } from "@/lib/children/visit-summary-schemas";

/** Lower comes first: a sign answered no, a milestone not yet, not sure, unanswered, yes. */
export function attentionRank(item: Pick<MilestoneItemView, "kind" | "answer">): number {
  const answer = item.answer?.answer;
  const sign = item.kind === "sign" ? 0 : 1;
  if (answer === "not_yet") return item.kind === "sign" ? 0 : 1;
  if (answer === "not_sure") return 2 + sign / 2;
  if (answer === undefined) return 3 + sign / 2;
  return 4 + sign / 2;
}

/** The items in attention order (a stable sort: catalogue order within a rank). */
export function byAttention(items: readonly MilestoneItemView[]): MilestoneItemView[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => attentionRank(a.item) - attentionRank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

export async function visitMilestones(who: Who, childId: string, today: string, locale: Locale): Promise<VisitSummaryMilestones> {
  const checklist = await getMilestones(who, childId, { today, locale });
  const { reasons } = checklist.advice;
  const db = await getDb();
  const rows = reasons.length
    ? await db.milestoneAnswer.findMany({
        where: { childId, child: childWhere(who, childId), milestoneId: { in: reasons } },
        select: { milestoneId: true, answer: true, answeredOn: true },
      })
    : [];
  const answers = answerMap(rows);
  return {
    ageMonths: checklist.ageMonths,
    correctedAge: checklist.correctedAge,
    currentWindow: checklist.currentWindow,
    advice: checklist.advice,
    items: byAttention(checklist.items),
    concerns: reasons.flatMap((id) => {
      const item = catalogueItem(id);
      return item ? [itemView(item, locale, answers.get(id))] : [];
    }),
  };
}
