// One checklist row: the text and three answer buttons (plain form posts, so they work before
// the page's JavaScript loads). The stored answer is the pressed button.
import type { MilestoneItemView } from "@/lib/milestones/schemas";
import type { MilestonePageMessages } from "@/lib/milestones/page-messages";
import { cardStyles } from "@/components/ui/styles";

const BUTTON =
  "inline-flex min-h-12 flex-1 items-center justify-center rounded-xl border px-3 py-2 text-base font-semibold transition-colors";
const PRESSED = "border-brand-700 bg-brand-700 text-white";
const IDLE = "border-stone-300 bg-white text-stone-900 hover:bg-stone-100";

export function MilestoneItem({
  item,
  t,
  action,
}: {
  item: MilestoneItemView;
  t: MilestonePageMessages;
  action: (formData: FormData) => Promise<void>;
}) {
  const labels = { yes: t.yes, not_yet: item.kind === "sign" ? t.no : t.notYet, not_sure: t.notSure } as const;
  const textId = `item-${item.id}`;
  return (
    <li className={`${cardStyles} flex flex-col gap-3`} data-milestone={item.id}>
      <p id={textId} className="text-base text-stone-900">
        {item.text}
      </p>
      {item.optional && <p className="text-sm text-stone-700">{t.optional}</p>}
      {item.whoWindow && (
        <p className="text-sm text-stone-700">
          {t.whoWindow.replace("{from}", String(item.whoWindow.fromMonths)).replace("{to}", String(item.whoWindow.toMonths))}
        </p>
      )}
      <form action={action} className="flex gap-2" role="group" aria-labelledby={textId}>
        {(["yes", "not_yet", "not_sure"] as const).map((answer) => (
          <button
            key={answer}
            type="submit"
            name="answer"
            value={answer}
            aria-pressed={item.answer?.answer === answer}
            className={`${BUTTON} ${item.answer?.answer === answer ? PRESSED : IDLE}`}
          >
            {labels[answer]}
          </button>
        ))}
      </form>
    </li>
  );
}
