// The farmer's prices per 50 kg bag: a plain POST form with a server action (works without
// JavaScript), remembered for the account. No built-in prices.
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import { PLAN_PRODUCT_IDS, type Prices } from "@/lib/soil/plan";
import { InputField } from "@/components/ui/input-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { cardStyles } from "@/components/ui/styles";

type Props = { prices: Prices; action: (formData: FormData) => Promise<void>; status: "saved" | "invalid" | null; t: PlanMessages };

export function PricesForm({ prices, action, status, t }: Props) {
  return (
    <section aria-labelledby="prices-title" className={`${cardStyles} flex flex-col gap-3 print:hidden`}>
      <h2 id="prices-title" className="text-lg font-bold">
        {t.pricesTitle}
      </h2>
      <p className="text-sm text-stone-700">{t.pricesHint}</p>
      {status === "saved" && (
        <p role="status" className="rounded-xl bg-brand-50 p-2 text-brand-900">
          {t.pricesSaved}
        </p>
      )}
      {status === "invalid" && (
        <p role="alert" className="rounded-xl bg-rose-50 p-2 text-rose-900">
          {t.priceInvalid}
        </p>
      )}
      <form method="post" action={action} className="grid gap-3 sm:grid-cols-2">
        {PLAN_PRODUCT_IDS.map((id) => (
          <InputField key={id} label={t.products[id].name} name={id} inputMode="numeric" autoComplete="off" defaultValue={prices[id] === undefined ? "" : String(prices[id])} />
        ))}
        <SubmitButton label={t.savePrices} pendingLabel={t.saving} className="sm:col-span-2" />
      </form>
    </section>
  );
}
