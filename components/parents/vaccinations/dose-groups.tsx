// The doses grouped by the calendar's age (at birth, 2 months, ... 16 years), each group folded
// unless it needs the parent now: a dose due, the next dose, the dose just saved, or a group
// opened from the catch-up list (?open=). Past-due doses are listed on the catch-up list above,
// so their groups stay folded and the page stays short on a phone.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { DoseView, VaccinationsResponse } from "@/lib/vaccinations/schemas";
import { namesRecorders } from "@/lib/sharing/recorder-name";
import { DoseItem } from "./dose-item";

interface Props {
  calendar: VaccinationsResponse;
  locale: Locale;
  /** Doses whose group starts open: the one just saved or refused. */
  focusDoses: readonly string[];
  /** Age groups (months) asked open by the address. */
  openGroups: readonly number[];
  failedDose: string | undefined;
  /** The dose's form action; absent for a viewer of a shared child, who sees the doses without forms. */
  action?: (doseId: string) => (formData: FormData) => Promise<void>;
}

/** "At birth", "2 months", "6 years". */
export function groupLabel(ageMonths: number, locale: Locale): string {
  const v = VACCINATION_MESSAGES[locale];
  if (ageMonths === 0) return v.groupBirth;
  if (ageMonths >= 24 && ageMonths % 12 === 0) return fill(v.groupYears, { n: ageMonths / 12 });
  return fill(v.groupMonths, { n: ageMonths });
}

const SETTLED = new Set(["done", "not_needed", "no_longer_given"]);

export function DoseGroups({ calendar, locale, focusDoses, openGroups, failedDose, action }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  const named = namesRecorders(calendar.doses);
  const groups = new Map<number, DoseView[]>();
  for (const dose of calendar.doses) groups.set(dose.ageMonths, [...(groups.get(dose.ageMonths) ?? []), dose]);
  return (
    <div className="flex flex-col gap-3">
      {[...groups].map(([ageMonths, doses]) => {
        const open =
          openGroups.includes(ageMonths) ||
          doses.some((d) => d.status === "due" || d.id === calendar.next?.id || focusDoses.includes(d.id));
        const headingId = `group-${ageMonths}`;
        const marked = doses.filter((d) => d.status === "done" || d.status === "not_needed").length;
        const past = doses.filter((d) => d.status === "overdue").length;
        return (
          <details key={ageMonths} id={`age-${ageMonths}`} open={open || undefined} className="group rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
            <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-x-2 py-3">
              <h3 id={headingId} className="text-lg font-bold">
                <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                  ▸
                </span>{" "}
                {doses.every((d) => SETTLED.has(d.status)) && <span aria-hidden="true">✓ </span>}
                {groupLabel(ageMonths, locale)}
              </h3>
              <span className="text-sm text-stone-700">
                {fill(v.groupCount, { done: marked, total: doses.length })}
                {past > 0 && <span className="text-amber-900"> · {fill(v.groupPast, { n: past })}</span>}
              </span>
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
                  namesRecorder={named}
                  action={action?.(dose.id)}
                />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
