// The season's needs of N, P2O5 and K2O per hectare and for the field, and what they rest on:
// the report's lab classes, or ranges without a lab test.
import { fill } from "@/lib/i18n/bundle";
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import type { Locale } from "@/lib/i18n/locale";
import type { PlanResponse } from "@/lib/soil/plan/response-schema";
import { cardStyles } from "@/components/ui/styles";
import { formatRange } from "./format";

export function NeedsSection({ plan, locale, t }: { plan: PlanResponse; locale: Locale; t: PlanMessages }) {
  const { basis } = plan;
  const measured = (value: string | null) => value ?? t.notMeasured;
  return (
    <section aria-labelledby="needs-title" className={`${cardStyles} print:p-2`}>
      <h2 id="needs-title" className="text-lg font-bold">
        {t.needsTitle}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {(["nitrogen", "phosphorus", "potassium"] as const).map((n) => (
          <div key={n} className="rounded-xl bg-brand-50 p-2 print:bg-white">
            <dt className="text-sm text-stone-700">{t[n]}</dt>
            <dd className="text-xl font-bold">
              {formatRange(plan.nutrients[n].kgPerHa, locale, 0)} <span className="text-sm font-normal">{t.perHa}</span>
            </dd>
            <dd className="text-sm text-stone-700">
              {t.forField}: {formatRange(plan.nutrients[n].fieldKg, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-700">
        {basis.lab
          ? `${t.basisLab}: ${[fill(t.basisHumus, { v: measured(basis.humus) }), fill(t.basisP, { v: measured(basis.phosphorus) }), fill(t.basisK, { v: measured(basis.potassium) })].join(", ")}.`
          : t.basisNone}
      </p>
    </section>
  );
}
