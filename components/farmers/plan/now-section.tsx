// The plan opens on what to do now: the first job still to come (a missed window's share is
// already in it), or the leaching when the field must be leached before any fertiliser.
import { fill } from "@/lib/i18n/bundle";
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import { formatDayRange } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { PlanResponse } from "@/lib/soil/plan/response-schema";
import { cardStyles } from "@/components/ui/styles";
import { formatRange } from "./format";

export function NowSection({ plan, today, locale, t }: { plan: PlanResponse; today: string; locale: Locale; t: PlanMessages }) {
  const first = plan.applications[0];
  if (!first) return null;
  const lines = plan.applications.filter((a) => a.stage === first.stage);
  const when = formatDayRange(first.window.start, first.window.end, locale);
  const title = first.window.start <= today ? t.nowTitle : fill(t.nextTitle, { when });
  const leachFirst = plan.leaching && plan.leaching.window.end <= first.window.start;
  return (
    <section id="now" aria-labelledby="now-title" className={`${cardStyles} flex flex-col gap-2 border-brand-600 print:hidden`}>
      <h2 id="now-title" className="text-lg font-bold">
        {title}
      </h2>
      {leachFirst && <p className="font-semibold">{fill(t.nowLeaching, { when: formatDayRange(plan.leaching!.window.start, plan.leaching!.window.end, locale) })}</p>}
      <p>
        <span className="font-semibold">{first.stageName}</span> · {when}
      </p>
      <ul className="flex flex-col gap-1">
        {lines.map((a) => (
          <li key={a.product}>
            <span className="font-semibold">{a.productName}</span>:{" "}
            {fill(t.nowLine, { field: formatRange(a.fieldKg, locale, 2), perHa: formatRange(a.kgPerHa, locale, 0), sotix: formatRange(a.sotixKg, locale, 2), bags: formatRange(a.bags, locale, 0) })}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700">{fill(t.howToApply, { text: first.methodText })}</p>
    </section>
  );
}
