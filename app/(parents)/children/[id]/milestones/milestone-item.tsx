// One checklist row: the text and three answer buttons (plain form posts, so they work before
// the page's JavaScript loads). The stored answer is the pressed button. Milestones and act-early
// signs are asked the same way, so "Ha" is always the good answer; a sign answered "Yo'q" is
// marked (amber, with a word to tell the doctor) rather than looking like any other answer —
// unless the child is younger than the list's check age (`expected`): then "no" is what a parent
// should see and is never styled as a warning.
import { formatNumber } from "@/lib/i18n/format";
import { countText } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locale";
import type { MilestoneItemView } from "@/lib/milestones/schemas";
import type { MilestonePageMessages } from "@/lib/milestones/page-messages";
import { cardStyles } from "@/components/ui/styles";
import { recorderLine } from "@/lib/sharing/recorder-name";

const BUTTON =
  "inline-flex min-h-12 flex-1 items-center justify-center rounded-xl border px-3 py-2 text-base font-semibold transition-colors";
const PRESSED = "border-brand-700 bg-brand-700 text-white";
const PRESSED_FLAG = "border-amber-800 bg-amber-800 text-white";
const IDLE = "border-stone-300 bg-white text-stone-900 hover:bg-stone-100";
// cardStyles with the amber of a sign answered "no" (one set of colours: classes added after
// cardStyles would not reliably win over its own).
const FLAGGED_CARD = "rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 shadow-sm";

export function MilestoneItem({
  item,
  t,
  locale,
  expected = false,
  namesRecorder = false,
  action,
}: {
  item: MilestoneItemView;
  t: MilestonePageMessages;
  locale: Locale;
  /** The child has not reached the list's check age: "not yet" and "no" are expected. */
  expected?: boolean;
  /** Whether the answer says who gave it (a shared child, once someone else answered). */
  namesRecorder?: boolean;
  /** Absent: the stored answer is shown as text, with no buttons (a viewer of a shared child). */
  action?: (formData: FormData) => Promise<void>;
}) {
  const sign = item.kind === "sign";
  const labels = { yes: t.yes, not_yet: sign ? t.no : t.notYet, not_sure: t.notSure } as const;
  const flagged = sign && !expected && item.answer?.answer === "not_yet";
  const textId = `item-${item.id}`;
  return (
    <li className={`${flagged ? FLAGGED_CARD : cardStyles} flex flex-col gap-3`} data-milestone={item.id} data-flagged={flagged || undefined}>
      <p id={textId} className="text-base text-stone-900">
        {item.text}
      </p>
      {item.optional && <p className="text-sm text-stone-700">{t.optional}</p>}
      {item.whoWindow && (
        <p className="text-sm text-stone-700">
          {countText(t.whoWindow, Number(item.whoWindow.toMonths.toFixed(1)), locale, { from: formatNumber(item.whoWindow.fromMonths, locale), to: formatNumber(item.whoWindow.toMonths, locale) })}
        </p>
      )}
      {!action ? (
        <p className="font-semibold text-stone-800">{item.answer ? labels[item.answer.answer] : "—"}</p>
      ) : (
        <form action={action} className="flex gap-2" role="group" aria-labelledby={textId}>
          {(["yes", "not_yet", "not_sure"] as const).map((answer) => {
            const pressed = item.answer?.answer === answer;
            return (
              <button
                key={answer}
                type="submit"
                name="answer"
                value={answer}
                aria-pressed={pressed}
                className={`${BUTTON} ${pressed ? (flagged && answer === "not_yet" ? PRESSED_FLAG : PRESSED) : IDLE}`}
              >
                {labels[answer]}
              </button>
            );
          })}
        </form>
      )}
      {namesRecorder && item.answer?.recordedBy && <p className="text-sm text-stone-700">{recorderLine(item.answer.recordedBy, locale)}</p>}
      {flagged && (
        <p className="font-semibold text-amber-900">
          <span aria-hidden="true">⚠ </span>
          {t.signNo}
        </p>
      )}
    </li>
  );
}
