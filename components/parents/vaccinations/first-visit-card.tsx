// "Were all vaccines given on time so far?" on the first visit of a child with past doses and no
// mark yet: "yes" marks every past dose at its due date in one step (each date can be corrected
// afterwards); "no" hides the question and the parent marks the doses one by one.
import { Link } from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locale";
import { countText } from "@/lib/i18n/plural";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { SubmitButton } from "@/components/ui/submit-button";
import { cardStyles } from "@/components/ui/styles";
import { buttonStyles } from "@/components/ui/styles";

interface Props {
  locale: Locale;
  pastDoses: number;
  manualHref: string;
  action: () => Promise<void>;
}

export function FirstVisitCard({ locale, pastDoses, manualHref, action }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  return (
    <section aria-labelledby="first-visit" className={`${cardStyles} flex flex-col gap-3 border-brand-600`} data-testid="first-visit">
      <h2 id="first-visit" className="text-lg font-bold">
        {v.firstVisitTitle}
      </h2>
      <p className="text-stone-800">{countText(v.firstVisitText, pastDoses, locale)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <form action={action}>
          <SubmitButton label={v.firstVisitYes} pendingLabel={v.saving} />
        </form>
        <Link href={manualHref} className={buttonStyles.textLink}>
          {v.firstVisitNo}
        </Link>
      </div>
    </section>
  );
}
