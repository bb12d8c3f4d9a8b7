// The current milestone window for the doctor, what needs attention first (the service orders
// it: an important sign answered "no", a milestone "not yet", then the rest), and the items
// behind the "talk to your doctor" note from earlier windows.
import { fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import { windowLabel } from "@/lib/milestones/page-messages";
import type { MilestoneItemView } from "@/lib/milestones/schemas";
import type { SummaryMessages } from "@/lib/i18n/summary";
import type { VisitSummary } from "@/lib/children/visit-summary-schemas";
import { SummarySection } from "./summary-section";

type Props = { summary: VisitSummary; locale: Locale; s: SummaryMessages };

function answerText(item: MilestoneItemView, s: SummaryMessages): string {
  switch (item.answer?.answer) {
    case "yes":
      return s.answerYes;
    case "not_yet":
      return item.kind === "sign" ? s.answerNo : s.answerNotYet;
    case "not_sure":
      return s.answerNotSure;
    default:
      return s.answerNone;
  }
}

// Marked only when the answer is behind the doctor note: a "not yet" the child's age makes
// expected (the current window, or a baby younger than the first check) is not a warning.
function Item({ item, s, concern }: { item: MilestoneItemView; s: SummaryMessages; concern: boolean }) {
  const attention = concern && item.answer?.answer === "not_yet";
  return (
    <li className={`flex gap-2 break-inside-avoid py-0.5 ${attention ? "font-semibold text-amber-900" : "text-stone-900"}`} data-item={item.id}>
      <span className={`w-24 shrink-0 print:w-[6.5rem] ${attention ? "" : "text-stone-700"}`}>
        {attention && <span aria-hidden="true">⚠ </span>}
        {answerText(item, s)}
      </span>
      <span className="min-w-0">
        {item.kind === "sign" && <span className="font-semibold">{s.signTag}: </span>}
        {item.text}
      </span>
    </li>
  );
}

export function SummaryMilestones({ summary, locale, s }: Props) {
  const { milestones } = summary;
  const window = windowLabel(milestones.currentWindow, locale);
  const title = fill(s.milestonesHeading, { window }) + (milestones.correctedAge ? ` (${s.correctedWindow})` : "");
  return (
    <SummarySection id="summary-milestones" title={title}>
      {milestones.concerns.length > 0 && (
        <div className="rounded-xl bg-amber-50 p-3 text-amber-950 print:rounded-none print:bg-transparent print:p-0">
          <h3 className="font-bold">{s.concernsHeading}</h3>
          <ul className="flex flex-col">
            {milestones.concerns.map((item) => (
              <li key={item.id} data-concern={item.id}>
                <span aria-hidden="true">⚠ </span>
                {/* The answer first: a sign reads as what the child should do ("looks when called"). */}
                <span className="font-semibold">{answerText(item, s)}:</span>{" "}
                {/* Catalogue ids start with the check age of their window ("m09-babbles"). */}
                {item.text} <span className="text-sm">({fill(s.fromWindow, { window: windowLabel(Number(item.id.slice(1, 3)), locale) })})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="flex flex-col">
        {milestones.items.map((item) => (
          <Item key={item.id} item={item} s={s} concern={milestones.advice.reasons.includes(item.id)} />
        ))}
      </ul>
    </SummarySection>
  );
}
