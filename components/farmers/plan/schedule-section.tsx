// When to apply what: one block per crop stage with its window, reason and products, each with
// kg per hectare, for the field, per sotix and 50 kg bags, and the product that can replace it.
import { fill } from "@/lib/i18n/bundle";
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import { formatDayRange, formatMeasure } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { PlanResponse } from "@/lib/soil/plan/response-schema";
import { cardStyles } from "@/components/ui/styles";
import { formatRange } from "./format";

type Application = PlanResponse["applications"][number];

function shares(a: Application, t: PlanMessages, locale: Locale): string {
  const parts = (["nitrogen", "phosphorus", "potassium"] as const).flatMap((n) => (a.shares[n] ? [`${t[n]} ${formatMeasure(a.shares[n] * 100, "%", locale, 0)}`] : []));
  return fill(t.share, { list: parts.join(", ") });
}

export function ScheduleSection({ plan, locale, t }: { plan: PlanResponse; locale: Locale; t: PlanMessages }) {
  const stages = [...new Set(plan.applications.map((a) => a.stage))];
  return (
    <section aria-labelledby="schedule-title" className={`${cardStyles} flex flex-col gap-3 print:gap-1 print:p-2`}>
      <h2 id="schedule-title" className="text-lg font-bold">
        {t.scheduleTitle}
      </h2>
      <ol className="flex flex-col gap-3 print:grid print:grid-cols-2 print:gap-1">
        {stages.map((stage) => {
          const lines = plan.applications.filter((a) => a.stage === stage);
          const first = lines[0];
          return (
            <li key={stage} className="rounded-xl border border-stone-200 p-3 print:break-inside-avoid print:p-1">
              <h3 className="font-bold">
                {first.stageName} <span className="font-normal text-stone-700">· {formatDayRange(first.window.start, first.window.end, locale)}</span>{" "}

              </h3>
              <p className="text-sm text-stone-700 print:hidden">
                {first.reason} ({shares(first, t, locale)})
              </p>
              {first.movedFrom.length > 0 && <p className="text-sm font-semibold text-amber-800 print:hidden">{fill(t.movedFrom, { stages: first.movedFrom.map((m) => m.stageName).join(", ") })}</p>}
              <ul className="mt-2 flex flex-col gap-2 print:mt-0 print:gap-0">
                {lines.map((a) => (
                  <li key={a.product}>
                    <p>
                      <span className="font-semibold">{a.productName}</span> <span className="text-sm text-stone-700">({a.analysis})</span>
                    </p>
                    <dl className="grid grid-cols-4 gap-1 text-center print:text-left">
                      {[
                        [t.colPerHa, formatRange(a.kgPerHa, locale, 0)],
                        [t.colField, formatRange(a.fieldKg, locale, 2)],
                        [t.colSotix, formatRange(a.sotixKg, locale, 2)],
                        [t.colBags, formatRange(a.bags, locale, 0)],
                      ].map(([label, value]) => (
                        <div key={label} className="rounded-lg bg-stone-100 px-1 py-0.5 print:bg-white print:p-0">
                          <dt className="text-xs text-stone-700">{label}</dt>
                          <dd className="font-bold">{value}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="text-sm print:hidden">{fill(t.howToApply, { text: a.methodText })}</p>
                    {a.alternative && (
                      // Printed as small as the amounts above it: the plan must stay on one A4 page.
                      <p className="text-sm text-stone-700 print:text-[9px] print:leading-tight">
                        {fill(t.orAlternative, { product: a.alternative.productName, kg: formatRange(a.alternative.kgPerHa, locale, 0), field: formatRange(a.alternative.fieldKg, locale, 2) })}
                        {a.alternative.extra && ` ${fill(t.withExtra, { product: a.alternative.extra.productName, kg: formatRange(a.alternative.extra.kgPerHa, locale, 0), field: formatRange(a.alternative.extra.fieldKg, locale, 2) })}`}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {plan.missed.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-stone-700 print:hidden" aria-label={t.passed}>
          {plan.missed.map((m) => (
            <li key={m.stage}>{fill(m.reason === "passed" ? t.missedLine : t.missedLeachingLine, { stage: m.stageName, when: formatDayRange(m.window.start, m.window.end, locale), to: m.movedToName })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
