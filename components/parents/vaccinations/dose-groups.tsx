// The doses grouped by the calendar's age (at birth, 2 months, ... 16 years), each group folded
// unless it needs the parent: a dose due or past its date, or the next dose. Keeps the page
// short on a phone once the early doses are marked.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { DoseView, VaccinationsResponse } from "@/lib/vaccinations/schemas";
import { DoseItem } from "./dose-item";

interface Props {
  calendar: VaccinationsResponse;
  locale: Locale;
  failedDose: string | undefined;
  action: (doseId: string) => (formData: FormData) => Promise<void>;
}

/** "At birth", "2 months", "6 years". */
export function groupLabel(ageMonths: number, locale: Locale): string {
  const v = VACCINATION_MESSAGES[locale];
  if (ageMonths === 0) return v.groupBirth;
  if (ageMonths >= 24 && ageMonths % 12 === 0) return fill(v.groupYears, { n: ageMonths / 12 });
  return fill(v.groupMonths, { n: ageMonths });
}

const MARKED = new Set(["done", "not_needed", "no_longer_given"]);

export function DoseGroups({ calendar, locale, failedDose, action }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  const groups = new Map<number, DoseView[]>();
  for (const dose of calendar.doses) groups.set(dose.ageMonths, [...(groups.get(dose.ageMonths) ?? []), dose]);
  return (
    <div className="flex flex-col gap-3">
      {[...groups].map(([ageMonths, doses]) => {
        const open =
          doses.some((d) => d.status === "due" || d.status === "overdue" || d.id === calendar.next?.id || d.id === failedDose);
        const headingId = `group-${ageMonths}`;
        const marked = doses.filter((d) => d.status === "done" || d.status === "not_needed").length;
        const settled = doses.every((d) => MARKED.has(d.status));
        return (
          <details key={ageMonths} open={open || undefined} className="group rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
            <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 py-3">
              <h3 id={headingId} className="text-lg font-bold">
                <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                  ▸
                </span>{" "}
                {settled && <span aria-hidden="true">✓ </span>}
                {groupLabel(ageMonths, locale)}
              </h3>
              <span className="text-sm text-stone-700">{fill(v.groupCount, { done: marked, total: doses.length })}</span>
            </summary>
            <ul aria-labelledby={headingId} className="pb-1">
              {doses.map((dose) => (
                <DoseItem
                  key={dose.id}
                  dose={dose}
                  locale={locale}
                  birthDate={calendar.birthDate}
                  today={calendar.today}
                  failed={failedDose === dose.id}
                  action={action(dose.id)}
                />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
