// What to buy for the field (whole 50 kg bags) and, with the farmer's prices, what it costs.
import { fill } from "@/lib/i18n/bundle";
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import type { Locale } from "@/lib/i18n/locale";
import type { PlanResponse } from "@/lib/soil/plan/response-schema";
import { formatNumber } from "@/lib/i18n/format";
import { cardStyles } from "@/components/ui/styles";
import { formatRange } from "./format";

export function TotalsSection({ plan, locale, t }: { plan: PlanResponse; locale: Locale; t: PlanMessages }) {
  const name = (product: string) => plan.totals.find((total) => total.product === product)?.productName ?? product;
  const { cost } = plan;
  return (
    <section aria-labelledby="totals-title" className={`${cardStyles} flex flex-col gap-2 print:grid print:grid-cols-2 print:gap-x-4 print:p-2`}>
      <div>
      <h2 id="totals-title" className="text-lg font-bold">
        {t.totalsTitle}
      </h2>
      <ul className="flex flex-col gap-1">
        {plan.totals.map((total) => (
          <li key={total.product}>
            <span className="font-semibold">{total.productName}</span>: {formatRange(total.fieldKg, locale)} kg · <strong>{formatRange(total.bags, locale, 0)}</strong> {t.colBags}
          </li>
        ))}
      </ul>
      </div>
      <div id="cost" aria-labelledby="cost-title" role="region" className={`border-t border-stone-200 pt-2 print:border-t-0 print:pt-0 ${cost ? "" : "print:hidden"}`}>
        <h3 id="cost-title" className="font-bold">
          {t.costTitle}
        </h3>
        {cost ? (
          <>
            <ul className="text-sm print:text-[10px] print:leading-tight">
              {cost.lines.map((line) => (
                <li key={line.product}>
                  {fill(t.costLine, { product: name(line.product), bags: formatRange(line.bags, locale, 0), price: formatNumber(line.pricePerBag, locale, 0), sum: formatRange(line.cost, locale, 0) })}
                </li>
              ))}
            </ul>
            <p className="text-lg font-bold">{fill(t.costTotal, { sum: formatRange(cost.total, locale, 0) })}</p>
            {cost.missing.length > 0 && <p className="text-sm text-stone-700">{fill(t.costMissing, { products: cost.missing.map(name).join(", ") })}</p>}
          </>
        ) : (
          <p className="text-sm text-stone-700 print:hidden">{t.costNone}</p>
        )}
      </div>
    </section>
  );
}
