// The catch-up list: doses past their date that are not marked, as one calm list to take to the
// clinic soon (not "at the next visit"). Each links to its dose below, opening its age group
// (?open=) so the parent can mark it.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { DoseView } from "@/lib/vaccinations/schemas";
import { doseTitle } from "./dose-item";

export function CatchUpList({ doses, locale, hrefOf }: { doses: readonly DoseView[]; locale: Locale; hrefOf: (dose: DoseView) => string }) {
  const v = VACCINATION_MESSAGES[locale];
  if (doses.length === 0) return null;
  return (
    <section aria-labelledby="catch-up" className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-4 text-amber-950" data-testid="catch-up">
      <h2 id="catch-up" className="text-lg font-bold">
        {v.catchUpTitle}
      </h2>
      <p>{v.catchUpText}</p>
      <ul className="list-disc pl-5">
        {doses.map((dose) => (
          <li key={dose.id}>
            <a href={hrefOf(dose)} className="underline underline-offset-4">
              {doseTitle(dose, locale)}
            </a>{" "}
            ({fill(v.cardName, { card: dose.cardName })})
          </li>
        ))}
      </ul>
    </section>
  );
}
